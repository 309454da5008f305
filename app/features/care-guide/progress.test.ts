import { describe, expect, it } from "vitest";
import { structure } from "~/content/care-guide";
import * as progress from "./progress";
import { QUESTION_COUNT, START, STEP_IDS, completed, nextStep, previousStep, questionNumber, stepsFor } from "./progress";

/** Saved progress read back against the questions' values. */
const readProgress = (saved: string | null) => progress.readProgress(saved, structure.questions);

it("asks the questions in the structure's order", () => {
  expect([...STEP_IDS]).toEqual(Object.keys(structure.questions));
});

const full = { who: "father", need: "company", amount: "week", timing: "planning" } as const;

describe("the guide's steps", () => {
  it("asks four questions, with the health condition as part of the second", () => {
    expect(QUESTION_COUNT).toBe(4);
    expect(stepsFor({ need: "company" })).toEqual(["who", "need", "amount", "timing"]);
    expect(stepsFor({ need: "condition" })).toEqual(["who", "need", "condition", "amount", "timing"]);
    expect(["who", "need", "condition", "amount", "timing"].map((step) => questionNumber(step as never))).toEqual([1, 2, 2, 3, 4]);
  });

  it("Continue goes through the questions in order, then to the result", () => {
    expect(nextStep({ step: "who", answers: { who: "mother" } })).toBe("need");
    expect(nextStep({ step: "need", answers: { who: "mother", need: "condition" } })).toBe("condition");
    expect(nextStep({ step: "need", answers: { who: "mother", need: "break" } })).toBe("amount");
    expect(nextStep({ step: "timing", answers: full })).toBe("result");
  });

  it("after a Change on the result, Continue returns to the result once nothing is missing", () => {
    expect(nextStep({ step: "who", answers: full, returning: true })).toBe("result");
    // A new main need of "a health condition" still asks which one.
    expect(nextStep({ step: "need", answers: { ...full, need: "condition" }, returning: true })).toBe("condition");
  });

  it("the last question with an earlier answer missing leads back to that question, not to a result", () => {
    expect(nextStep({ step: "timing", answers: { ...full, who: undefined } })).toBe("who");
  });

  it("Back goes to the question before, past the condition when it was not asked", () => {
    expect(previousStep({ step: "who", answers: {} })).toBeNull();
    expect(previousStep({ step: "amount", answers: { need: "break" } })).toBe("need");
    expect(previousStep({ step: "amount", answers: { need: "condition" } })).toBe("condition");
  });

  it("answers are complete only with the condition when that is the main need", () => {
    expect(completed(full)).toEqual(full);
    expect(completed({ ...full, need: "condition" })).toBeNull();
    expect(completed({ ...full, need: "condition", condition: "cancer" })).toEqual({ ...full, need: "condition", condition: "cancer" });
    expect(completed({ ...full, timing: undefined })).toBeNull();
  });
});

describe("readProgress", () => {
  it("reads back what was saved", () => {
    const saved = { step: "amount", answers: { who: "myself", need: "condition", condition: "diabetes" } };
    expect(readProgress(JSON.stringify(saved))).toEqual(saved);
    expect(readProgress(JSON.stringify({ step: "result", answers: full }))).toEqual({ step: "result", answers: full });
    expect(readProgress(JSON.stringify({ step: "need", answers: full, returning: true }))).toEqual({
      step: "need",
      answers: full,
      returning: true,
    });
  });

  it("starts afresh on nothing, or on anything that is not saved progress", () => {
    for (const saved of [null, "", "not json", "42", "[]", '"who"', "null"]) expect(readProgress(saved)).toEqual(START);
  });

  it("drops unknown answers and steps, and never shows a result with answers missing", () => {
    expect(readProgress(JSON.stringify({ step: "amount", answers: { who: "neighbour", need: "break" } }))).toEqual({
      step: "amount",
      answers: { need: "break" },
    });
    expect(readProgress(JSON.stringify({ step: "somewhere", answers: {} }))).toEqual(START);
    expect(readProgress(JSON.stringify({ step: "condition", answers: { need: "break" } }))).toEqual({
      step: "who",
      answers: { need: "break" },
    });
    expect(readProgress(JSON.stringify({ step: "result", answers: { ...full, timing: "someday" } }))).toEqual({
      step: "timing",
      answers: { who: "father", need: "company", amount: "week" },
    });
  });
});
