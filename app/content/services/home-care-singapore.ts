/**
 * /services/home-care-singapore, "Home Assisted Care" (docs/product.md, section 2, service detail pages):
 * 7 service cards, a 3-step journey, 5 FAQs and a testimonial.
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, freeCareConsultation } from "./actions";

// Sources: beyond the spec, one fact only: the Agency for Integrated Care (AIC) helps families
// find care services and government financial schemes (FAQ on fees, below). Fees themselves are
// not shown (docs/product.md, section 9). "Within 24 hours" is the spec's reply time for tour requests.
export const homeCareSingapore = {
  slug: "home-care-singapore",
  name: "Home Assisted Care",
  meta: {
    title: "Home Assisted Care in Singapore",
    description:
      "A trained caregiver helps your loved one at home with daily routines, meals, medicine reminders and company. Start with a free care consultation.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "Home care",
    title: "Home Assisted Care in Singapore",
    intro: [
      "Help at home, so your loved one can keep living where they feel at ease.",
      "A trained caregiver comes to your home and helps with the everyday tasks that have become harder. We work at your loved one's pace and follow their routine.",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: [
      "Free consultation, with no obligation",
      "Flexible hours, from a few hours a week",
      "A care plan made with you and your loved one",
    ],
  },
  sections: [
    {
      kind: "prose",
      id: "about-home-care",
      title: "What is home assisted care?",
      paragraphs: [
        "Home assisted care is practical help with daily life, given in your loved one's own home. A caregiver visits on the days and at the times you choose.",
        "It suits seniors who want to stay at home but need a hand with some tasks. It also helps families who work, live far away or simply need a break.",
      ],
    },
    {
      kind: "cards",
      id: "services",
      title: "How we help at home",
      intro: "Every plan is different. Choose the help your loved one needs, and change it at any time.",
      columns: 3,
      cards: [
        {
          icon: "hand-heart",
          title: "Personal care",
          description: "Gentle help with bathing, dressing, grooming and using the toilet, with privacy and dignity respected.",
        },
        {
          icon: "utensils",
          title: "Meals and mealtimes",
          description:
            "Simple home-cooked meals that suit your loved one's tastes and any diet the doctor has advised, and help at the table if needed.",
        },
        {
          icon: "pill",
          title: "Medicine reminders",
          description:
            "Reminders to take medicines at the right times, as the doctor prescribed. We tell the family if anything seems wrong.",
        },
        {
          icon: "home",
          title: "Light housekeeping",
          description: "Tidying up, laundry, changing bed sheets and keeping walkways clear, so the home stays clean and safe.",
        },
        {
          icon: "accessibility",
          title: "Moving around safely",
          description:
            "A steady arm for walking, getting in and out of bed or a chair, and any exercises the doctor or therapist has suggested.",
        },
        {
          icon: "smile",
          title: "Company and activities",
          description:
            "Conversation, music, games, reading the newspaper together or a short walk downstairs. Time together that brightens the day.",
        },
        {
          icon: "calendar",
          title: "Errands and appointments",
          description: "Help with grocery shopping, errands and getting to appointments, with an update for the family afterwards.",
        },
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How to get started",
      intro: "Three simple steps, and we guide you through each one.",
      steps: [
        {
          title: "Talk to us",
          description:
            "Call us, message us on WhatsApp or fill in the form. Tell us about your loved one and what worries you. The consultation is free.",
        },
        {
          title: "Plan the care together",
          description:
            "We agree a care plan with you and your loved one: the help needed, the days and the hours, and the things that matter most to them.",
        },
        {
          title: "Care begins, and we keep in touch",
          description: "Your caregiver starts visiting. We check in with you regularly and adjust the plan whenever needs change.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Questions families ask",
      items: [
        {
          question: "Who is home assisted care for?",
          answer:
            "It is for seniors who want to keep living at home but need some help with daily life. It also suits people coming home after a hospital stay, and families who need support while they are at work.",
        },
        {
          question: "How many hours of care can we book?",
          answer:
            "Care is flexible. Some families book a few hours a week; others need help every day. We agree the hours with you, and you can change them as needs change.",
        },
        {
          question: "Will my parent have the same caregiver each time?",
          answer:
            "We aim to keep the same caregiver for each family, because a familiar face helps your loved one feel settled. If a change is ever needed, we tell you and introduce the new caregiver.",
        },
        {
          question: "Can the caregiver give medicines or do nursing tasks?",
          answer:
            "Our caregivers remind your loved one to take their medicines. Nursing tasks, such as giving medication, wound care and checking vital signs, are done by licensed registered nurses through our Nursing Procedure service.",
        },
        {
          question: "How much does home assisted care cost?",
          answer:
            // AIC: helps families find care services and government financial schemes (aic.sg).
            "It depends on the help needed and the number of hours. We explain the fees clearly at the free consultation, before you decide anything. The Agency for Integrated Care (AIC) can also tell you about government schemes that may help with costs.",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What families tell us",
      items: [
        {
          name: "L.K.",
          role: "Daughter of a client",
          content:
            "Mum wanted to stay in her own flat, and now she can. Her caregiver helps with her shower and lunch, and they chat about the old days. I worry much less at work.",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "Let's talk about the help your loved one needs",
    text: "Tell us a little about your loved one. We will get back to you within 24 hours to arrange a free, no-obligation consultation.",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
} satisfies ServicePage;
