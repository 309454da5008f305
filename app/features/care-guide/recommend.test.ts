import { describe, expect, it } from "vitest";
import { type Amount, type Condition, type MainNeed, type Timing, type Who, structure, topicOrder, topics } from "~/content/care-guide";
import { serviceSlugs } from "~/content/services/slugs";
import { guideResultPaths } from "~/content/site-map";
import { contentFor } from "~/i18n/content.server";
import { plainText } from "~/i18n/rich";
import * as guide from "./recommend";
import { type GuideAnswers, MAX_SUGGESTIONS, topicOf } from "./recommend";

/** The functions over the English content, as an English page runs them. */
const english = contentFor("en", "care-guide");
const recommend = (answers: GuideAnswers) => guide.recommend(answers, english);
const consultationMessage = (answers: GuideAnswers) => guide.consultationMessage(answers, english);
const topicBySlug = (slug: string | undefined) => guide.topicBySlug(slug, topics);
const topicPath = (topic: (typeof topicOrder)[number]) => guide.topicPath(topic, topics);
const { questions } = structure;

const values = <Value extends string>(question: { choices: readonly { value: Value }[] }) => question.choices.map((choice) => choice.value);

/** Every way the four questions (and the health condition, after that main need) can be answered. */
function everyAnswer(): GuideAnswers[] {
  const all: GuideAnswers[] = [];
  for (const who of values<Who>(questions.who))
    for (const need of values<MainNeed>(questions.need))
      for (const condition of need === "condition" ? values<Condition>(questions.condition) : [undefined])
        for (const amount of values<Amount>(questions.amount))
          for (const timing of values<Timing>(questions.timing))
            all.push(need === "condition" ? { who, need, condition: condition!, amount, timing } : { who, need: need, amount, timing });
  return all;
}

const servicePaths = new Set(serviceSlugs.map((slug) => `/services/${slug}`));

const at = (answers: Partial<GuideAnswers>): GuideAnswers =>
  ({ who: "mother", need: "everyday", amount: "week", timing: "this-month", ...answers }) as GuideAnswers;
const pathsFor = (answers: Partial<GuideAnswers>) => recommend(at(answers)).map((suggestion) => suggestion.path);

type Words = typeof english;
type Choice = { value: string; inMessage: string };

/** How the message says an answer, from the catalog of `words`. */
const inMessage = (words: Words, step: keyof Words["questions"], value: string) =>
  (words.questions[step].choices as readonly Choice[]).find((choice) => choice.value === value)!.inMessage;

/**
 * The message the catalog's words make for these answers: who the care is for, the main need (or
 * the health condition), how much help and how soon, one a line, in that order.
 */
function expectedMessage(words: Words, answers: GuideAnswers): string {
  const need = answers.need === "condition" ? inMessage(words, "condition", answers.condition!) : inMessage(words, "need", answers.need);
  return [
    plainText(words.message.opening, { who: inMessage(words, "who", answers.who) }),
    plainText(words.message.need, { need }),
    inMessage(words, "amount", answers.amount),
    inMessage(words, "timing", answers.timing),
  ].join("\n");
}

describe("recommend", () => {
  const all = everyAnswer();

  it("is checked over every combination of answers: 5 x (5 + 6) x 4 x 3", () => {
    expect(all).toHaveLength(5 * (5 + 6) * 4 * 3);
  });

  it("ends every combination on one to three distinct service pages that exist, each with a reason", () => {
    const wrong = all.flatMap((answers) => {
      const suggestions = recommend(answers);
      const paths = suggestions.map((suggestion) => suggestion.path);
      const fine =
        paths.length >= 1 &&
        paths.length <= MAX_SUGGESTIONS &&
        new Set(paths).size === paths.length &&
        suggestions.every((suggestion) => servicePaths.has(suggestion.path) && suggestion.why.length > 20);
      return fine ? [] : [{ answers, paths }];
    });
    expect(wrong).toEqual([]);
  });

  it("puts the service for the main need first", () => {
    expect(pathsFor({ need: "condition", condition: "dementia" })[0]).toBe("/services/dementia-care");
    expect(pathsFor({ need: "condition", condition: "cancer" })[0]).toBe("/services/cancer-care");
    expect(pathsFor({ need: "condition", condition: "breathing" })[0]).toBe("/services/copd-care");
    expect(pathsFor({ need: "condition", condition: "diabetes" })[0]).toBe("/services/diabetes-care");
    expect(pathsFor({ need: "condition", condition: "nursing" })[0]).toBe("/services/nursing-procedure");
    expect(pathsFor({ need: "end-of-life" })[0]).toBe("/services/palliative-care");
    expect(pathsFor({ need: "break" })[0]).toBe("/services/respite-care");
    expect(pathsFor({ need: "company" })[0]).toBe("/services/companionship");
    expect(pathsFor({ need: "everyday" })[0]).toBe("/services/personal-care");
  });

  it("after a hospital stay: nursing procedures, home therapy and a medical escort", () => {
    expect(pathsFor({ need: "hospital" })).toEqual(["/services/nursing-procedure", "/services/home-therapy", "/services/medical-escort"]);
  });

  it("brings in live-in care for round-the-clock help and overnight care for nights, second, whatever the need", () => {
    const needed = { "round-the-clock": "/services/live-in-care", overnight: "/services/overnight-care" } as Partial<
      Record<Amount, string>
    >;
    const missing = all.filter((answers) => {
      const path = needed[answers.amount];
      return path !== undefined && recommend(answers)[1]?.path !== path;
    });
    expect(missing).toEqual([]);
    expect(pathsFor({ need: "condition", condition: "dementia", amount: "round-the-clock" })).toEqual([
      "/services/dementia-care",
      "/services/live-in-care",
      "/services/companionship",
    ]);
  });

  it("never names a service twice when the need already brings the one for nights", () => {
    // Respite care's own list already holds overnight care.
    expect(pathsFor({ need: "break", amount: "overnight" })).toEqual([
      "/services/respite-care",
      "/services/overnight-care",
      "/services/companionship",
    ]);
  });

  it("keeps every suggestion marked for safety in every combination of its topic", () => {
    const dropped = all.flatMap((answers) => {
      const paths = recommend(answers).map((suggestion) => suggestion.path);
      const kept = english.topics[topicOf(answers)].suggestions.filter((suggestion: guide.Suggestion) => suggestion.safety);
      return kept.filter((suggestion) => !paths.includes(suggestion.path)).map((suggestion) => ({ answers, missing: suggestion.path }));
    });
    expect(dropped).toEqual([]);
  });

  it("everyday help (moving around the home) always brings in home therapy for fall risk, whatever the amount of help", () => {
    const everyday = all.filter((answers) => answers.need === "everyday");
    expect(everyday).toHaveLength(5 * 4 * 3);
    const without = everyday.filter((answers) => !recommend(answers).some((suggestion) => suggestion.path === "/services/home-therapy"));
    expect(without).toEqual([]);
    expect(pathsFor({ need: "everyday" })).toEqual(["/services/personal-care", "/services/home-care-singapore", "/services/home-therapy"]);
    // A service for nights or round-the-clock care comes second; home assisted care gives way, not home therapy.
    expect(pathsFor({ need: "everyday", amount: "overnight" })).toEqual([
      "/services/personal-care",
      "/services/overnight-care",
      "/services/home-therapy",
    ]);
    expect(pathsFor({ need: "everyday", amount: "round-the-clock" })).toEqual([
      "/services/personal-care",
      "/services/live-in-care",
      "/services/home-therapy",
    ]);
  });

  it("does not change with who the care is for or how soon it is needed", () => {
    const base = pathsFor({ need: "company", amount: "most-days" });
    expect(pathsFor({ need: "company", amount: "most-days", who: "myself", timing: "planning" })).toEqual(base);
  });
});

describe("the message for the consultation form", () => {
  it("says what the family answered, in plain sentences, one a line", () => {
    for (const answers of [
      at({ who: "mother", need: "condition", condition: "dementia", amount: "most-days", timing: "this-month" }),
      at({ who: "myself", need: "break", amount: "overnight", timing: "planning" }),
    ]) {
      const message = consultationMessage(answers);
      expect(message).toBe(expectedMessage(english, answers));
      expect(message.split("\n")).toHaveLength(4);
      // Each answer's words are filled in: no placeholder is left.
      expect(message).not.toMatch(/[{}]/);
    }
  });
});

describe("result pages", () => {
  it("one per main need and health condition, each reached from its own address", () => {
    const expected = [...values(questions.need).filter((need) => need !== "condition"), ...values(questions.condition)];
    expect([...topicOrder].toSorted()).toEqual(expected.toSorted());
    for (const topic of topicOrder) expect(topicBySlug(topics[topic].slug)).toBe(topic);
    expect(topicBySlug("no-such-need")).toBeUndefined();
    expect(topicBySlug(undefined)).toBeUndefined();
  });

  it("are the site map's result pages, with no address twice", () => {
    expect(guideResultPaths).toEqual(topicOrder.map(topicPath));
    expect(new Set(guideResultPaths).size).toBe(guideResultPaths.length);
  });

  it("a full guide's answers lead to the topic whose page suggests the same first service", () => {
    for (const answers of everyAnswer()) {
      expect(recommend(answers)[0]).toEqual(english.topics[topicOf(answers)].suggestions[0]);
    }
  });
});

describe("in Chinese", () => {
  const zh = contentFor("zh", "care-guide");

  it("suggests the same services for every combination of answers", () => {
    for (const answers of everyAnswer()) {
      expect(guide.recommend(answers, zh).map((suggestion) => suggestion.path)).toEqual(
        recommend(answers).map((suggestion) => suggestion.path),
      );
    }
  });

  it("writes the message in Chinese, from the Chinese answers, each line a whole Chinese sentence with no space added", () => {
    const message = guide.consultationMessage(
      at({ who: "mother", need: "condition", condition: "dementia", amount: "most-days", timing: "this-month" }),
      zh,
    );
    expect(message).toBe(
      expectedMessage(zh, at({ who: "mother", need: "condition", condition: "dementia", amount: "most-days", timing: "this-month" })),
    );
    expect(message).not.toMatch(/[A-Za-z]{3}/);
    // Every answer, every line: a Chinese sentence ending in its own full stop, and no half-width space.
    for (const answers of everyAnswer()) {
      const lines = guide.consultationMessage(answers, zh).split("\n");
      expect(lines).toHaveLength(4);
      for (const line of lines) expect(line).toMatch(/^\S+。$/u);
    }
  });
});
