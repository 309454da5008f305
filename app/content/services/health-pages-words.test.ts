// Holds the second Chinese review's and fact-check's corrections to the five health pages (cancer,
// dementia, COPD, diabetes, palliative) and the dementia article, read as a visitor meets them: the
// pages composed, the articles as written.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { servicePageIn } from "./test-helpers";
import type { Lang } from "~/i18n/languages";

const healthSlugs = ["cancer-care", "dementia-care", "copd-care", "diabetes-care", "palliative-care"] as const;
const pagesZh = Object.fromEntries(healthSlugs.map((slug) => [slug, servicePageIn("zh", slug)]));

/** Every string a visitor reads on a page: its words, not the names of its entries or its links. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([property, child]) => (["key", "url", "to", "icon"].includes(property) ? [] : strings(child)));
  return [];
}

const article = (lang: Lang) => readFileSync(`app/content/${lang}/blog/understanding-dementia-family-guide.md`, "utf8");

/** The paragraphs of an article's last section, from its last "## " heading to the end: where it says when to seek more help. */
function lastSectionOf(text: string): string[] {
  const start = text.lastIndexOf("\n## ");
  expect(start).toBeGreaterThanOrEqual(0);
  return paragraphsOf(text.slice(text.indexOf("\n", start + 1)));
}

/** The paragraphs of a text, trimmed, the empty ones left out. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The sentences of a text, each ending with its full stop. */
const sentences = (text: string) => text.match(/[^.。；;]+[.。；;]?/g) ?? [];

describe("the Chinese of the five health pages", () => {
  it.each(healthSlugs)(
    "%s follows the house rules: 星期一, full-width punctuation, no space between Chinese and Latin letters or digits",
    (slug) => {
      const text = strings(pagesZh[slug]);
      expect(text.filter((value) => /周[一二三四五六日]/.test(value))).toEqual([]);
      expect(text.filter((value) => /\p{Script=Han}[,.;:!?()]|[,.;:!?()]\p{Script=Han}/u.test(value))).toEqual([]);
      expect(text.filter((value) => /\p{Script=Han} +[A-Za-z0-9]|[A-Za-z0-9] +\p{Script=Han}/u.test(value))).toEqual([]);
    },
  );

  it("says 您的家人 for 'your loved one' on the diabetes and palliative pages, never 您亲人 or 您的亲人", () => {
    for (const slug of ["diabetes-care", "palliative-care"] as const) {
      const text = strings(pagesZh[slug]);
      expect(text.filter((value) => /您的?亲人/.test(value))).toEqual([]);
      expect(text.some((value) => value.includes("您的家人"))).toBe(true);
    }
  });

  it("calls the pages general information 一般资料, not 资讯 (dementia and COPD)", () => {
    for (const slug of ["dementia-care", "copd-care"] as const) {
      const text = strings(pagesZh[slug]);
      expect(text.filter((value) => value.includes("资讯"))).toEqual([]);
      expect(text.some((value) => value.includes("一般资料"))).toBe(true);
    }
  });

  it("speaks of hospital visits and follow-ups on the cancer page, not 约诊", () => {
    const page = pagesZh["cancer-care"]!;
    expect(strings(page).filter((value) => value.includes("约诊"))).toEqual([]);
    // The glossary's word for a follow-up, beside the hospital it is at.
    expect(page.hero.intro[0]).toMatch(/医院[^。]*复诊/);
  });
});

describe("the dementia article", () => {
  const serviceName = contentFor("zh", "service-names")["dementia-care"];

  it("names the dementia service in Chinese exactly as the service list does", () => {
    expect(serviceName).toBe("失智症与阿尔茨海默病护理");
    expect(article("zh")).toContain(`“${serviceName}”`);
    // 失智症护理 alone is also the shared homes' memory care tier: never quoted as the service's name.
    expect(article("zh")).not.toContain("“失智症护理”");
  });

  it("gives the rest to the family caring, as the English does, in Chinese too", () => {
    // The article's closing paragraph: our caregivers give the family time to rest.
    expect(lastSectionOf(article("en")).at(-1)).toMatch(/\bfamily\b[^.]*\brest\b/);
    // In Chinese the family caring is 您和其他家人; 您的家人 is the person with dementia, who is not the one resting.
    const last = lastSectionOf(article("zh")).at(-1) ?? "";
    expect(last).toMatch(/您和其他家人[^。]*休息/);
    expect(last).not.toMatch(/您的家人[^。]*休息/);
  });

  // Sudden confusion or drowsiness is an emergency (SCDF); the article must not send it to a doctor
  // the same day, and the safety note of the health pages says the same.
  // Two paragraphs send a family to 995: the one on delirium, and the first of the last section.
  it.each([
    ["en", /hard to wake/, /suddenly|all of a sudden/, /that day|same day/],
    ["zh", /很难叫醒/, /突然/, /当天/],
  ] as const)(
    "%s: calls 995 when a relative is hard to wake or suddenly very confused, and a doctor the same day otherwise",
    (lang, hardToWake, sudden, sameDay) => {
      const text = article(lang);
      const emergencyParagraphs = paragraphsOf(text).filter((paragraph) => paragraph.includes("995"));
      expect(emergencyParagraphs).toHaveLength(2);
      expect(emergencyParagraphs[1]).toBe(lastSectionOf(text)[0]);
      for (const paragraph of emergencyParagraphs) {
        const all = sentences(paragraph);
        const emergency = all.findIndex((sentence) => sentence.includes("995") && hardToWake.test(sentence) && sudden.test(sentence));
        const doctor = all.findIndex((sentence) => sameDay.test(sentence));
        expect(emergency).toBeGreaterThanOrEqual(0);
        expect(doctor).toBeGreaterThan(emergency);
        // The same-day line is for what is not an emergency: it names no sudden change.
        expect(all.filter((sentence) => sameDay.test(sentence) && sudden.test(sentence))).toEqual([]);
      }
    },
  );
});
