// The FAQ's words as each language composes them: the topic links' counts come from the questions
// themselves, and the answers say only what the provider offers.
import { describe, expect, it } from "vitest";
import { formatMessage } from "~/i18n/compose.server";
import { contentFor } from "~/i18n/content.server";
import { type Lang, langs } from "~/i18n/languages";
import { catalog } from "~/i18n/words.server";
import { structure } from "./faq";

const LANGS: Lang[] = langs;

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
    for (const lang of LANGS) {
      const words = catalog(lang, "faq") as { categories: Record<string, { questionCount: string }> };
      const composed = contentFor(lang, "faq").categories;
      for (const [index, category] of structure.categories.entries()) {
        // What the catalog's message gives for the category's own count, with that count in it.
        const count = formatMessage(
          words.categories[category.id]!.questionCount,
          { questionCount: category.questions.length },
          lang,
          "test",
        );
        expect(composed[index]!.questionCount).toBe(count);
        expect(count).toContain(String(category.questions.length));
      }
    }
    // A topic of one question is singular in English: not the plural's words with the figure changed.
    const words = catalog("en", "faq") as { categories: Record<string, { questionCount: string }> };
    const countOf = (questionCount: number) =>
      formatMessage(words.categories["admission-costs"]!.questionCount, { questionCount }, "en", "test");
    expect(countOf(1)).toContain("1");
    expect(countOf(1)).not.toBe(countOf(2).replace("2", "1"));
  });
});

describe("the respite question", () => {
  it("offers care at home, not a trial stay in a shared home, in every language", () => {
    const en = question("en", "start-with-respite");
    expect(en.question).not.toMatch(/stay/i);
    // The two facts, not the sentences around them: care at home, and no stay in a shared home.
    expect(en.answer).toMatch(/\bat home\b/);
    expect(en.answer).toMatch(/\bnot a stay\b/);
    const zh = question("zh", "start-with-respite");
    expect(zh.question).not.toContain("住一住");
    expect(zh.answer).toContain("在家里");
    expect(zh.answer).toMatch(/不是入住[^。]*合住之家/);
    for (const lang of LANGS) expect(question(lang, "start-with-respite").answer).toMatch(/2.*8.*8.*12.*1.*7/);
  });
});

describe("the Chinese FAQ", () => {
  it("labels the support hours as the hours for phone and WhatsApp enquiries, not for care", () => {
    // The term, not the whole label: 咨询时间 for enquiries, never 服务时间 (the hours care is given).
    const label = contentFor("zh", "faq").stillHaveQuestions.hoursLabel;
    expect(label).toContain("WhatsApp");
    expect(label).toContain("咨询时间");
    expect(label).not.toContain("服务时间");
  });

  it("asks how meals are arranged, and names the shared homes' memory care as residents' care", () => {
    // Meals are 三餐, never the canteen word 伙食; memory care is a fee for residents (住户) who need it.
    expect(question("zh", "meals").question).toContain("三餐");
    expect(question("zh", "meals").question).not.toContain("伙食");
    expect(question("zh", "monthly-costs").answer).toMatch(/住户[^。，]*\$8,000/);
  });
});
