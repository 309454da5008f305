/**
 * The care guide (/care-guide): four questions that lead a family to one to three service pages.
 * Each main need (and each health condition) also has a result page, /care-guide/<slug>, that
 * visitors without JavaScript reach by choosing the main need alone; the words only those pages
 * use are in the care-guide-pages catalog, so the guide does not carry them.
 *
 * This is the guide's shared structure: the answers' values (kept in session storage, never in
 * the address), the result pages' slugs, the order of the result pages and the services each
 * suggests. The words are in app/content/<lang>/care-guide.yaml, and each service's name in
 * service-names.yaml.
 *
 * The guide suggests where families often start; it never judges a person's health. Every result
 * says so, and points to the free consultation, where a nurse can advise.
 *
 * Imported by the route table and the site map (for the result pages' addresses), so it imports
 * by relative paths only.
 */
import { keys, template, wordIn } from "../i18n/markers";
import type { SafetyNoteKind } from "./safety";
import type { ServiceSlug } from "./services/slugs";

/** A value in camelCase, as the catalogs name its words: "most-days" is "mostDays". */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/* @__NO_SIDE_EFFECTS__ */
function camelCase<const S extends string>(value: S): CamelCase<S> {
  return value.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<S>;
}

/**
 * A service the guide suggests: its page and its one name; why families look at it is in the words,
 * under the slug in camelCase ("home-therapy" is "homeTherapy"). Marked free of side effects so the
 * bundler can leave the suggestions out of the guide's script, which takes them from the page data.
 */
/* @__NO_SIDE_EFFECTS__ */
function service<const Slug extends ServiceSlug>(slug: Slug) {
  return { key: camelCase(slug), path: `/services/${slug}` as const, name: wordIn("service-names", slug) };
}

/** An answer: its value, kept in the answers, and its words in the catalogs, under the value in camelCase. */
/* @__NO_SIDE_EFFECTS__ */
function choice<const Value extends string>(value: Value) {
  return { key: camelCase(value), value };
}

/**
 * A suggestion kept for safety: every result of its topic shows it, whatever else the answers bring
 * in (recommend.ts gives way with the others first).
 */
/* @__NO_SIDE_EFFECTS__ */
function forSafety<const Slug extends ServiceSlug>(slug: Slug) {
  return { ...service(slug), safety: true as const };
}

/**
 * The guide's questions, in the order they are asked, and each answer in the order shown; the
 * legends, labels, hints and how the consultation message says each answer are in the words, under
 * each answer's key. "condition" is asked only after the main need "condition".
 */
const questions = {
  who: { choices: [choice("mother"), choice("father"), choice("partner"), choice("myself"), choice("relative")] },
  need: {
    choices: [choice("everyday"), choice("company"), choice("condition"), choice("hospital"), choice("break"), choice("end-of-life")],
  },
  condition: {
    choices: [choice("dementia"), choice("cancer"), choice("breathing"), choice("diabetes"), choice("nursing"), choice("other")],
  },
  amount: { choices: [choice("week"), choice("most-days"), choice("overnight"), choice("round-the-clock")] },
  timing: { choices: [choice("this-week"), choice("this-month"), choice("planning")] },
} as const;

/** The guide's screens in order; "condition" comes only after the main need "condition". */
export type StepId = keyof typeof questions;

/** The values a question's answers can take. */
export type Answer<Step extends StepId> = (typeof questions)[Step]["choices"][number]["value"];

export type Who = Answer<"who">;
export type MainNeed = Answer<"need">;
export type Condition = Answer<"condition">;
export type Amount = Answer<"amount">;
export type Timing = Answer<"timing">;

/**
 * One result: what families with this main need (or this health condition) often start with.
 * Each has a result page of its own.
 */
export type Topic = Exclude<MainNeed, "condition"> | Condition;

type SuggestedService = ReturnType<typeof service> & { safety?: true };

interface TopicResult {
  /** The result page's address is /care-guide/<slug>; its breadcrumb gives the page's name (resultPages in the catalog). */
  slug: string;
  /**
   * One to three services, the one families most often start with first. With the full guide, a
   * need for nights or for round-the-clock care brings its own service in as the second.
   */
  suggestions: readonly [SuggestedService, ...SuggestedService[]];
  /** The safety note's own lines, where the topic changes what to do in an emergency (safety.ts); else the general note. */
  safetyNote?: SafetyNoteKind;
}

export const topics = {
  // Needing help to move around the home is itself a sign of fall risk: home therapy checks walking,
  // balance and the home (WHO, "Falls" fact sheet, https://www.who.int/news-room/fact-sheets/detail/falls:
  // strength and balance training, and home hazard assessment; as cited in services/home-therapy.ts).
  everyday: {
    slug: "everyday-help",
    suggestions: [service("personal-care"), service("home-care-singapore"), forSafety("home-therapy")],
  },
  company: { slug: "company", suggestions: [service("companionship"), service("home-care-singapore"), service("medical-escort")] },
  hospital: { slug: "after-hospital", suggestions: [service("nursing-procedure"), service("home-therapy"), service("medical-escort")] },
  break: { slug: "caregiver-break", suggestions: [service("respite-care"), service("companionship"), service("overnight-care")] },
  // Pain and other symptoms are managed by the doctor or a home hospice team, to which the doctor
  // refers (WHO, "Palliative care" fact sheet: care by a palliative team; MOH subsidises home palliative
  // care at MOH-funded providers: https://www.moh.gov.sg/healthcare-schemes-subsidies/subsidies-for-non-residential-long-term-care-services).
  // The first suggestion says so, and gives our caregivers' part: comfort and daily care beside that team.
  // Near the end of life the hospice team's number comes first; changes in breathing and drowsiness can be expected.
  "end-of-life": {
    slug: "end-of-life",
    suggestions: [service("palliative-care"), service("nursing-procedure"), service("respite-care")],
    safetyNote: "endOfLife",
  },
  // Sudden confusion, or drowsiness, is an emergency; confusion that grows over days needs a doctor that day.
  dementia: {
    slug: "dementia",
    suggestions: [service("dementia-care"), service("companionship"), service("respite-care")],
    safetyNote: "dementia",
  },
  // A fever during chemotherapy goes to the cancer team's helpline or A&E, not a polyclinic.
  cancer: {
    slug: "cancer",
    suggestions: [service("cancer-care"), service("nursing-procedure"), service("medical-escort")],
    safetyNote: "cancer",
  },
  breathing: { slug: "breathing-problems", suggestions: [service("copd-care"), service("home-therapy"), service("medical-escort")] },
  diabetes: { slug: "diabetes", suggestions: [service("diabetes-care"), service("nursing-procedure"), service("personal-care")] },
  nursing: { slug: "nursing-procedures", suggestions: [service("nursing-procedure"), service("home-therapy"), service("medical-escort")] },
  other: {
    slug: "other-conditions",
    suggestions: [service("home-care-singapore"), service("nursing-procedure"), service("medical-escort")],
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

/** Brought in second when the full guide's answer on how much help asks for it. */
const timeSuggestions = {
  overnight: service("overnight-care"),
  "round-the-clock": service("live-in-care"),
} as const satisfies Partial<Record<Amount, SuggestedService>>;

export const structure = {
  /** "Question 2 of 4": the guide fills in the question's number and the count as it runs. */
  progress: template("number", "total"),
  hero: { intro: keys("suggestions", "privacy") },
  result: {
    nextLinks: [
      { key: "costs", to: "/costs" },
      { key: "caregivers", to: "/our-caregivers" },
    ],
  },
  /** The message the consultation form starts with; the guide fills in the family's answers. */
  message: { opening: template("who"), need: template("need") },
  questions,
  timeSuggestions,
  topics,
} as const;
