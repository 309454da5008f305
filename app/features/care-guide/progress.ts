/**
 * Where a family is in the guide: the screen shown and the answers so far. Kept in session
 * storage (this tab only, gone when it closes) so a reload keeps both; never in the address, and
 * never sent anywhere.
 */
import type { Answer, StepId } from "~/content/care-guide";
import type { GuideAnswers } from "./recommend";

/** Answers so far: any of them may still be missing. */
export type PartialAnswers = Partial<{ [Step in StepId]: Answer<Step> }>;

export interface Progress {
  step: StepId | "result";
  answers: PartialAnswers;
  /**
   * Set when the family chose "Change" on the result: once the answers are complete again,
   * Continue goes straight back to the result instead of through the remaining questions.
   */
  returning?: boolean;
}

export const STORAGE_KEY = "care-guide";

export const START: Progress = { step: "who", answers: {} };

/** The questions in the order they are asked: the keys of the structure's `questions`, as a test checks. */
export const STEP_IDS = ["who", "need", "condition", "amount", "timing"] as const satisfies readonly StepId[];
const stepIds: readonly StepId[] = STEP_IDS;

/** The screens for these answers, in order: the health condition only after that main need. */
export function stepsFor(answers: PartialAnswers): StepId[] {
  return stepIds.filter((step) => step !== "condition" || answers.need === "condition");
}

/** The question's number as the family counts them: the condition belongs to question 2. */
export function questionNumber(step: StepId): number {
  return stepsFor({}).indexOf(step === "condition" ? "need" : step) + 1;
}

export const QUESTION_COUNT = stepsFor({}).length;

/** The answers when every question the guide asks has one, otherwise null. */
export function completed(answers: PartialAnswers): GuideAnswers | null {
  const { who, need, condition, amount, timing } = answers;
  if (!who || !need || !amount || !timing) return null;
  if (need === "condition") return condition ? { who, need, condition, amount, timing } : null;
  return { who, need, amount, timing };
}

/** Where Continue leads from `step`: the next question, or the result once all are answered. */
export function nextStep(progress: Progress): Progress["step"] {
  const { step, answers, returning } = progress;
  if (step === "result") return step;
  if (returning && completed(answers)) return "result";
  const steps = stepsFor(answers);
  const following = steps[steps.indexOf(step) + 1];
  if (following) return following;
  // The last question: the result, or the first question still without an answer.
  return completed(answers) ? "result" : (steps.find((id) => !answers[id]) ?? "who");
}

/** Where Back leads from `step`; the first question has no Back. */
export function previousStep(progress: Progress): StepId | null {
  if (progress.step === "result") return null;
  const steps = stepsFor(progress.answers);
  return steps[steps.indexOf(progress.step) - 1] ?? null;
}

/** The answers' values of each question, as the structure has them and the page's content carries them. */
type Questions = { readonly [Step in StepId]: { readonly choices: readonly { readonly value: string }[] } };

function isChoice(questionList: Questions, step: StepId, value: unknown): boolean {
  return questionList[step].choices.some((choice) => choice.value === value);
}

/**
 * Progress read back from storage. Anything that is not a known answer is dropped, and a result
 * with answers missing goes back to the first question without one, so a stale or edited entry
 * can never break the page.
 */
export function readProgress(saved: string | null, questionList: Questions): Progress {
  let data: unknown;
  try {
    data = JSON.parse(saved ?? "null");
  } catch {
    return START;
  }
  if (!data || typeof data !== "object") return START;
  const { step, answers, returning } = data as Record<string, unknown>;
  const kept: Record<string, string> = {};
  if (answers && typeof answers === "object") {
    for (const id of stepIds) {
      const value = (answers as Record<string, unknown>)[id];
      if (typeof value === "string" && isChoice(questionList, id, value)) kept[id] = value;
    }
  }
  const valid = kept as PartialAnswers;
  const steps = stepsFor(valid);
  const firstMissing = steps.find((id) => !valid[id]);
  if (step === "result") return firstMissing ? { step: firstMissing, answers: valid } : { step, answers: valid };
  const at = steps.find((id) => id === step) ?? "who";
  return { step: at, answers: valid, ...(returning === true && { returning: true }) };
}
