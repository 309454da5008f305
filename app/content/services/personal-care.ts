/**
 * /services/personal-care (docs/product.md, section 2, service detail pages): 3 categories with service
 * lists, 6 benefits, a summary table and a testimonial.
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, freeCareConsultation } from "./actions";

// Sources: no health facts beyond the spec; the page describes the service only.
// "Within 24 hours" is the spec's reply time for tour requests.
export const personalCare = {
  slug: "personal-care",
  name: "Personal Care",
  meta: {
    title: "Personal Care at Home in Singapore",
    description:
      "Gentle, respectful help at home with bathing, dressing, grooming, toileting and moving around, always at your loved one's own pace.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "Personal care",
    title: "Personal Care at Home",
    intro: [
      "Gentle, respectful help with the most personal parts of the day.",
      "Our caregivers help with bathing, dressing, grooming and moving around. We go at your loved one's pace and always respect their privacy.",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: ["Free consultation, with no obligation", "Your loved one's wishes come first", "Help in the morning, the evening or both"],
  },
  sections: [
    {
      kind: "cards",
      id: "services",
      title: "What personal care includes",
      intro: "Help in three areas of daily life. We agree the exact tasks with you and your loved one.",
      columns: 3,
      cards: [
        {
          icon: "sparkles",
          title: "Bathing and grooming",
          description: "Feeling clean and fresh, with help only where it is needed.",
          items: ["Showering, or a wash in bed", "Washing and drying hair", "Shaving and oral care", "Cleaning and caring for dentures"],
        },
        {
          icon: "hand-heart",
          title: "Dressing and toileting",
          description: "Discreet help that protects your loved one's dignity.",
          items: [
            "Choosing clothes and getting dressed",
            "Help on and off the toilet",
            "Changing pads and clothes when needed",
            "Keeping bedding clean and dry",
          ],
        },
        {
          icon: "accessibility",
          title: "Moving and daily routines",
          description: "A steady hand through the day, at a gentle pace.",
          items: [
            "Getting in and out of bed or a chair",
            "Walking safely around the home",
            "Help at mealtimes",
            "Reminders to take medicines",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      title: "Why families choose personal care at home",
      columns: 3,
      cards: [
        {
          icon: "shield-check",
          title: "Dignity and privacy",
          description: "Help is given discreetly, in your loved one's own bathroom and bedroom, with their wishes respected.",
        },
        {
          icon: "home",
          title: "The comfort of home",
          description: "Familiar rooms, their own things and their own routine, without a move.",
        },
        {
          icon: "badge-check",
          title: "A safer routine",
          description: "A caregiver is there for the harder moments, like getting in and out of the shower or up at night.",
        },
        {
          icon: "sun",
          title: "Independence",
          description: "We help with what has become hard and encourage your loved one to keep doing what they can for themselves.",
        },
        {
          icon: "clock",
          title: "Care that fits the day",
          description: "Visits at times that suit your loved one's routine, whether that is an early shower or help before bed.",
        },
        {
          icon: "heart-handshake",
          title: "Support for the family",
          description: "Family members can be a son or daughter again, not only a carer, and have time for work and rest.",
        },
      ],
    },
    {
      kind: "table",
      id: "summary",
      title: "Personal care at a glance",
      caption: "Personal care services: what is included and how often",
      columns: ["Service area", "What is included", "How often"],
      rows: [
        [
          "Bathing and grooming",
          "Showering or a wash in bed, hair care, shaving, oral and denture care",
          "Daily, or on the days in the care plan",
        ],
        [
          "Dressing and toileting",
          "Getting dressed, help with the toilet, changing pads, clothes and bedding",
          "At every visit, as needed",
        ],
        [
          "Moving and daily routines",
          "Getting in and out of bed or a chair, walking, help at mealtimes, medicine reminders",
          "At every visit, as needed",
        ],
        ["Care plan review", "A check with you and your loved one that the help still fits", "Regularly, and whenever needs change"],
      ],
      note: "The exact help and visit times are agreed with you in the care plan.",
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What families tell us",
      items: [
        {
          name: "A.N.",
          role: "Daughter of a client",
          content:
            "My father is a private man, and I worried he would refuse help with bathing. His caregiver is patient and respectful, and now he looks forward to her morning visits.",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "Talk to us about personal care",
    text: "Every person is different. Tell us what your loved one needs help with, and we will get back to you within 24 hours.",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
} satisfies ServicePage;
