/**
 * From a family's answers to what the guide suggests, and to the message the consultation form
 * starts with. Pure functions over the guide's content (content/care-guide.ts and its words), so
 * every combination of answers can be checked by a unit test.
 */
import { type Amount, type Condition, type MainNeed, type Timing, type Topic, type Who, topicOrder } from "~/content/care-guide";
import type { SafetyNoteKind } from "~/content/safety";
import type { ServicePath } from "~/content/services/slugs";
import { fill } from "~/i18n/markers";
import type { GuideContent } from "./content";

/** A suggested service, in the page's language: its page, its name, and why families look at it. */
export interface Suggestion {
  path: ServicePath;
  name: string;
  why: string;
  /** Kept in every result of its topic, whatever the answers bring in (home therapy for fall risk). */
  safety?: true;
}

/** A guide answered to the end. The health condition is there exactly when the main need is one. */
export type GuideAnswers = { who: Who; amount: Amount; timing: Timing } & (
  { need: Exclude<MainNeed, "condition">; condition?: undefined } | { need: "condition"; condition: Condition }
);

/**
 * The result pages' slugs, as the structure has them and the page's content carries them (so the
 * page's script needs no copy of its own).
 */
type Slugs = Readonly<Record<Topic, { readonly slug: string }>>;

/** The address of a topic's result page (the slugs are the same in every language). */
export function topicPath(topic: Topic, topics: Slugs): string {
  return `/care-guide/${topics[topic].slug}`;
}

/** The topic whose result page has this slug, or undefined for an address with no page. */
export function topicBySlug(slug: string | undefined, topics: Slugs): Topic | undefined {
  return topicOrder.find((topic) => topics[topic].slug === slug);
}

/**
 * The safety note a topic's result shows: its own, where its condition changes what to do in an
 * emergency (content/safety.ts), or none named, for the general note.
 */
export function safetyNoteOf(
  topic: Topic,
  topics: Readonly<Record<Topic, { readonly slug: string; readonly safetyNote?: SafetyNoteKind }>>,
): SafetyNoteKind | undefined {
  return topics[topic].safetyNote;
}

/** The most a result suggests: more would be a list to read, not a place to start. */
export const MAX_SUGGESTIONS = 3;

/** The result that fits a main need, or for "a health condition", the condition chosen. */
export function topicOf(answers: GuideAnswers): Topic {
  return answers.need === "condition" ? answers.condition : answers.need;
}

/**
 * One to three services, no service twice: the topic's first suggestion, then the service for
 * nights or round-the-clock care when that much help is needed, then the topic's others. When that
 * is more than three, the topic's last others give way, never one kept for safety.
 */
export function recommend(answers: GuideAnswers, { topics: words, timeSuggestions }: GuideContent): Suggestion[] {
  const [first, ...others]: readonly Suggestion[] = words[topicOf(answers)].suggestions;
  const forTime: Suggestion[] =
    answers.amount === "overnight" || answers.amount === "round-the-clock" ? [timeSuggestions[answers.amount]] : [];
  const seen = new Set<string>();
  const all = [first!, ...forTime, ...others].filter((suggestion) => {
    if (seen.has(suggestion.path)) return false;
    seen.add(suggestion.path);
    return true;
  });
  // Which may give way: the topic's others, not kept for safety, the last first.
  const yielding = all.filter((suggestion, index) => index > 0 && !forTime.includes(suggestion) && !suggestion.safety).toReversed();
  const dropped = new Set(yielding.slice(0, Math.max(0, all.length - MAX_SUGGESTIONS)));
  return all.filter((suggestion) => !dropped.has(suggestion)).slice(0, MAX_SUGGESTIONS);
}

/** The choice with this value, from a question's list. */
export function choiceOf<Choice extends { value: string }>(choices: readonly Choice[], value: string): Choice {
  const choice = choices.find((option) => option.value === value);
  if (!choice) throw new Error(`No choice "${value}"`);
  return choice;
}

/**
 * The message the home page's form starts with, in the words a family would write, one sentence a
 * line (each a whole entry of the catalog, so each language keeps its own punctuation):
 * "I'm looking for care for my mother.\nMain need: dementia.\nAbout a few hours most days.\nHoping
 * to start within a month."
 */
export function consultationMessage(answers: GuideAnswers, { message, questions }: GuideContent): string {
  const need =
    answers.need === "condition"
      ? choiceOf(questions.condition.choices, answers.condition).inMessage
      : choiceOf(questions.need.choices, answers.need).inMessage;
  return [
    fill(message.opening, { who: choiceOf(questions.who.choices, answers.who).inMessage }),
    fill(message.need, { need }),
    choiceOf(questions.amount.choices, answers.amount).inMessage,
    choiceOf(questions.timing.choices, answers.timing).inMessage,
  ].join("\n");
}
