// Pins the product's counts and constants on the medical escort, cancer care and dementia care pages,
// read as a visitor meets them. The cancer and dementia figures are pinned in English and in Chinese.
import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { site } from "../site";
import type { ServicePage } from "./types";
import { keyed, sameSection, sectionAt, servicePageIn } from "./test-helpers";

const medicalEscort = await servicePageIn("en", "medical-escort");
const cancerCare = await servicePageIn("en", "cancer-care");
const dementiaCare = await servicePageIn("en", "dementia-care");
const cancerZh = await servicePageIn("zh", "cancer-care");
const dementiaZh = await servicePageIn("zh", "dementia-care");

const pages: ServicePage[] = [medicalEscort, cancerCare, dementiaCare];

/** Whether a string is written in Chinese characters: a Chinese page's words are not left in English. */
const isChinese = (text: string | undefined) => /\p{Script=Han}/u.test(text ?? "");

describe("all three pages", () => {
  it.each(pages.map((page) => [page.slug, page] as const))("%s follows the common page rules", (slug, page) => {
    expect(page.theme).toBe("default");
    expect(page.sharedFrame).toBe(true);
    // The spec gives these three pages no back link.
    expect(page.backLink).toBeUndefined();
    // The spec's button, then the WhatsApp link with the one shared label its catalog gives it.
    expect(page.hero.actions).toEqual([
      { kind: "consultation", label: "Free Care Consultation" },
      { kind: "whatsapp", label: contentFor("en", "actions").chatOnWhatsApp },
    ]);
    expect(page.cta.actions.map((action) => action.kind)).toEqual(["consultation", "whatsapp"]);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
    expect(page.hero.image).toBeUndefined();
    expect(new Set(page.sections.map((s) => s.title)).size, `${slug}: section titles are unique`).toBe(page.sections.length);
  });

  it("have unique, short titles", () => {
    const titles = pages.map((page) => page.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.length).toBeLessThanOrEqual(60);
  });

  it("use the right slugs", () => {
    expect(pages.map((page) => page.slug)).toEqual(["medical-escort", "cancer-care", "dementia-care"]);
  });

  it.each(pages.map((page) => [page.slug, page] as const))("%s stays within the writing rules", (_slug, page) => {
    const text = JSON.stringify(page);
    // No superlatives about the provider (Singapore healthcare advertising rules). "The leading cause
    // of death" is a fact about cancer, not a claim about the provider.
    expect(text).not.toMatch(/\b(best|leading(?! cause of death)|no\. ?1|number one|top-rated|premier|world-class)\b/i);
    // No contact details hard-coded: the components read them from site.ts.
    for (const detail of [site.phone, site.whatsapp, site.email, site.address.street]) expect(text).not.toContain(detail);
    expect(text).not.toMatch(/\+65|\b[689]\d{3} ?\d{4}\b/);
    // No HTML in strings, no prices.
    expect(text).not.toMatch(/<[a-z/]/i);
    expect(text).not.toMatch(/\$|SGD/);
    // British spelling (the World Health Organization spells its own name with a z).
    const prose = text.replaceAll("World Health Organization", "");
    expect(prose).not.toMatch(/\b(organiz|specializ|favor|behavior)|\b(colors?|centers?)\b/i);
  });

  it.each([cancerZh, dementiaZh].map((page) => [page.slug, page] as const))(
    "%s in Chinese keeps contact details, markup and prices out",
    (_slug, page) => {
      const text = JSON.stringify(page);
      for (const detail of [site.phone, site.whatsapp, site.email, site.address.street]) expect(text).not.toContain(detail);
      expect(text).not.toMatch(/\+65|\b[689]\d{3} ?\d{4}\b/);
      expect(text).not.toMatch(/<[a-z/]/i);
      expect(text).not.toMatch(/\$|SGD/);
    },
  );

  it("the two educational pages carry a review date and 2-6 sources", () => {
    expect((medicalEscort as ServicePage).review).toBeUndefined();
    for (const page of [cancerCare, dementiaCare]) {
      expect(page.review?.lastReviewed).toBe("23 November 2026");
      expect(page.review?.lastReviewedIso).toBe("2026-11-23");
      expect(page.review?.sources.length).toBeGreaterThanOrEqual(2);
      // Six on the cancer page: its newest case count, its fever advice during chemotherapy and the
      // US age for bowel screening each have a source of their own.
      expect(page.review?.sources.length).toBeLessThanOrEqual(6);
      for (const source of page.review?.sources ?? []) expect(source.url).toMatch(/^https:\/\//);
    }
    for (const [page, zh] of [
      [cancerCare, cancerZh],
      [dementiaCare, dementiaZh],
    ] as const) {
      expect(zh.review?.lastReviewed).toBe("2026年11月23日");
      expect(zh.review?.lastReviewedIso).toBe("2026-11-23");
      expect(zh.review?.sources.map((source) => source.url)).toEqual(page.review?.sources.map((source) => source.url));
    }
  });
});

describe("medical escort", () => {
  it("lists exactly 9 services", () => {
    expect(sectionAt(medicalEscort, "checklist", 0).items).toHaveLength(9);
  });

  it("has exactly 4 cards", () => {
    expect(sectionAt(medicalEscort, "cards", 0).cards).toHaveLength(4);
  });

  it("has exactly 6 FAQs", () => {
    expect(sectionAt(medicalEscort, "faq", 0).items).toHaveLength(6);
  });

  it("asks for booking 24-48 hours ahead", () => {
    // The spec's constant, in the first answer and in one of the points under the hero's buttons.
    const faq = sectionAt(medicalEscort, "faq", 0);
    expect(faq.items[0]?.answer).toContain("24-48 hours ahead");
    expect(medicalEscort.hero.points?.filter((point) => point.includes("24-48 hours ahead"))).toHaveLength(1);
    const chinese = servicePageIn("zh", "medical-escort");
    expect(sectionAt(chinese, "faq", 0).items[0]?.answer).toMatch(/提前24至48小时/);
    expect(chinese.hero.points?.filter((point) => /提前24至48小时/.test(point))).toHaveLength(1);
  });

  it("says in Chinese that the escort helps with using the wheelchair, a verb for each thing done", () => {
    const faq = servicePageIn("zh", "medical-escort").sections.find((s) => s.kind === "faq");
    const answers = faq?.items.map((item) => item.answer).join("") ?? "";
    // The corrected words: 使用轮椅 (using the wheelchair), not 轮椅 alone after 移位 (moving).
    expect(answers).toContain("使用轮椅");
    expect(answers).not.toContain("移位和轮椅");
  });
});

describe("cancer care", () => {
  it("keeps the spec's incidence figure, 78,204 cases in 2015-2019, beside the registry's newest count", () => {
    const stats = sectionAt(cancerCare, "stats", 0).stats;
    const cases = keyed(stats, "cases");
    expect(cases.number).toBe("84,002");
    expect(cases.label).toMatch(/\b2017\b.*\b2021\b/);
    expect(cases.label).toMatch(/78,204\b.*\b2015\b.*\b2019\b/);
    expect(cases.source).toBe("Singapore Cancer Registry Annual Reports 2019 and 2021");
    const statsZh = sameSection(cancerCare, sectionAt(cancerCare, "stats", 0), cancerZh).stats;
    const casesZh = keyed(statsZh, "cases");
    expect(statsZh.indexOf(casesZh)).toBe(stats.indexOf(cases));
    // Chinese counts in 万, an exact figure as the press writes it.
    expect(casesZh.number).toBe("8万4002");
    expect(casesZh.label).toMatch(/2017年至2021年.*2015年至2019年为7万8204例/);
    expect(isChinese(casesZh.label)).toBe(true);
    expect(casesZh.source).toBe("新加坡癌症登记处年度报告（2019年、2021年）");
    expect(statsZh).toHaveLength(stats.length);
  });

  it("gives the spec's screening schedule as a table", () => {
    const table = sectionAt(cancerCare, "table", 0);
    expect(table.caption.length).toBeGreaterThan(0);
    expect(table.columns).toHaveLength(3);
    // Each row: the cancer, who is screened from what age, and the tests at the spec's intervals.
    const tableZh = sameSection(cancerCare, table, cancerZh);
    for (const shown of [table, tableZh]) {
      expect(shown.columns.every((column) => column.trim() !== "")).toBe(true);
      expect(shown.rows.map((row) => row.length)).toEqual([3, 3, 3]);
    }
    expect(table.rows.map((row) => row[0])).toEqual(["Colorectal (bowel) cancer", "Breast cancer", "Cervical cancer"]);
    const figures = [
      [/\bage 50\b/, /every year/, /colonoscopy every 10 years/, /CT colonography every 5 years/],
      [/\bage 40\b/, /every year at ages 40-49/, /every 2 years at ages 50-69/],
      [/\bage 25\b/, /Pap test every 3 years at ages 25-29/, /HPV test every 5 years from age 30\b/],
    ];
    expect(table.rows.map((row, index) => figures[index]!.filter((figure) => !figure.test(row.join(" "))))).toEqual([[], [], []]);
    // In Chinese: the three cancers by the glossary's names, and the same ages and intervals.
    expect(tableZh.rows.map((row) => row[0])).toEqual([expect.stringContaining("结直肠癌"), "乳癌", "子宫颈癌"]);
    const figuresZh = [
      [/50岁/, /每年/, /每10年/, /每5年/],
      [/40岁/, /40至49岁[^；]*每年/, /50至69岁[^；]*每2年/],
      [/25岁/, /25至29岁[^；]*每3年/, /30至69岁[^；]*每5年/],
    ];
    expect(tableZh.rows.map((row, index) => figuresZh[index]!.filter((figure) => !figure.test(row.join(" "))))).toEqual([[], [], []]);
    expect(tableZh.rows.flat().filter((cell) => !isChinese(cell))).toEqual([]);
  });

  it("describes treatments", () => {
    const treatments = sectionAt(cancerCare, "cards", 0).cards.map((card) => card.title);
    for (const name of ["Surgery", "Chemotherapy", "Radiotherapy"]) expect(treatments).toContain(name);
  });

  it("has exactly 4 services", () => {
    expect(sectionAt(cancerCare, "cards", 1).cards).toHaveLength(4);
  });
});

describe("dementia care", () => {
  const stages = sectionAt(dementiaCare, "table", "stages");
  const stagesZh = sameSection(dementiaCare, stages, dementiaZh);

  it("has the 7-stage table with the spec's stage names, in order", () => {
    expect(stages.caption.length).toBeGreaterThan(0);
    // The stage, its name, what it means and its symptoms, each column headed in every language.
    for (const shown of [stages, stagesZh]) {
      expect(shown.columns).toHaveLength(4);
      expect(shown.columns.every((column) => column.trim() !== "")).toBe(true);
    }
    expect(stages.rows.map((row) => [row[0], row[1]])).toEqual([
      ["Stage 1", "No Impairment"],
      ["Stage 2", "Very Mild"],
      ["Stage 3", "Mild"],
      ["Stage 4", "Moderate"],
      ["Stage 5", "Moderately Severe"],
      ["Stage 6", "Severe"],
      ["Stage 7", "Very Severe Decline"],
    ]);
    expect(stagesZh.title).toContain("7");
    expect(isChinese(stagesZh.title)).toBe(true);
    expect(stagesZh.rows.map((row) => [row[0], row[1]])).toEqual([
      ["第1阶段", "没有认知障碍"],
      ["第2阶段", "非常轻微"],
      ["第3阶段", "轻度"],
      ["第4阶段", "中度"],
      ["第5阶段", "中重度"],
      ["第6阶段", "重度"],
      ["第7阶段", "极重度衰退"],
    ]);
  });

  it("gives every stage a description, and symptoms for every stage but the first", () => {
    for (const [shown, list] of [
      [stages, /[,;]/],
      [stagesZh, /[，；、]/],
    ] as const) {
      for (const row of shown.rows) {
        expect(row).toHaveLength(4);
        expect(row[2]?.trim().length).toBeGreaterThan(0);
      }
      // Stage 1 says there are none: one short word, not a list, shorter than any other stage's symptoms.
      const [first, ...others] = shown.rows.map((row) => row[3] ?? "");
      expect(first!.trim().length).toBeGreaterThan(0);
      expect(first).not.toMatch(list);
      expect(others.filter((symptoms) => symptoms.length <= first!.length)).toEqual([]);
    }
  });

  it("compares normal ageing with dementia in a table", () => {
    const table = sectionAt(dementiaCare, "table", "normal-ageing-or-dementia");
    expect(table.caption.length).toBeGreaterThan(0);
    expect(table.columns).toHaveLength(3);
    expect(table.rows.length).toBeGreaterThan(0);
    for (const row of table.rows) expect(row).toHaveLength(3);
  });

  it("has a prevention section", () => {
    expect(sectionAt(dementiaCare, "cards", 0).cards.length).toBeGreaterThan(0);
  });

  it("has exactly 3 support programmes", () => {
    expect(sectionAt(dementiaCare, "cards", 1).cards).toHaveLength(3);
  });
});
