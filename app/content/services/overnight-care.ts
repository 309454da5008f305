/**
 * /services/overnight-care (service detail page): 4 service cards, family
 * tips, a list of 8 common conditions and a testimonial.
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, freeCareConsultation } from "./actions";

// Sources: the night-time safety tips (a night light on the way to the toilet, a clear and dry
// floor) follow fall-prevention advice for older adults from HealthHub (Health Promotion Board).
// The WHO "Falls" fact sheet says only, in general, that home hazards are a risk factor and that
// checking the home and changing it helps prevent falls; it does not give these two tips, so they
// are not attributed to the WHO (checked on 23 November 2026). The 8 conditions are the situations the service is offered for, not
// health claims. "Within 24 hours" is the spec's reply time for tour requests.
export const overnightCare = {
  slug: "overnight-care",
  name: "Overnight Care",
  meta: {
    title: "Overnight Care at Home in Singapore",
    description:
      "A caregiver stays through the night to help with toilet visits, turning and settling, so your loved one is safe and your family can rest.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "Overnight care",
    title: "Overnight Care at Home",
    intro: [
      "Nights can be the hardest time, for your loved one and for you.",
      "A caregiver stays through the night, close by and ready to help. Your loved one is looked after, and the rest of the family can sleep.",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: [
      "Free consultation, with no obligation",
      "Every night, or only on the nights you choose",
      "A short update for the family each morning",
    ],
  },
  sections: [
    {
      kind: "prose",
      id: "why-overnight-care",
      title: "When nights become hard",
      paragraphs: [
        "Many families cope well in the day but struggle at night. A parent may wake often, need the toilet several times, or feel unsettled in the dark.",
        "Broken sleep, night after night, wears family carers down. With a caregiver there overnight, your loved one has help as soon as they need it, and you can rest knowing someone is with them.",
      ],
    },
    {
      kind: "cards",
      id: "services",
      title: "Our overnight care services",
      intro: "We follow your loved one's own bedtime routine and the care plan we agree with you.",
      columns: 2,
      cards: [
        {
          icon: "moon",
          title: "Help at bedtime",
          description: "Help with washing, changing into night clothes and settling into bed, in the way your loved one is used to.",
        },
        {
          icon: "hand-heart",
          title: "Toilet visits and changing",
          description:
            "Safe help to and from the toilet during the night, and fresh pads, clothes or bedding when needed, with dignity and care.",
        },
        {
          icon: "heart-handshake",
          title: "Comfort through the night",
          description:
            "Help to change position in bed for those who cannot move easily, a drink of water, and calm reassurance during a restless spell.",
        },
        {
          icon: "shield-check",
          title: "Safety and morning update",
          description:
            "A watchful eye through the night, medicine reminders at the times the doctor set, and a short update for the family in the morning.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "conditions",
      title: "Common conditions we support at night",
      intro: "Overnight care often helps people living with:",
      items: [
        "Dementia or memory loss, especially with restless or confused nights",
        "Parkinson's disease",
        "Recovery after a stroke",
        "Recovery after surgery or a hospital stay",
        "A high risk of falls",
        "Incontinence, or needing the toilet often at night",
        "Breathing conditions such as COPD",
        "A serious illness that needs comfort care",
      ],
    },
    {
      kind: "checklist",
      id: "family-tips",
      title: "Tips for families",
      intro: "A few simple steps help the night go smoothly for everyone.",
      items: [
        "Share your loved one's bedtime routine, likes and dislikes with the caregiver.",
        "Keep an up-to-date list of medicines and the doctor's instructions in one place.",
        // HealthHub (HPB) fall-prevention advice: good lighting and a safe path at night.
        "Leave a night light on along the way from the bed to the toilet.",
        "Keep the floor between the bed and the toilet clear and dry.",
        "Put emergency numbers and the doctor's details where they are easy to find.",
        "Tell us about any change in health, sleep or medicines.",
        "Use the quiet hours to rest. Looking after yourself helps you look after them.",
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What families tell us",
      items: [
        {
          name: "S.R.",
          role: "Son of a client",
          content:
            "Dad used to wake several times a night, and so did I. Now a caregiver is with him overnight and I finally sleep. Each morning I hear how his night went.",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "Ready for calmer nights?",
    text: "Tell us about your loved one's nights and the help they need. We will get back to you within 24 hours with a plan that suits you.",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
} satisfies ServicePage;
