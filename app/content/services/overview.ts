/**
 * Copy for /services: seven professional service cards, seven specialised cards
 * (spec section 2, /services) and the page around them.
 */
import { illustrations } from "~/content/illustrations";
import type { Action, ImageSlot, PageMeta, ServiceCard, SpecialisedCard } from "~/content/types";

export interface ServicesPage {
  /** The page's <title> and meta description. */
  meta: PageMeta;
  hero: {
    /** Short label above the h1. */
    eyebrow: string;
    /** The page's h1. */
    title: string;
    intro: string;
    image: ImageSlot;
  };
  /** Section holding the seven `serviceCards`. */
  professional: { title: string; intro: string };
  /** Words on every service card: the badge of the popular one, and the link to its page. */
  cardLabels: { popular: string; learnMore: string };
  /** Section holding the seven `specialisedCards`; the page can be opened at #specialized-care. */
  specialised: { id: "specialized-care"; title: string; intro: string };
  closing: {
    title: string;
    text: string;
    /** Goes to / and scrolls to the contact section after 100 ms. */
    consultation: Extract<Action, { kind: "consultation" }>;
    /** Opens a WhatsApp chat in a new tab. */
    whatsapp: Extract<Action, { kind: "whatsapp" }>;
    /** Label before site.supportHours. */
    hoursLabel: string;
  };
}

export const serviceCards = [
  {
    title: "Home Assisted Care",
    description:
      "A trained caregiver helps at home with daily tasks, so your loved one can stay safe and comfortable in familiar surroundings.",
    features: ["Help with daily routines", "Light housekeeping and meals", "Reminders for medicines", "Flexible hours"],
    popular: false,
    path: "/services/home-care-singapore",
    icon: "home",
  },
  {
    title: "Overnight Care",
    description: "A caregiver stays through the night, helping with toilet visits, turning and settling, so the whole family can rest.",
    features: ["Help at night when needed", "Safe trips to the toilet", "Calm support for restless nights"],
    popular: false,
    path: "/services/overnight-care",
    icon: "moon",
  },
  {
    title: "Personal Care",
    description: "Gentle, respectful help with bathing, dressing, grooming and moving around, always at your loved one's own pace.",
    features: ["Bathing and grooming", "Dressing and toileting", "Safe moving and transfers", "Dignity and privacy respected"],
    popular: false,
    path: "/services/personal-care",
    icon: "hand-heart",
    anchor: "personal-care",
  },
  {
    title: "Companionship",
    description:
      "A friendly caregiver spends time with your loved one: talking, sharing hobbies, going for walks and running errands together.",
    features: ["Conversation and company", "Hobbies and outings", "Help with errands", "Less time alone"],
    popular: true,
    path: "/services/companionship",
    icon: "heart-handshake",
  },
  {
    title: "Medical Escort",
    description:
      "A caregiver goes with your loved one to clinic and hospital visits, and keeps the family informed. Please book 24-48 hours ahead.",
    features: ["Door-to-door support", "Help with registration and waiting", "Notes from the doctor's visit"],
    popular: false,
    path: "/services/medical-escort",
    icon: "hospital",
  },
  {
    title: "Respite Care",
    description: "Short-term care that gives family caregivers time to rest, work or travel, knowing their loved one is in good hands.",
    features: ["Short-term: 2-8 hours", "Overnight: 8-12 hours", "Extended: 1-7 days"],
    popular: false,
    path: "/services/respite-care",
    icon: "leaf",
  },
  {
    title: "Live-in Care",
    description: "A caregiver lives in your home and gives steady support through the morning, afternoon, evening and night.",
    features: ["Care through the whole day", "One familiar caregiver", "Meals, routines and company"],
    popular: false,
    path: "/services/live-in-care",
    icon: "clock",
  },
] satisfies ServiceCard[];

export const specialisedCards = [
  {
    title: "Cancer Care",
    description:
      "Caring support at home during and after cancer treatment, helping with comfort, daily needs, meals and trips to appointments.",
    colour: "rose",
    path: "/services/cancer-care",
    icon: "ribbon",
  },
  {
    // WHO, "Dementia" fact sheet: dementia affects memory, thinking and the ability to carry out daily activities.
    title: "Dementia & Alzheimer's Care",
    description:
      "Patient, familiar routines for people living with dementia, which affects memory, thinking and everyday tasks. We support families too.",
    colour: "blue",
    path: "/services/dementia-care",
    icon: "brain",
  },
  {
    // WHO, "Palliative care" fact sheet: improves quality of life for patients and families facing
    // life-threatening illness by easing pain and other physical, psychosocial and spiritual problems.
    title: "Palliative Care",
    description: "Comfort-focused care for people with a serious illness, easing pain and other symptoms and supporting the whole family.",
    colour: "purple",
    path: "/services/palliative-care",
    icon: "flower",
  },
  {
    // WHO, "Chronic obstructive pulmonary disease (COPD)" fact sheet: a lung disease that restricts airflow and causes breathing problems.
    title: "COPD Care",
    description:
      "Day-to-day support for people with COPD, a long-term lung condition that makes breathing hard, including help with breathing exercises and routines.",
    colour: "teal",
    path: "/services/copd-care",
    icon: "wind",
  },
  {
    title: "Diabetes Care",
    description: "Help with blood sugar checks, medicines, meal planning, foot care and staying active, in line with the doctor's advice.",
    colour: "green",
    path: "/services/diabetes-care",
    icon: "droplet",
  },
  {
    title: "Home Therapy",
    description: "Physical, occupational and speech therapy at home, to help your loved one regain strength, confidence and independence.",
    colour: "amber",
    path: "/services/home-therapy",
    icon: "activity",
  },
  {
    title: "Nursing Procedure",
    description:
      "Licensed registered nurses carry out procedures at home, such as giving medication, caring for wounds and checking vital signs.",
    colour: "terracotta",
    path: "/services/nursing-procedure",
    icon: "syringe",
  },
] satisfies SpecialisedCard[];

export const servicesPage = {
  meta: {
    title: "Our Services",
    description:
      "Home care services in Singapore: personal care, companionship, overnight, live-in and respite care, medical escort, and specialised care for long-term illness.",
  },
  hero: {
    eyebrow: "Our care services",
    title: "Home Care Services in Singapore",
    intro:
      "From a few hours of help a week to care around the clock, we shape support around your loved one and your family. Every plan starts with a free conversation.",
    image: illustrations.servicesHero,
  },
  professional: {
    title: "Everyday care at home",
    intro: "Practical, kind help with daily life, from personal care and company to overnight and live-in support.",
  },
  cardLabels: { popular: "Most Popular", learnMore: "Learn More" },
  specialised: {
    id: "specialized-care",
    title: "Specialised care",
    intro: "Extra support for people living with a long-term or serious illness, planned around their doctor's advice.",
  },
  closing: {
    title: "Not sure which service fits?",
    text: "Tell us about your loved one and we will suggest a plan that suits them. The consultation is free and there is no obligation.",
    consultation: { kind: "consultation", label: "Book a Free Consultation" },
    whatsapp: { kind: "whatsapp", label: "Chat with us on WhatsApp" },
    hoursLabel: "Support hours",
  },
} satisfies ServicesPage;
