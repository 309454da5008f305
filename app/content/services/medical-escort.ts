/**
 * /services/medical-escort (docs/product.md, section 2, "Service detail pages"): a 9-item service list,
 * 4 cards, 6 FAQs, a testimonial and a closing call to action. The booking notice of 24-48 hours
 * is the spec's constant (section 9).
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, freeCareConsultation } from "./actions";
// Sources: none needed. This page describes the service only and states no health facts.

export const medicalEscort = {
  slug: "medical-escort",
  name: "Medical Escort",
  meta: {
    title: "Medical Escort in Singapore",
    description:
      "A caregiver goes with your loved one to clinic and hospital visits, helps on the day and keeps the family informed. Book 24-48 hours ahead.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "Home care",
    title: "Medical Escort Services",
    intro: [
      "Hospital and clinic visits can be long and tiring, especially for an older person. Our caregiver goes with your loved one from door to door, so they are never on their own.",
      "We help on the day, listen carefully to the doctor and let the family know how the visit went.",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: ["From home and back again", "Notes from the doctor's visit", "Please book 24-48 hours ahead"],
  },
  sections: [
    {
      kind: "cards",
      title: "Visits we can help with",
      intro: "Our escort can go with your loved one to most kinds of medical appointment.",
      columns: 4,
      cards: [
        {
          icon: "stethoscope",
          title: "Clinic visits",
          description: "Check-ups at the family doctor, the polyclinic or a specialist clinic.",
        },
        {
          icon: "hospital",
          title: "Tests and scans",
          description: "Blood tests, X-rays, scans and other tests, including the waiting in between.",
        },
        {
          icon: "calendar",
          title: "Regular treatments",
          description: "Repeat visits such as therapy sessions or treatment days, with the same familiar face where we can.",
        },
        {
          icon: "home",
          title: "Going home from hospital",
          description: "Help on discharge day: packing, collecting medicines and getting home safely.",
        },
      ],
    },
    {
      kind: "checklist",
      title: "What our escort does",
      intro: "On the day of the appointment, our caregiver can help with each of these.",
      items: [
        "Helps your loved one get ready and leave home on time",
        "Travels with them to the appointment and back home",
        "Helps with registration and queue numbers",
        "Keeps them company while they wait",
        "Helps them walk, move safely or use a wheelchair",
        "Goes into the consultation room if your loved one wishes",
        "Writes down what the doctor says and any new instructions",
        "Collects medicines from the pharmacy and helps at the payment counter",
        "Updates the family by phone or message after the visit",
      ],
    },
    {
      kind: "steps",
      title: "How to book an escort",
      steps: [
        {
          title: "Tell us about the appointment",
          description:
            "Call us or message us on WhatsApp with the date, time and place. Please book 24-48 hours ahead so we can plan well.",
        },
        {
          title: "We plan the day with you",
          description: "We agree the pick-up time, how your loved one will travel and anything they need help with, such as a wheelchair.",
        },
        {
          title: "We go together",
          description:
            "Our caregiver stays with your loved one from the moment they leave home until they are back, then lets you know how it went.",
        },
      ],
    },
    {
      kind: "faq",
      title: "Medical escort questions",
      items: [
        {
          question: "How far ahead should I book?",
          answer:
            "We recommend booking 24-48 hours ahead. This gives us time to arrange the right caregiver and plan the trip. If the appointment is sooner, please still call us and we will try to help.",
        },
        {
          question: "My mother uses a wheelchair. Can you still help?",
          answer:
            "Yes. Tell us how your loved one moves around when you book. Our caregiver will help with walking, transfers and the wheelchair, and we will plan travel that suits them.",
        },
        {
          question: "Will the escort go into the room with the doctor?",
          answer:
            "Only if your loved one wants them to. Some people like support in the room, others prefer privacy. Either way, the caregiver is close by and ready to help.",
        },
        {
          question: "Can the escort make medical decisions or give advice?",
          answer:
            "No. Decisions about care stay with your loved one, the family and the doctor. Our caregiver helps your loved one follow what is said and writes it down so nothing is missed.",
        },
        {
          question: "What if the appointment runs late?",
          answer:
            "Clinics and hospitals often run behind. Our caregiver stays with your loved one until they are safely home. If the visit takes much longer than planned, we will contact you.",
        },
        {
          question: "How will the family know how the visit went?",
          answer:
            "After the visit, the caregiver calls or messages you with a short update: what the doctor said, any changes to medicines and the date of the next appointment.",
        },
      ],
    },
    {
      kind: "testimonials",
      title: "What families say",
      items: [
        {
          name: "S.L.",
          role: "Daughter of a client",
          content:
            "I could not take leave for every one of Dad's appointments. Knowing someone kind was with him, and getting a clear message afterwards, took a weight off my mind.",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "Need someone to go with your loved one?",
    text: "Tell us about the appointment and we will plan the day together. The consultation is free.",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
} satisfies ServicePage;
