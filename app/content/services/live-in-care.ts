/**
 * /services/live-in-care (shared layout, with the product's fixed times): 24-hour
 * schedule Morning 6:00 AM-12:00 PM, Afternoon 12:00 PM-6:00 PM, Evening & Night 6:00 PM-6:00 AM;
 * 10 daily services; 4 specialised options (chronic condition, post-hospital, palliative,
 * dementia); 4-step process.
 */
import type { ServicePage } from "./types";
import { callUs, chatOnWhatsApp } from "./actions";
// Sources: WHO, "Noncommunicable diseases" fact sheet
// (https://www.who.int/news-room/fact-sheets/detail/noncommunicable-diseases): diabetes, heart
// disease and chronic respiratory disease (such as COPD) are long-term conditions (checked on
// 23 November 2026: the fact sheet names cardiovascular diseases, cancers, chronic respiratory
// diseases and diabetes as the main chronic, noncommunicable diseases).
// Sample testimonials: initials are unique to one person across all the sample quotes on the site.

export const liveInCare = {
  slug: "live-in-care",
  name: "Live-in Care",
  meta: {
    title: "Live-in Care in Singapore",
    description:
      "A caregiver lives in your loved one's home in Singapore and gives steady support through the morning, afternoon, evening and night.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    badge: "Live-in Care",
    title: "Live-in Care at Home",
    intro: [
      "A caregiver lives in your loved one's home and is close by through the day and night.",
      "Your loved one keeps their own bed, their own routines and their familiar neighbourhood, with a kind person there to help.",
    ],
    actions: [{ kind: "consultation", label: "Schedule Consultation" }, chatOnWhatsApp],
    points: ["Care through the whole day", "One familiar caregiver", "Free consultation, no obligation"],
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      title: "Why Families Choose Live-in Care",
      intro: "Live-in care lets your loved one stay at home while someone is always near.",
      columns: 4,
      cards: [
        {
          icon: "home",
          title: "Stay in a familiar home",
          description: "No move to a new place. Your loved one stays with their own things, neighbours and memories.",
        },
        {
          icon: "users",
          title: "One familiar face",
          description: "The same caregiver gets to know your loved one's habits, likes and dislikes, and trust grows over time.",
        },
        {
          icon: "clock",
          title: "Help at any hour",
          description: "From the first cup of tea in the morning to a trip to the toilet at night, help is close by.",
        },
        {
          icon: "heart-handshake",
          title: "Peace of mind for the family",
          description: "You know someone caring is there, and we keep you updated, even when you cannot be.",
        },
      ],
    },
    {
      kind: "table",
      id: "daily-schedule",
      title: "A Day of Live-in Care",
      intro: "Every day follows your loved one's own routine. This is how a typical 24 hours may look.",
      caption: "How a live-in caregiver supports your loved one through 24 hours",
      columns: ["Time of day", "Hours", "Activities"],
      rows: [
        [
          "Morning",
          "6:00 AM-12:00 PM",
          "Help to get up, wash and dress; breakfast and medicine reminders; gentle exercise or a short walk; getting ready for any appointments",
        ],
        [
          "Afternoon",
          "12:00 PM-6:00 PM",
          "Lunch and a rest; hobbies, conversation or an outing; light housekeeping and laundry; preparing dinner",
        ],
        [
          "Evening & Night",
          "6:00 PM-6:00 AM",
          "Dinner and evening medicine reminders; help to wash and get ready for bed; the caregiver sleeps nearby and helps with toilet visits or worries in the night",
        ],
      ],
      note: "When we plan care with you, we also agree proper rest times for the caregiver, so they stay well and alert.",
    },
    {
      kind: "checklist",
      id: "daily-services",
      title: "Daily Services Included",
      intro: "Your live-in caregiver can help with:",
      items: [
        "Bathing, dressing and grooming",
        "Toileting and continence care",
        "Cooking meals that suit your loved one's diet",
        "Help with eating and drinking",
        "Medicine reminders at the right times",
        "Safe help with walking, moving and transfers",
        "Company, conversation and favourite activities",
        "Light housekeeping and laundry",
        "Going along to appointments and outings",
        "Regular updates for the family",
      ],
    },
    {
      kind: "cards",
      id: "specialised-options",
      title: "Specialised Live-in Care",
      intro: "Some people need extra support. We plan live-in care around their health needs and their doctor's advice.",
      columns: 4,
      cards: [
        {
          icon: "activity",
          // WHO, "Noncommunicable diseases": diabetes, cardiovascular and chronic respiratory diseases are chronic.
          title: "Chronic Condition Care",
          description:
            "Steady daily support for long-term conditions such as diabetes, heart disease or COPD, following the doctor's plan.",
          items: ["Medicine reminders", "Meals that follow the doctor's advice", "Noting changes for the family and doctor"],
        },
        {
          icon: "hospital",
          title: "Post-Hospital Care",
          description: "Extra help in the first weeks home from hospital, when your loved one may feel weak or unsure on their feet.",
          items: ["Following the discharge plan", "Safe help with moving around", "Company on follow-up visits"],
        },
        {
          icon: "flower",
          title: "Palliative Care",
          description:
            "Gentle, comfort-focused care at home for a person with a serious illness, working alongside their doctor and palliative care team.",
          items: ["Comfort and personal care", "Calm company", "Support for the whole family"],
        },
        {
          icon: "brain",
          title: "Dementia Care",
          description:
            "Patient, familiar routines for a person living with dementia, with a caregiver who gets to know their habits and history.",
          items: ["A calm, steady routine", "A safer home", "Activities they enjoy"],
        },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Families Say",
      items: [
        {
          name: "M.L.",
          role: "Daughter of a client",
          content:
            "Dad did not want to leave his flat. With a live-in caregiver, he stays at home and I no longer worry about him being alone at night.",
          rating: 5,
          sample: true,
        },
        {
          name: "F.Y.",
          role: "Wife of a client",
          content:
            "After my husband came home from hospital, the caregiver helped us through every day and night. It gave me time to rest and just be his wife again.",
          rating: 5,
          sample: true,
        },
      ],
    },
    {
      kind: "steps",
      id: "process",
      title: "Our Process",
      steps: [
        {
          title: "Free consultation",
          description: "Call us or message us on WhatsApp. We listen to your loved one's needs and answer your questions.",
        },
        {
          title: "Home visit and care plan",
          description: "We visit your loved one at home, learn their routine and write a care plan with you.",
        },
        {
          title: "Caregiver match",
          description: "We choose a caregiver whose skills and character suit your loved one, and introduce them to the family.",
        },
        {
          title: "Care begins, and we stay in touch",
          description: "The caregiver moves in and follows the plan. We check in regularly and adjust care as needs change.",
        },
      ],
    },
  ],
  cta: {
    title: "Let's talk about live-in care",
    text: "Tell us about your loved one and we will explain how live-in care could work for your family. The consultation is free.",
    actions: [{ kind: "consultation", label: "Schedule Consultation" }, callUs],
  },
} satisfies ServicePage;
