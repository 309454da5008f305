import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { languages, langs } from "~/i18n/languages";
import { structure, topicOrder, topics } from "./care-guide";
import { graphemes } from "~/i18n/graphemes";

describe.each(langs)("care guide content in %s", (lang) => {
  const guide = contentFor(lang, "care-guide");
  const { resultPages } = contentFor(lang, "care-guide-pages");

  it("gives every result page its own title, h1, address and a description search results show whole", () => {
    const pages = topicOrder.map((topic) => resultPages[topic]);
    expect(new Set(topicOrder.map((topic) => topics[topic].slug)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.meta.title)).size).toBe(pages.length);
    const { min, max } = languages[lang].script.description;
    const badLength = [guide, ...pages].filter(
      ({ meta }) => graphemes(meta.description).length < min || graphemes(meta.description).length > max,
    );
    expect(badLength).toEqual([]);
  });

  it("names each answer's Change button by a whole sentence of its own that holds the word the button shows", () => {
    const labels = Object.values(guide.questions).map((question) => question.changeLabel);
    expect(labels).toHaveLength(Object.keys(structure.questions).length);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) {
      // The visible word is in the name: first where the language puts the verb first, last in
      // Tamil, which puts it at the end.
      expect(label.includes(guide.result.change), `${label}`).toBe(true);
      expect(label.length, `${label}`).toBeGreaterThan(guide.result.change.length);
      // One sentence, not a label glued to a question's heading with a colon.
      expect(label, `${label}`).not.toMatch(/[:：]/);
    }
  });

  it("says why families look at each suggested service", () => {
    const suggestions: { name: string; why: string }[] = [
      ...topicOrder.flatMap((topic): { name: string; why: string }[] => guide.topics[topic].suggestions),
      ...Object.values(guide.timeSuggestions),
    ];
    expect(suggestions.filter((suggestion) => suggestion.name.trim() === "" || suggestion.why.trim() === "")).toEqual([]);
  });
});

describe("care guide content", () => {
  it("suggests one to three different services on each result page", () => {
    for (const topic of topicOrder) {
      const paths = topics[topic].suggestions.map((suggestion) => suggestion.path);
      expect(paths.length).toBeGreaterThanOrEqual(1);
      expect(paths.length).toBeLessThanOrEqual(3);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it("reads as a suggestion, never as a diagnosis", () => {
    const { progress: _progress, message: _message, ...guide } = contentFor("en", "care-guide");
    const { resultPages, resultPage } = contentFor("en", "care-guide-pages");
    const text = JSON.stringify({ guide, resultPages, resultPage });
    expect(text).not.toMatch(/\b(diagnos\w*|you have|you need|must)\b/i);
    // The disclaimer is the subject here; the sentence around it may change, but the guide's result
    // and every result page say the same, and point to the free consultation.
    for (const intro of [guide.result.intro, resultPage.intro]) expect(intro).toContain("not medical advice");
    expect(resultPage.intro).toBe(guide.result.intro);
    expect(guide.result.intro).toMatch(/free consultation/i);
  });

  it("offers each answer once per question", () => {
    for (const question of Object.values(structure.questions)) {
      const values = question.choices.map((choice) => choice.value);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});

describe("care guide content in Chinese", () => {
  const guide = contentFor("zh", "care-guide");
  const { resultPages } = contentFor("zh", "care-guide-pages");

  it("names the nursing topic one way: the guide's answer, the result page's name, its title and its h1", () => {
    const answer = guide.questions.condition.choices.find((choice) => choice.value === "nursing")!.label;
    const page = resultPages.nursing;
    expect(page.name).toBe(answer);
    expect(page.meta.title).toContain(answer);
    expect(page.title.startsWith(`${answer}：`)).toBe(true);
  });

  it("names the other conditions' page in plain Chinese, not as a calque of 'living with'", () => {
    const page = resultPages.other;
    for (const text of [page.name, page.meta.title, page.meta.description, page.title]) {
      expect(text).toContain("长期病症");
      expect(text).not.toContain("与健康问题共处");
    }
  });
});
