import { describe, expect, it } from "vitest";
import { careGuide, questions, serviceNames, topicOrder, topics } from "./care-guide";
import { resultPage, resultPages } from "./care-guide-pages";
import { contentFor } from "~/i18n/content.server";

describe("care guide content", () => {
  it("names each service as /services does", () => {
    const { professional, specialised } = contentFor("en", "services/overview");
    const onServicesPage = Object.fromEntries([...professional.cards, ...specialised.cards].map((card) => [card.path, card.title]));
    expect(serviceNames).toEqual(onServicesPage);
  });

  it("gives every result page its own title, h1, address and a description search results show whole", () => {
    const pages = topicOrder.map((topic) => resultPages[topic]);
    expect(new Set(topicOrder.map((topic) => topics[topic].slug)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.meta.title)).size).toBe(pages.length);
    const badLength = [careGuide, ...pages].filter(({ meta }) => meta.description.length < 50 || meta.description.length > 160);
    expect(badLength).toEqual([]);
  });

  it("suggests one to three different services on each result page", () => {
    for (const topic of topicOrder) {
      const paths = topics[topic].suggestions.map((suggestion) => suggestion.path);
      expect(paths.length).toBeGreaterThanOrEqual(1);
      expect(paths.length).toBeLessThanOrEqual(3);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it("reads as a suggestion, never as a diagnosis", () => {
    const text = JSON.stringify({ topics, resultPages, resultPage, careGuide: { ...careGuide, progress: null, message: null } });
    expect(text).not.toMatch(/\b(diagnos\w*|you have|you need|must)\b/i);
    for (const intro of [careGuide.result.intro, resultPage.intro]) {
      expect(intro).toContain("not medical advice");
      expect(intro).toContain("a nurse can advise at the free consultation");
    }
  });

  it("offers each answer once per question", () => {
    for (const question of Object.values(questions)) {
      const values = question.choices.map((choice) => choice.value);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
