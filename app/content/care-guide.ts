/**
 * Copy and choices of the care guide (/care-guide): four questions that lead a family to one to
 * three service pages. Each main need (and each health condition) also has a result page,
 * /care-guide/<slug>, that visitors without JavaScript reach by choosing the main need alone; the
 * words only those pages use are in care-guide-pages.ts, so the guide does not carry them.
 *
 * The guide suggests where families often start; it never judges a person's health. Every result
 * says so, and points to the free consultation, where a nurse can advise.
 */
import type { ServicePath } from "./services/slugs";

/** One answer a family can pick. */
export interface Choice<Value extends string> {
  /** Kept in session storage while the guide is answered; never in the address. */
  value: Value;
  /** The words beside the radio button. */
  label: string;
  /** A line under the label, where the label alone may not be clear. */
  hint?: string;
  /** How the consultation message says it, fitted into that message's sentences. */
  inMessage: string;
}

export type Who = "mother" | "father" | "partner" | "myself" | "relative";
export type MainNeed = "everyday" | "company" | "condition" | "hospital" | "break" | "end-of-life";
export type Condition = "dementia" | "cancer" | "breathing" | "diabetes" | "nursing" | "other";
export type Amount = "week" | "most-days" | "overnight" | "round-the-clock";
export type Timing = "this-week" | "this-month" | "planning";

/** The guide's screens in order; "condition" comes only after the main need "condition". */
export type StepId = "who" | "need" | "condition" | "amount" | "timing";

export interface Question<Value extends string> {
  /** The question, as the legend of its group of radio buttons. */
  legend: string;
  /** A line under the question. */
  hint?: string;
  /** Its short name in the summary of answers ("Care for"), and in "Change ..." for screen readers. */
  summaryLabel: string;
  choices: readonly Choice<Value>[];
}

/**
 * One result: what families with this main need (or this health condition) often start with.
 * Each has a result page of its own.
 */
export type Topic = Exclude<MainNeed, "condition"> | Condition;

/** A service the guide suggests, and in one sentence why families with this need look at it. */
export interface Suggestion {
  path: ServicePath;
  why: string;
}

export interface TopicResult {
  /** The result page's address is /care-guide/<slug>; its breadcrumb reads the slug as words. */
  slug: string;
  /**
   * One to three services, the one families most often start with first. With the full guide, a
   * need for nights or for round-the-clock care brings its own service in as the second.
   */
  suggestions: readonly [Suggestion, ...Suggestion[]];
}

export const questions = {
  who: {
    legend: "Who is the care for?",
    summaryLabel: "Care for",
    choices: [
      { value: "mother", label: "My mother", inMessage: "my mother" },
      { value: "father", label: "My father", inMessage: "my father" },
      { value: "partner", label: "My husband, wife or partner", inMessage: "my husband, wife or partner" },
      { value: "myself", label: "Myself", inMessage: "myself" },
      { value: "relative", label: "Another relative or a friend", inMessage: "a relative or friend" },
    ],
  },
  need: {
    legend: "What is the main need?",
    hint: "Choose the one that matters most today. You can say more at the free consultation.",
    summaryLabel: "Main need",
    choices: [
      { value: "everyday", label: "Everyday help", hint: "Washing, dressing, meals, moving around the home", inMessage: "everyday help" },
      { value: "company", label: "Company", hint: "Someone to talk to, go out with and keep an eye on things", inMessage: "company" },
      {
        value: "condition",
        label: "Support with a health condition",
        hint: "Such as dementia, cancer, COPD or diabetes: you choose which next",
        inMessage: "a health condition",
      },
      { value: "hospital", label: "Coming home after a hospital stay", inMessage: "help after a hospital stay" },
      { value: "break", label: "A break for the family caregiver", inMessage: "a break for the family caregiver" },
      {
        value: "end-of-life",
        label: "Care towards the end of life",
        hint: "Comfort at home with a serious illness",
        inMessage: "care towards the end of life",
      },
    ],
  },
  condition: {
    legend: "Which health condition?",
    hint: "Choose the closest one. A nurse can talk it through with you at the free consultation.",
    summaryLabel: "Health condition",
    choices: [
      { value: "dementia", label: "Dementia or memory loss", inMessage: "dementia" },
      { value: "cancer", label: "Cancer", inMessage: "cancer" },
      { value: "breathing", label: "COPD or other breathing problems", inMessage: "COPD or breathing problems" },
      { value: "diabetes", label: "Diabetes", inMessage: "diabetes" },
      {
        value: "nursing",
        label: "Recovery that needs nursing procedures",
        hint: "Such as wound care, injections or tube feeding",
        inMessage: "recovery that needs nursing procedures",
      },
      { value: "other", label: "Another condition", inMessage: "a health condition" },
    ],
  },
  amount: {
    legend: "How much help is needed?",
    hint: "A rough idea is enough: care plans can change later.",
    summaryLabel: "How much help",
    choices: [
      { value: "week", label: "A few hours a week", inMessage: "About a few hours a week." },
      { value: "most-days", label: "A few hours most days", inMessage: "About a few hours most days." },
      { value: "overnight", label: "Overnight", hint: "Someone there through the night", inMessage: "Mainly overnight." },
      {
        value: "round-the-clock",
        label: "Round the clock or live-in",
        hint: "Someone there day and night",
        inMessage: "Round the clock, perhaps live-in care.",
      },
    ],
  },
  timing: {
    legend: "How soon is care needed?",
    summaryLabel: "How soon",
    choices: [
      { value: "this-week", label: "This week", inMessage: "Hoping to start this week." },
      { value: "this-month", label: "Within a month", inMessage: "Hoping to start within a month." },
      { value: "planning", label: "Just planning ahead", inMessage: "Just planning ahead for now." },
    ],
  },
} as const satisfies {
  who: Question<Who>;
  need: Question<MainNeed>;
  condition: Question<Condition>;
  amount: Question<Amount>;
  timing: Question<Timing>;
};

/** The service pages' names as the guide shows them (the same as on /services). */
export const serviceNames = {
  "/services/home-care-singapore": "Home Assisted Care",
  "/services/overnight-care": "Overnight Care",
  "/services/personal-care": "Personal Care",
  "/services/companionship": "Companionship",
  "/services/medical-escort": "Medical Escort",
  "/services/cancer-care": "Cancer Care",
  "/services/dementia-care": "Dementia & Alzheimer's Care",
  "/services/copd-care": "COPD Care",
  "/services/diabetes-care": "Diabetes Care",
  "/services/palliative-care": "Palliative Care",
  "/services/respite-care": "Respite Care",
  "/services/live-in-care": "Live-in Care",
  "/services/home-therapy": "Home Therapy",
  "/services/nursing-procedure": "Nursing Procedure",
} as const satisfies Record<ServicePath, string>;

/** Brought in second when the full guide's answer on how much help asks for it. */
export const timeSuggestions = {
  overnight: {
    path: "/services/overnight-care",
    why: "A caregiver stays through the night, for toilet visits, turning and settling, so the family can sleep.",
  },
  "round-the-clock": {
    path: "/services/live-in-care",
    why: "A caregiver lives in the home and gives steady support through the day and the night.",
  },
} as const satisfies Partial<Record<Amount, Suggestion>>;

const escort: Suggestion = {
  path: "/services/medical-escort",
  why: "A caregiver goes along to clinic and hospital visits and keeps the family informed.",
};

export const topics = {
  everyday: {
    slug: "everyday-help",
    suggestions: [
      {
        path: "/services/personal-care",
        why: "Gentle help with bathing, dressing, grooming and moving around, at your loved one's own pace.",
      },
      {
        path: "/services/home-care-singapore",
        why: "A trained caregiver helps with daily routines, light housekeeping, meals and reminders for medicines.",
      },
      {
        path: "/services/companionship",
        why: "Time with a friendly caregiver, for conversation, walks and errands, so the days feel less long.",
      },
    ],
  },
  company: {
    slug: "company",
    suggestions: [
      {
        path: "/services/companionship",
        why: "A friendly caregiver spends time together: talking, sharing hobbies, going for walks and running errands.",
      },
      {
        path: "/services/home-care-singapore",
        why: "Company with practical help on the side: meals, light housekeeping and reminders for medicines.",
      },
      escort,
    ],
  },
  hospital: {
    slug: "after-hospital",
    suggestions: [
      {
        path: "/services/nursing-procedure",
        why: "Registered nurses carry out what the hospital's doctor has ordered at home, such as wound care or medicines.",
      },
      {
        path: "/services/home-therapy",
        why: "Physical, occupational and speech therapy at home, to build up strength and confidence again.",
      },
      { ...escort, why: "A caregiver goes along to follow-up visits at the clinic or hospital and keeps the family informed." },
    ],
  },
  break: {
    slug: "caregiver-break",
    suggestions: [
      { path: "/services/respite-care", why: "Short-term care, from a few hours to a few days, so you can rest, work or travel." },
      { path: "/services/companionship", why: "A regular visit from a friendly caregiver gives you a few hours of your own each week." },
      { path: "/services/overnight-care", why: "A caregiver takes the night, so you can sleep through it." },
    ],
  },
  "end-of-life": {
    slug: "end-of-life",
    suggestions: [
      {
        path: "/services/palliative-care",
        why: "Comfort-focused care at home that eases pain and other symptoms and supports the whole family.",
      },
      {
        path: "/services/nursing-procedure",
        why: "Registered nurses carry out what the doctor orders, such as medicines or wound care, at home.",
      },
      { path: "/services/respite-care", why: "Time for the family to rest, knowing their loved one is in good hands." },
    ],
  },
  dementia: {
    slug: "dementia",
    suggestions: [
      {
        path: "/services/dementia-care",
        why: "Patient, familiar routines at home for people living with dementia, with support for the family too.",
      },
      {
        path: "/services/companionship",
        why: "Regular time with the same friendly caregiver, for conversation and activities they enjoy.",
      },
      { path: "/services/respite-care", why: "Caring for someone with dementia is tiring: short breaks help the family carry on." },
    ],
  },
  cancer: {
    slug: "cancer",
    suggestions: [
      { path: "/services/cancer-care", why: "Support at home during and after treatment, with comfort, daily needs and meals." },
      {
        path: "/services/nursing-procedure",
        why: "Registered nurses carry out what the doctor orders at home, such as wound care or checks of vital signs.",
      },
      { ...escort, why: "A caregiver goes along to treatment and check-ups, and keeps the family informed." },
    ],
  },
  breathing: {
    slug: "breathing-problems",
    suggestions: [
      {
        path: "/services/copd-care",
        why: "Day-to-day support for people whose breathing is hard, including breathing exercises and routines.",
      },
      { path: "/services/home-therapy", why: "Therapists at home help with moving around and daily tasks in ways that spare the breath." },
      escort,
    ],
  },
  diabetes: {
    slug: "diabetes",
    suggestions: [
      {
        path: "/services/diabetes-care",
        why: "Help with blood sugar checks, medicines, meals, foot care and staying active, as the doctor advises.",
      },
      {
        path: "/services/nursing-procedure",
        why: "Registered nurses carry out what the doctor orders at home, such as injections or wound care.",
      },
      { path: "/services/personal-care", why: "Gentle help with bathing, dressing and moving around, at your loved one's own pace." },
    ],
  },
  nursing: {
    slug: "nursing-procedures",
    suggestions: [
      {
        path: "/services/nursing-procedure",
        why: "Registered nurses carry out what the doctor orders at home, from wound care to tube and catheter care.",
      },
      {
        path: "/services/home-therapy",
        why: "Physical, occupational and speech therapy at home, to build up strength and confidence again.",
      },
      { ...escort, why: "A caregiver goes along to follow-up visits and keeps the family informed." },
    ],
  },
  other: {
    slug: "other-conditions",
    suggestions: [
      { path: "/services/home-care-singapore", why: "A trained caregiver helps with daily routines, meals and reminders for medicines." },
      {
        path: "/services/nursing-procedure",
        why: "Registered nurses carry out what the doctor orders at home, such as medicines or wound care.",
      },
      escort,
    ],
  },
} as const satisfies Record<Topic, TopicResult>;

/** The result pages in the order the guide page lists them: the main needs, then each health condition. */
export const topicOrder = [
  "everyday",
  "company",
  "dementia",
  "cancer",
  "breathing",
  "diabetes",
  "nursing",
  "other",
  "hospital",
  "break",
  "end-of-life",
] as const satisfies readonly Topic[];

/** Words of the guide page, the guide's screens and its result. */
export const careGuide = {
  meta: {
    title: "Care Guide: Find the Right Care in Four Questions",
    description:
      "Answer four short questions about your loved one and see which home care services families in a similar situation often start with.",
  },
  hero: {
    eyebrow: "Care guide",
    title: "Find the right care in four questions",
    intro: [
      "Answer four short questions and we will suggest one to three of our services that families in a similar situation often start with.",
      "Your answers stay in this browser. Nothing is sent unless you choose to send it to us.",
    ],
  },
  /** Above the guide's card, named for assistive technology. */
  guideLabel: "The four questions",
  /** "Question 2 of 4": places for {number} and {total}. */
  progress: "Question {number} of {total}",
  back: "Back",
  next: "Continue",
  showResult: "See suggestions",
  /** Shown, in words, when Continue is pressed with nothing chosen. */
  choose: "Choose one answer to continue.",
  errorPrefix: "Error:",

  /** Without JavaScript the guide cannot step, so the page offers the main need as links. */
  noScript: {
    title: "What is the main need?",
    text: "Choose the closest one to see where families in a similar situation often start.",
    conditionsLabel: "Support with a health condition",
  },

  result: {
    title: "Where families in a similar situation often start",
    /** Not a diagnosis: the reader is told so before the suggestions. */
    intro:
      "These services are a starting point, not medical advice. Every family is different: a nurse can advise at the free consultation.",
    servicesLabel: "Suggested services",
    learnMore: "Read about",
    consultation: "Ask for a free consultation about this",
    consultationNote: "Your answers will be in the message box of the form, ready to change before you send them.",
    answersTitle: "Your answers",
    change: "Change",
    startAgain: "Start again",
    nextTitle: "Before you decide",
    nextLinks: [
      { to: "/costs", label: "What care costs, and help with paying" },
      { to: "/our-caregivers", label: "Who comes to the home" },
    ],
  },

  /** The message the consultation form starts with; the family can change every word. */
  message: {
    /** With a place for {who}. */
    opening: "I'm looking for care for {who}.",
    /** With a place for {need}. */
    need: "Main need: {need}.",
  },
} as const;
