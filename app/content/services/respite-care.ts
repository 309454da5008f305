/**
 * /services/respite-care (docs/product.md, section 2, shared layout of the respite, live-in, home therapy
 * and nursing pages; constants in section 9): options Short-Term 2-8 hours (minimum 2-hour
 * blocks, same-day availability), Overnight 8-12 hours, Extended 1-7 days; 10 included
 * services; 4 benefits; 3-step how it works.
 */
import type { ServicePage } from "./types";
import { callUs, chatOnWhatsApp } from "./actions";
// Sources: Agency for Integrated Care (AIC), "Getting Respite"
// (https://www.aic.sg/caregiving/Getting%20Respite): caregivers need regular breaks to keep caring well.

export const respiteCare = {
  slug: "respite-care",
  name: "Respite Care",
  meta: {
    title: "Respite Care in Singapore",
    description:
      "Short-term, overnight or extended respite care at home in Singapore, so family caregivers can rest while a caregiver looks after their loved one.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    badge: "Respite Care",
    title: "Respite Care for Family Caregivers",
    intro: [
      "Caring for someone you love is rewarding, and it is also tiring. Respite care gives you a break.",
      // AIC, "Getting Respite": regular breaks help caregivers look after themselves and keep caring.
      "One of our caregivers steps in at home for a few hours, a night or a few days. You can rest, work, travel or see to your own health, and come back refreshed.",
    ],
    actions: [{ kind: "consultation", label: "Schedule Respite Care" }, chatOnWhatsApp],
    points: ["From a few hours to a few days", "Care at home, in familiar surroundings", "Free consultation, no obligation"],
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      title: "How Respite Care Helps",
      intro: "A short break can make a big difference, for you and for the person you care for.",
      columns: 4,
      cards: [
        {
          icon: "leaf",
          title: "Time to rest",
          description:
            "Sleep, see friends or simply sit quietly for an afternoon. Looking after yourself helps you keep caring for longer.",
        },
        {
          icon: "shield-check",
          title: "Safe, steady care",
          description:
            "Your loved one keeps to their usual routine, with meals, personal care and medicine reminders done the way they like.",
        },
        {
          icon: "heart-handshake",
          title: "Friendly company",
          description: "Our caregiver chats, plays games and goes for short walks, so time apart feels pleasant rather than lonely.",
        },
        {
          icon: "calendar",
          title: "Help when life gets busy",
          description:
            "Book a few hours for an appointment, a night for a family event, or several days when you travel or your helper goes on home leave.",
        },
      ],
    },
    {
      kind: "table",
      id: "options",
      title: "Respite Care Options",
      intro: "Choose the length of care that fits your plans. You can mix options as your needs change.",
      caption: "Respite care options, how long each lasts and what it includes",
      columns: ["Option", "Duration", "Good for", "What it includes"],
      rows: [
        [
          "Short-Term",
          "2-8 hours",
          "Appointments, errands, work or a few hours of rest",
          "Minimum 2-hour blocks; same-day availability; meals, personal care and company during the day",
        ],
        [
          "Overnight",
          "8-12 hours",
          "A full night's sleep for you, or an evening out",
          "Help getting ready for bed; help with toilet visits through the night; a calm start to the morning",
        ],
        [
          "Extended",
          "1-7 days",
          "Holidays, work trips, your own hospital stay or a helper's home leave",
          "Care through the day and night at home; the usual routine kept; an update for the family every day",
        ],
      ],
      note: "Same-day care depends on which caregivers are free, so please call us as early as you can.",
    },
    {
      kind: "checklist",
      id: "included",
      title: "What Is Included",
      intro: "Every respite visit is planned around your loved one. Care can include:",
      items: [
        "Help with bathing, dressing and grooming",
        "Help with toileting and continence care",
        "Preparing meals and help with eating",
        "Reminders to take medicines on time",
        "Safe help with walking and moving around",
        "Conversation, company and favourite hobbies",
        "Gentle exercises and short walks",
        "Light tidying and laundry",
        "Keeping to the usual daily routine",
        "A short update for the family after each visit",
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Families Say",
      items: [
        {
          name: "S.T.",
          role: "Daughter of a client",
          content:
            "I had not slept through the night in months. With an overnight caregiver looking after Mum, I could finally rest properly.",
          rating: 5,
          sample: true,
        },
        {
          name: "R.K.",
          role: "Son of a client",
          content:
            "We needed five days of care while we travelled for a family wedding. The caregiver kept Dad's routine and messaged us every evening.",
          rating: 5,
          sample: true,
        },
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How It Works",
      steps: [
        {
          title: "Tell us what you need",
          description:
            "Call us or message us on WhatsApp. We ask about your loved one, their routine, and the dates and times you need help.",
        },
        {
          title: "We plan and match",
          description: "We agree a simple care plan with you and choose a caregiver who suits your loved one's needs and character.",
        },
        {
          title: "Take your break",
          description: "The caregiver arrives at the agreed time and follows the plan. You rest, and we keep you updated.",
        },
      ],
    },
  ],
  cta: {
    title: "Give yourself a break",
    text: "Tell us when you need help and we will plan respite care around your loved one and your family. The consultation is free.",
    actions: [{ kind: "consultation", label: "Schedule Respite Care" }, callUs],
  },
} satisfies ServicePage;
