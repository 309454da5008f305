/**
 * Copy for /about (docs/product.md, section 2, "/about"): intro, four statistics, the Singapore
 * ageing background, the shared stay-in model, operational pillars, advantages, the five
 * divisions, core values, mission and vision, reasons to choose us and calls to action.
 */
import { illustrations } from "~/content/illustrations";
import type { Action, FeatureCard, ImageSlot, PageMeta, Statistic, TextBlock } from "~/content/types";

/** A titled group of cards with an optional lead-in paragraph. */
interface AboutCardSection {
  title: string;
  /** Short paragraph shown under the title, before the cards. */
  intro?: string;
  cards: FeatureCard[];
}

export interface AboutPage {
  /** The page's <title> and meta description. */
  meta: PageMeta;
  hero: {
    /** Small label above the h1. */
    eyebrow: string;
    /** The page's h1. */
    title: string;
    /** Lead paragraphs under the h1. */
    intro: string[];
    image: ImageSlot;
  };
  /** Heading of the `statistics` section. */
  statisticsTitle: string;
  /** Singapore's ageing population, in the spec's figures (docs/product.md, section 9). */
  statistics: [Statistic, Statistic, Statistic, Statistic];
  /** Why elder care matters in Singapore now, and what it means for families. */
  background: TextBlock;
  /** The shared stay-in assisted living model (docs/product.md, section 1). */
  stayInModel: {
    title: string;
    intro: string;
    /** Short ratio shown large, as the spec shows it ("3:1"). */
    ratio: string;
    /** The ratio in words, shown beside `ratio`. */
    ratioText: string;
    cards: FeatureCard[];
    image: ImageSlot;
  };
  /** How we run care day to day. */
  pillars: AboutCardSection & { intro: string };
  advantages: AboutCardSection;
  /** The five business divisions, in the spec's order. */
  divisions: AboutCardSection & {
    intro: string;
    cards: [FeatureCard, FeatureCard, FeatureCard, FeatureCard, FeatureCard];
  };
  values: AboutCardSection;
  /** Names the band that holds `mission` and `vision`, for screen readers. */
  missionVisionLabel: string;
  mission: TextBlock;
  vision: TextBlock;
  reasons: {
    title: string;
    /** One short sentence each, shown as a checklist. */
    items: string[];
  };
  cta: {
    title: string;
    text: string;
    /** To /services, to /contact, and to the home page's contact section, in that order. */
    actions: [Action, Action, Action];
  };
}

export const about = {
  meta: {
    title: "About Us",
    description:
      "Who we are: home care and shared stay-in assisted living for seniors in Singapore, our five divisions, our values, mission and vision.",
  },
  hero: {
    eyebrow: "About us",
    title: "Helping seniors live well, with care that feels like home",
    intro: [
      "We provide home care and shared assisted living for seniors in Singapore. Our caregivers help with daily life, health needs and good company, so your loved one can stay safe, comfortable and connected.",
      "We know that asking for help can be hard. Families come to us worried and unsure where to start. We take the time to listen, explain the options in plain words and plan care around the person, not a checklist.",
    ],
    image: illustrations.aboutHero,
  },

  // Figures from docs/product.md, section 9. The 900K and 2.1 projections match the Population
  // White Paper (National Population and Talent Division, 2013): citizens aged 65 and over
  // tripling to 900,000 by 2030, and 2.1 working-age citizens for each of them by 2030.
  // The others are given by the spec without a publication; confirm the exact sources
  // before going live.
  statisticsTitle: "Singapore's ageing population in numbers",
  statistics: [
    {
      number: "900K",
      label: "Singapore citizens aged 65 and over by 2030",
      source: "Population White Paper, Singapore government (2013)",
    },
    {
      number: "100K+",
      label: "Seniors expected to live alone by 2030",
      source: "Singapore government figures",
    },
    {
      number: "2.1",
      label: "Working-age adults for each senior by 2030, down from 5.7 in 2015",
      source: "Singapore government figures",
    },
    {
      number: "86%",
      label: "Of seniors prefer to age at home",
      // A preference figure comes from a survey; the spec names no publication.
      source: "Survey of seniors in Singapore",
    },
  ],

  // Figures from docs/product.md, section 9 only.
  background: {
    title: "Singapore is ageing, and families feel it",
    paragraphs: [
      "Singapore's population is growing older quickly. By 2030, there are expected to be about 900,000 seniors. In 2024, 87,200 seniors were already living alone.",
      "There are also fewer working-age adults to share the care. In 2015 there were 5.7 working-age adults for each senior. By 2030 that number is projected to fall to 2.1.",
      "For families, this often means juggling work, children and a parent who needs more help. Many seniors want to stay in their own homes. Good care at home, or in a small shared home, can make that possible while giving families support and peace of mind.",
    ],
  },

  stayInModel: {
    title: "Our shared stay-in assisted living model",
    intro:
      "Some seniors need more help than a few visits a week, but do not need a nursing home. Our shared homes sit in between. A small group of seniors live together in a real home, with a caregiver who lives in and helps them through the day.",
    ratio: "3:1",
    ratioText: "3-4 seniors per live-in caregiver",
    cards: [
      {
        icon: "moon",
        title: "A private bedroom",
        description:
          "Each senior has a bedroom of their own, with their own things around them. A quiet place to rest, and privacy when they want it.",
      },
      {
        icon: "users",
        title: "Shared living spaces",
        description:
          "The living room, dining table and kitchen are shared. Residents can eat together, chat and take part in activities, so no one is left alone all day.",
      },
      {
        icon: "heart-handshake",
        title: "A live-in caregiver for 3-4 seniors",
        description:
          "With only three or four residents to look after, the caregiver gets to know each person well and can help quickly, day and night.",
      },
      {
        icon: "sun",
        title: "A home-like daily routine",
        description:
          "Days follow a familiar rhythm of meals, rest, activity and visits from family. Routines are shaped around each resident, not a fixed timetable.",
      },
    ],
    image: illustrations.stayInModel,
  },

  pillars: {
    title: "How we run our care",
    intro: "Four things guide how we work every day, in a client's own home and in our shared homes.",
    cards: [
      {
        icon: "clipboard-list",
        title: "Person-centred care plans",
        description:
          "Every plan starts with the person: their health, habits, likes and wishes. We review it with the family and update it as needs change.",
      },
      {
        icon: "graduation-cap",
        title: "Trained caregivers",
        description: "Our caregivers are trained before they start and keep learning on the job, so they can give safe, respectful care.",
      },
      {
        icon: "shield-check",
        title: "Safety and clinical oversight",
        description:
          "We look out for risks such as falls and medicine mix-ups. Where care involves health needs, it is planned and checked with clinical input.",
      },
      {
        icon: "message-circle",
        title: "Clear family communication",
        description:
          "Families hear from us regularly and know who to contact. If something changes, we tell you promptly and talk through what to do next.",
      },
    ],
  },

  advantages: {
    title: "Why care at home, or in a small shared home, works",
    cards: [
      {
        icon: "home",
        title: "Familiar surroundings",
        description:
          "Staying in a familiar place can help seniors feel calm and more independent, especially when memory or mobility is changing.",
      },
      {
        icon: "hand-heart",
        title: "Personal attention",
        description:
          "With care one to one at home, or shared by only a few residents, caregivers have time to notice small changes and respond.",
      },
      {
        icon: "smile",
        title: "Company and connection",
        description:
          "Regular company and shared meals can ease loneliness, which matters for seniors who would otherwise spend long days alone.",
      },
      {
        icon: "calendar",
        title: "Care that fits your life",
        description: "Care can range from a few hours of respite to live-in support, and it can change as your loved one's needs change.",
      },
      {
        icon: "users",
        title: "Families stay close",
        description:
          "Loved ones can visit easily and stay part of daily life. Our team handles the hands-on care so your time together is not all about tasks.",
      },
    ],
  },

  divisions: {
    title: "Our five divisions",
    intro: "Our work covers five areas. Together they let us support seniors at home, in residential care and in the wider care sector.",
    cards: [
      {
        icon: "home",
        title: "Home care",
        description:
          "Personal care, companionship, overnight and live-in care, respite, medical escorts and specialised care, delivered in the client's own home.",
      },
      {
        icon: "building",
        title: "Nursing home operations",
        description:
          "Running residential care for seniors who need more support, guided by the same person-centred approach we use at home.",
      },
      {
        icon: "stethoscope",
        title: "Medical clinic",
        description: "A clinic where patients can see a doctor for check-ups and for help managing long-term health conditions.",
      },
      {
        icon: "graduation-cap",
        title: "Healthcare training academy",
        description:
          "Training courses that build practical, respectful caregiving skills for care staff and others who look after seniors.",
      },
      {
        icon: "briefcase",
        title: "Healthcare consultancy",
        description: "Advice for organisations that want to set up or improve care services for older people.",
      },
    ],
  },

  values: {
    title: "Our core values",
    cards: [
      {
        icon: "badge-check",
        title: "Dignity",
        description: "We help in ways that protect each person's privacy, choices and sense of self.",
      },
      {
        icon: "heart-handshake",
        title: "Compassion",
        description: "We care with patience and kindness, for seniors and for the families who love them.",
      },
      {
        icon: "hand-heart",
        title: "Respect",
        description: "We listen, honour each person's culture, faith and habits, and never rush them.",
      },
      {
        icon: "scale",
        title: "Integrity",
        description: "We are honest about what we can do, clear about what care involves, and we keep our word.",
      },
      {
        icon: "users",
        title: "Teamwork",
        description:
          "Good care takes caregivers, nurses, families and doctors working together. We keep everyone informed and working towards the same goals.",
      },
    ],
  },

  missionVisionLabel: "Mission and vision",
  mission: {
    title: "Our mission",
    paragraphs: [
      "To help seniors in Singapore live safely, comfortably and with dignity where they feel at home, and to give their families dependable support along the way.",
    ],
  },

  vision: {
    title: "Our vision",
    paragraphs: ["A Singapore where every senior can age in a place that feels like home, surrounded by care, company and respect."],
  },

  reasons: {
    title: "Reasons families choose us",
    items: [
      "A free first consultation, with no obligation.",
      "Care plans built around your loved one's routine, health and wishes.",
      "Caregivers who are trained and supported by our team.",
      "Home care, specialised care and shared assisted living from one provider.",
      "Care that can grow from a few hours of respite to live-in support.",
      "Regular updates, so you know how your loved one is doing.",
    ],
  },

  cta: {
    title: "Let's talk about the care your family needs",
    text: "Tell us about your loved one. We will listen, answer your questions and suggest options that fit, with no obligation.",
    actions: [
      { kind: "link", label: "Explore Our Services", to: "/services" },
      { kind: "link", label: "Contact Us", to: "/contact" },
      { kind: "consultation", label: "Book a Free Consultation" },
    ],
  },
} satisfies AboutPage;
