// Pins the product's counts and constants on the medical escort, cancer care and dementia care pages,
// read as a visitor meets them. The cancer and dementia figures are pinned in English and in Chinese.
import { describe, expect, it } from "vitest";
import { site } from "../site";
import type { ServicePage } from "./types";
import { sameSection, section, servicePageIn } from "./test-helpers";

const medicalEscort = await servicePageIn("en", "medical-escort");
const cancerCare = await servicePageIn("en", "cancer-care");
const dementiaCare = await servicePageIn("en", "dementia-care");
const cancerZh = await servicePageIn("zh", "cancer-care");
const dementiaZh = await servicePageIn("zh", "dementia-care");

const pages: ServicePage[] = [medicalEscort, cancerCare, dementiaCare];

describe("all three pages", () => {
  it.each(pages.map((page) => [page.slug, page] as const))("%s follows the common page rules", (slug, page) => {
    expect(page.theme).toBe("default");
    expect(page.sharedFrame).toBe(true);
    // The spec gives these three pages no back link.
    expect(page.backLink).toBeUndefined();
    expect(page.hero.actions).toEqual([
      { kind: "consultation", label: "Free Care Consultation" },
      { kind: "whatsapp", label: "Chat on WhatsApp" },
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
    expect(section(medicalEscort, "checklist", "What our escort does").items).toHaveLength(9);
  });

  it("has exactly 4 cards", () => {
    expect(section(medicalEscort, "cards", "Visits we can help with").cards).toHaveLength(4);
  });

  it("has exactly 6 FAQs", () => {
    expect(section(medicalEscort, "faq", "Medical escort questions").items).toHaveLength(6);
  });

  it("asks for booking 24-48 hours ahead", () => {
    const faq = section(medicalEscort, "faq", "Medical escort questions");
    expect(faq.items[0]?.answer).toContain("24-48 hours ahead");
    expect(medicalEscort.hero.points).toContain("Please book 24-48 hours ahead");
    const chinese = servicePageIn("zh", "medical-escort");
    expect(chinese.sections.find((s) => s.kind === "faq")?.items[0]?.answer).toContain("提前24至48小时预约");
    expect(chinese.hero.points).toContain("请提前24至48小时预约");
  });

  it("says in Chinese that the escort helps with using the wheelchair, a verb for each thing done", () => {
    const faq = servicePageIn("zh", "medical-escort").sections.find((s) => s.kind === "faq");
    const answers = faq?.items.map((item) => item.answer).join("") ?? "";
    expect(answers).toContain("协助走路、移位和使用轮椅");
    expect(answers).not.toContain("移位和轮椅");
  });
});

describe("cancer care", () => {
  it("keeps the spec's incidence figure, 78,204 cases in 2015-2019, beside the registry's newest count", () => {
    const stats = section(cancerCare, "stats", "Cancer in Singapore").stats;
    const cases = stats.find((stat) => stat.label.includes("78,204 from 2015 to 2019"));
    expect(cases?.number).toBe("84,002");
    expect(cases?.label).toContain("from 2017 to 2021");
    expect(cases?.source).toBe("Singapore Cancer Registry Annual Reports 2019 and 2021");
    const statsZh = sameSection(cancerCare, section(cancerCare, "stats", "Cancer in Singapore"), cancerZh).stats;
    expect(statsZh[stats.indexOf(cases!)]).toEqual({
      key: "cases",
      // Chinese counts in 万, an exact figure as the press writes it.
      number: "8万4002",
      label: "2017年至2021年在新加坡确诊的癌症病例（2015年至2019年为7万8204例）",
      source: "新加坡癌症登记处年度报告（2019年、2021年）",
    });
    expect(statsZh).toHaveLength(stats.length);
  });

  it("gives the spec's screening schedule as a table", () => {
    const table = section(cancerCare, "table", "Cancer screening guidelines");
    expect(table.caption.length).toBeGreaterThan(0);
    expect(table.columns).toHaveLength(3);
    expect(table.rows).toEqual([
      [
        "Colorectal (bowel) cancer",
        "Men and women from age 50",
        "Faecal test (a simple stool test) every year, or colonoscopy every 10 years. CT colonography every 5 years is also offered, but it is not part of Singapore's national screening programme.",
      ],
      [
        "Breast cancer",
        "Women from age 40",
        "Mammogram every year at ages 40-49, after talking it through with a doctor, then every 2 years at ages 50-69",
      ],
      [
        "Cervical cancer",
        "Women from age 25 who have ever had sex",
        "Pap test every 3 years at ages 25-29, then HPV test every 5 years from age 30 to 69. If earlier tests were normal, screening can stop after 69.",
      ],
    ]);
    expect(sameSection(cancerCare, table, cancerZh).rows).toEqual([
      [
        "结直肠癌（大肠癌）",
        "50岁起的男性和女性",
        "每年做粪便检验（简单的大便化验），或每10年做大肠镜检查。也有诊所提供每5年一次的电脑断层扫描大肠造影，但这不属于新加坡的全国筛查计划。",
      ],
      ["乳癌", "40岁起的女性", "40至49岁：先和医生商量，再每年做乳房X光检查；50至69岁：每2年做一次"],
      [
        "子宫颈癌",
        "25岁起、曾有过性行为的女性",
        "25至29岁：每3年做子宫颈抹片检查；30至69岁：每5年做人乳头瘤病毒检测。如果之前的检查结果都正常，69岁以后可以停止筛查",
      ],
    ]);
  });

  it("describes treatments", () => {
    const treatments = section(cancerCare, "cards", "Common cancer treatments").cards.map((card) => card.title);
    for (const name of ["Surgery", "Chemotherapy", "Radiotherapy"]) expect(treatments).toContain(name);
  });

  it("has exactly 4 services", () => {
    expect(section(cancerCare, "cards", "Our cancer care services").cards).toHaveLength(4);
  });
});

describe("dementia care", () => {
  const stages = section(dementiaCare, "table", "The 7 stages of dementia");

  it("has the 7-stage table with the spec's stage names, in order", () => {
    expect(stages.caption.length).toBeGreaterThan(0);
    expect(stages.columns).toEqual(["Stage", "Stage name", "What it means", "Common symptoms"]);
    expect(stages.rows.map((row) => [row[0], row[1]])).toEqual([
      ["Stage 1", "No Impairment"],
      ["Stage 2", "Very Mild"],
      ["Stage 3", "Mild"],
      ["Stage 4", "Moderate"],
      ["Stage 5", "Moderately Severe"],
      ["Stage 6", "Severe"],
      ["Stage 7", "Very Severe Decline"],
    ]);
    const stagesZh = sameSection(dementiaCare, stages, dementiaZh);
    expect(stagesZh.title).toBe("失智症的7个阶段");
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
    for (const row of stages.rows) {
      expect(row).toHaveLength(4);
      expect(row[2]?.length).toBeGreaterThan(0);
    }
    expect(stages.rows[0]?.[3]).toBe("None");
    for (const row of stages.rows.slice(1)) {
      expect(row[3]).not.toBe("None");
      expect(row[3]?.length).toBeGreaterThan(0);
    }
  });

  it("compares normal ageing with dementia in a table", () => {
    const table = section(dementiaCare, "table", "Normal ageing or dementia?");
    expect(table.caption.length).toBeGreaterThan(0);
    expect(table.columns).toHaveLength(3);
    expect(table.rows.length).toBeGreaterThan(0);
    for (const row of table.rows) expect(row).toHaveLength(3);
  });

  it("has a prevention section", () => {
    expect(section(dementiaCare, "cards", "Lowering the risk of dementia").cards.length).toBeGreaterThan(0);
  });

  it("has exactly 3 support programmes", () => {
    expect(section(dementiaCare, "cards", "Our dementia support programmes").cards).toHaveLength(3);
  });
});
