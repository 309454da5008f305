// The FAQ's words as each language composes them: the topic links' counts come from the questions
// themselves, and the answers say only what the provider offers.
import { describe, expect, it } from "vitest";
import { formatMessage } from "~/i18n/compose.server";
import { contentFor } from "~/i18n/content.server";
import type { Lang } from "~/i18n/languages";
import { catalog } from "~/i18n/words.server";
import { structure } from "./faq";

const LANGS: Lang[] = ["en", "zh"];

/** A question of a category, as a language composes it, found by its id. */
function question(lang: Lang, id: string) {
  const ids: string[] = structure.categories.flatMap((category) => category.questions.map((q) => q.id));
  const index = ids.indexOf(id);
  const found = contentFor(lang, "faq").categories.flatMap((category): { question: string; answer: string }[] => category.questions)[index];
  if (!found) throw new Error(`No question ${id}`);
  return found;
}

describe("the topic links' question counts", () => {
  it("are counted from each category's questions, not typed", () => {
    for (const category of structure.categories) expect(category.facts.questionCount).toBe(category.questions.length);
  });

  it("are written by each language's plural rule", () => {
    expect(contentFor("en", "faq").categories.map((category) => category.questionCount)).toEqual(
      structure.categories.map((category) => `${category.questions.length} questions`),
    );
    expect(contentFor("zh", "faq").categories.map((category) => category.questionCount)).toEqual(
      structure.categories.map((category) => `${category.questions.length}个问题`),
    );
    // A topic of one question is singular in English.
    const words = catalog("en", "faq") as { categories: Record<string, { questionCount: string }> };
    expect(formatMessage(words.categories["admission-costs"]!.questionCount, { questionCount: 1 }, "en", "test")).toBe("1 question");
  });
});

describe("the respite question", () => {
  it("offers care at home, not a trial stay in a shared home, in every language", () => {
    const en = question("en", "start-with-respite");
    expect(en.question).not.toMatch(/stay/i);
    expect(en.answer).toContain("Our respite care is given at home");
    expect(en.answer).toContain("It is not a stay in one of our shared homes");
    const zh = question("zh", "start-with-respite");
    expect(zh.question).not.toContain("住一住");
    expect(zh.answer).toContain("喘息服务不是入住我们的合住之家");
    for (const lang of LANGS) expect(question(lang, "start-with-respite").answer).toMatch(/2.*8.*8.*12.*1.*7/);
  });
});

describe("the Chinese FAQ", () => {
  it("labels the support hours as the hours for phone and WhatsApp enquiries, not for care", () => {
    const label = contentFor("zh", "faq").stillHaveQuestions.hoursLabel;
    expect(label).toBe("电话及WhatsApp咨询时间");
    expect(label).not.toContain("服务时间");
  });

  it("asks how meals are arranged, and names the shared homes' memory care as residents' care", () => {
    expect(question("zh", "meals").question).toBe("三餐怎么安排？");
    expect(question("zh", "monthly-costs").answer).toContain("需要失智症护理的住户每月$8,000起");
  });
});
