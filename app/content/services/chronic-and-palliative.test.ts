// Pins the product's counts and constants for the COPD, diabetes and palliative care pages, read as
// a visitor meets them: each page's structure with its words, in English and in Chinese. Every
// health figure is pinned in both languages, so an edit of either catalog cannot change one.
import { describe, expect, it } from "vitest";
import type { ServicePage, ServiceSection } from "./types";
import { sameSection, section, servicePageIn } from "./test-helpers";

const copdCare = await servicePageIn("en", "copd-care");
const diabetesCare = await servicePageIn("en", "diabetes-care");
const palliativeCare = await servicePageIn("en", "palliative-care");
const copdZh = await servicePageIn("zh", "copd-care");
const diabetesZh = await servicePageIn("zh", "diabetes-care");
const palliativeZh = await servicePageIn("zh", "palliative-care");

const pages: ServicePage[] = [copdCare, diabetesCare, palliativeCare];
const pagesZh: ServicePage[] = [copdZh, diabetesZh, palliativeZh];

function sectionsOfKind<K extends ServiceSection["kind"]>(page: ServicePage, kind: K) {
  return page.sections.filter((s): s is Extract<ServiceSection, { kind: K }> => s.kind === kind);
}

/** Every string in a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function hasDuplicates(values: string[]) {
  return new Set(values).size !== values.length;
}

const toContact = { kind: "link", label: "Get Free Consultation", to: "/contact" };
const toServices = { kind: "link", label: "View All Services", to: "/services" };
const whatsapp = { kind: "whatsapp", label: "Chat on WhatsApp" };

describe("COPD care page", () => {
  it("has its own frame, the back link and the spec's actions", () => {
    expect(copdCare.slug).toBe("copd-care");
    expect(copdCare.sharedFrame).toBe(false);
    expect(copdCare.theme).toBe("default");
    expect(copdCare.backLink).toEqual({ label: "Back to Services", to: "/services" });
    expect(copdCare.hero.actions).toEqual([{ kind: "link", label: "Get Care Consultation", to: "/contact" }, whatsapp]);
    expect(copdCare.cta.actions).toEqual([toContact, toServices]);
  });

  it("shows 3 facts, one of them how common COPD is, as the Ministry of Health put it", () => {
    const facts = section(copdCare, "details", "Understanding COPD");
    expect(facts.cards).toHaveLength(3);
    // The spec's "over 120,000" names no place, year or source and no official page confirms it.
    expect(strings(facts).join(" ")).not.toMatch(/120,000/);
    expect(facts.cards[0]?.figure).toBe("About 5.9%");
    expect(facts.cards[0]?.description).toContain(
      "In 2018 the Ministry of Health said that about 5.9% of adults in Singapore over the age of 40 have COPD",
    );
    // The Ministry called its figure "likely an underestimate as many patients remain undiagnosed".
    expect(facts.cards[0]?.description).toContain(
      "The real number is probably higher, because many people with COPD have not been diagnosed.",
    );
    const factsZh = sameSection(copdCare, facts, copdZh);
    expect(factsZh.cards[0]?.figure).toBe("约5.9%");
    expect(factsZh.cards[0]?.description).toContain("卫生部在2018年指出，新加坡40岁以上的成年人中，约有5.9%患有慢性阻塞性肺病");
    expect(strings(factsZh).join(" ")).not.toMatch(/12万/);
  });

  it("lists the Ministry of Health's speech the 5.9% comes from among its sources, in both languages", () => {
    const speech = copdCare.review?.sources.find((source) => source.url.includes("moh.gov.sg"));
    expect(speech?.url).toContain("19-march-2018");
    expect(speech?.name).toBe("Ministry of Health: speech by the Director of Medical Services on lung health, 19 March 2018");
    expect(copdZh.review?.sources.find((source) => source.url === speech?.url)?.name).toBe(
      "卫生部：医药服务总监谈肺部健康的演讲（2018年3月19日）",
    );
  });

  it("shows the 4 stages in order, each with a management list", () => {
    const stages = section(copdCare, "details", "The Four Stages of COPD");
    expect(stages.cards.map((card) => card.title)).toEqual(["Mild", "Moderate", "Severe", "Very Severe"]);
    expect(stages.cards.map((card) => card.figure)).toEqual(["Stage 1", "Stage 2", "Stage 3", "Stage 4"]);
    expect(sameSection(copdCare, stages, copdZh).cards.map((card) => card.figure)).toEqual(["第1阶段", "第2阶段", "第3阶段", "第4阶段"]);
    const managementSizes = stages.cards.map((card) => card.lists?.find((list) => list.title === "Management")?.items.length ?? 0);
    expect(managementSizes.every((size) => size > 0)).toBe(true);
  });

  it("shows 3 breathing techniques with numbered steps, pursed-lip in for 2 counts and out for 4", () => {
    const techniques = section(copdCare, "details", "Breathing Techniques That Can Help");
    expect(techniques.cards).toHaveLength(3);
    expect(techniques.cards.map((card) => card.lists?.[0]?.ordered)).toEqual([true, true, true]);
    expect(techniques.cards.every((card) => (card.lists?.[0]?.items.length ?? 0) > 1)).toBe(true);
    const pursedLip = techniques.cards.find((card) => card.title === "Pursed-Lip Breathing");
    const steps = pursedLip?.lists?.[0]?.items ?? [];
    expect(steps.some((step) => /in .*through your nose for 2 counts/.test(step))).toBe(true);
    expect(steps.some((step) => /out .*through pursed lips for 4 counts/.test(step))).toBe(true);
    const stepsZh = sameSection(copdCare, techniques, copdZh).cards[techniques.cards.indexOf(pursedLip!)]?.lists?.[0]?.items ?? [];
    expect(stepsZh).toHaveLength(steps.length);
    expect(stepsZh.some((step) => /用鼻子慢慢吸气，心里数2下/.test(step))).toBe(true);
    expect(stepsZh.some((step) => /从缩起的嘴唇轻轻呼气，心里数4下/.test(step))).toBe(true);
  });

  it("shows 6 services and the 3-step journey Assessment, Care Planning, Ongoing Support", () => {
    expect(section(copdCare, "cards", "Our COPD Care Services").cards).toHaveLength(6);
    expect(section(copdCare, "steps", "How We Start").steps.map((step) => step.title)).toEqual([
      "Assessment",
      "Care Planning",
      "Ongoing Support",
    ]);
  });
});

describe("diabetes care page", () => {
  it("is green, in the shared frame, with the spec's hero and closing actions", () => {
    expect(diabetesCare.slug).toBe("diabetes-care");
    expect(diabetesCare.theme).toBe("green");
    expect(diabetesCare.sharedFrame).toBe(true);
    expect(diabetesCare.backLink).toEqual({ label: "Back to Services", to: "/services" });
    expect(diabetesCare.hero.title).toBe("Diabetes Care Services");
    expect(diabetesCare.hero.actions).toEqual([{ kind: "link", label: "Get Care Consultation", to: "/contact" }, whatsapp]);
    expect(diabetesCare.cta.actions).toEqual([toContact, toServices]);
  });

  it("explains the four types, each with a description, key characteristics and symptoms", () => {
    const types = section(diabetesCare, "details", "Understanding Diabetes");
    expect(types.cards.map((card) => card.title)).toEqual(["Type 1 Diabetes", "Type 2 Diabetes", "Gestational Diabetes", "Prediabetes"]);
    expect(sameSection(diabetesCare, types, diabetesZh).cards.map((card) => card.title)).toEqual([
      "1型糖尿病",
      "2型糖尿病",
      "妊娠糖尿病",
      "前期糖尿病",
    ]);
    expect(types.cards.every((card) => Boolean(card.description))).toBe(true);
    expect(types.cards.map((card) => card.lists?.map((list) => list.title))).toEqual(
      Array.from({ length: 4 }, () => ["Key characteristics", "Common symptoms"]),
    );
    expect(types.cards.every((card) => card.lists?.every((list) => list.items.length > 0))).toBe(true);
    expect(types.cards.map((card) => card.note?.label)).toEqual(Array.from({ length: 4 }, () => "When it usually starts"));
  });

  it("lists the four complications", () => {
    const complications = section(diabetesCare, "cards", "Health Impact & Complications");
    expect(complications.cards.map((card) => card.title)).toEqual([
      "Cardiovascular Disease",
      "Diabetic Retinopathy",
      "Kidney Disease",
      "Nerve Damage",
    ]);
  });

  it("gives the spec's diagnostic ranges in a table, units stated, mmol/L first with the spec's mg/dL in brackets", () => {
    const table = section(diabetesCare, "table", "Diagnosis & Monitoring");
    expect(table.caption).toBeTruthy();
    expect(table.columns).toEqual(["Test", "What it measures", "Normal", "Prediabetes", "Diabetes"]);
    const ranges = table.rows.map((row) => [row[0], ...row.slice(2)]);
    expect(ranges).toEqual([
      ["A1C", "Below 5.7%", "5.7-6.4%", "6.5%+"],
      ["Fasting plasma glucose", "Below 5.6 mmol/L (100 mg/dL)", "5.6-6.9 mmol/L (100-125 mg/dL)", "7.0+ mmol/L (126+ mg/dL)"],
      ["Oral glucose tolerance test", "Below 7.8 mmol/L (140 mg/dL)", "7.8-11.0 mmol/L (140-199 mg/dL)", "11.1+ mmol/L (200+ mg/dL)"],
    ]);
    for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
    const tableZh = sameSection(diabetesCare, table, diabetesZh);
    expect(tableZh.columns).toHaveLength(table.columns.length);
    expect(tableZh.rows.map((row) => [row[0], ...row.slice(2)])).toEqual([
      ["糖化血红蛋白（HbA1c）", "低于5.7%", "5.7%至6.4%", "6.5%或以上"],
      ["空腹血糖", "低于5.6 mmol/L（100 mg/dL）", "5.6至6.9 mmol/L（100至125 mg/dL）", "7.0 mmol/L或以上（126 mg/dL或以上）"],
      ["口服葡萄糖耐量测试", "低于7.8 mmol/L（140 mg/dL）", "7.8至11.0 mmol/L（140至199 mg/dL）", "11.1 mmol/L或以上（200 mg/dL或以上）"],
    ]);
    // Chinese writes ranges with 至 and "or higher" in words, as every other page does: no hyphen or + in a range.
    expect(tableZh.rows.flat().filter((cell) => /\d-\d|\+/.test(cell))).toEqual([]);
    for (const row of tableZh.rows) expect(row).toHaveLength(table.columns.length);
  });

  it("says what each test measures, with the same periods in both languages", () => {
    const table = section(diabetesCare, "table", "Diagnosis & Monitoring");
    expect(table.rows.map((row) => row[1])).toEqual([
      "Average blood sugar over the past 2 to 3 months",
      "Blood sugar after nothing to eat or drink, except water, for at least 8 hours",
      "Blood sugar 2 hours after a sweet drink given at the clinic",
    ]);
    expect(sameSection(diabetesCare, table, diabetesZh).rows.map((row) => row[1])).toEqual([
      "过去2至3个月的平均血糖",
      "除了喝水，至少8小时不吃不喝之后的血糖",
      "在诊所喝下一杯甜饮料2小时后的血糖",
    ]);
  });

  it("states the units: mmol/L, as Singapore's clinics report, with mg/dL in brackets, in both languages", () => {
    const table = section(diabetesCare, "table", "Diagnosis & Monitoring");
    expect(table.note).toContain("Blood sugar figures are in mmol/L (millimoles per litre), the unit clinics in Singapore usually use");
    expect(table.note).toContain("A + sign means that figure or higher.");
    const noteZh = sameSection(diabetesCare, table, diabetesZh).note;
    expect(noteZh).toContain("表中血糖数值的单位是mmol/L（毫摩尔/升），也就是新加坡的诊所通常用来报告血糖的单位");
    // The Chinese table writes 或以上 in words, so its note needs no key to a + sign.
    expect(noteZh).not.toContain("+");
  });

  it("has 4 prevention groups, including at least 30 minutes of moderate activity daily", () => {
    const prevention = section(diabetesCare, "cards", "Prevention & Management Strategies");
    expect(prevention.cards).toHaveLength(4);
    expect(prevention.cards.every((card) => (card.items?.length ?? 0) > 0)).toBe(true);
    expect(prevention.cards.flatMap((card) => card.items ?? [])).toContain("At least 30 minutes of moderate activity daily");
    const preventionZh = sameSection(diabetesCare, prevention, diabetesZh);
    expect(preventionZh.cards.flatMap((card) => card.items ?? [])).toContain("每天至少做30分钟中等强度的活动");
  });

  it("has exactly the six service cards the spec names", () => {
    expect(section(diabetesCare, "cards", "Our Diabetes Care Services").cards.map((card) => card.title)).toEqual([
      "Blood Sugar Monitoring",
      "Medication Management",
      "Dietary Planning",
      "Foot Care",
      "Exercise Support",
      "Care Preparedness",
    ]);
  });

  it("has the 3-step journey: assessment, personalised plan, ongoing support", () => {
    expect(section(diabetesCare, "steps", "How We Start").steps.map((step) => step.title)).toEqual([
      "Assessment",
      "Personalised Plan",
      "Ongoing Support",
    ]);
  });
});

describe("palliative care page", () => {
  it("is purple, in the shared frame, with the spec's hero and closing actions", () => {
    expect(palliativeCare.slug).toBe("palliative-care");
    expect(palliativeCare.theme).toBe("purple");
    expect(palliativeCare.sharedFrame).toBe(true);
    expect(palliativeCare.backLink).toEqual({ label: "Back to Services", to: "/services" });
    expect(palliativeCare.hero.title).toBe("Palliative Care Services");
    expect(palliativeCare.hero.actions[0]).toMatchObject({ kind: "link", to: "/contact" });
    expect(palliativeCare.hero.actions[1]).toEqual(whatsapp);
    expect(palliativeCare.cta.actions).toEqual([toContact, toServices]);
  });

  it("has 3 facts cards", () => {
    expect(section(palliativeCare, "cards", "Understanding Palliative Care").cards).toHaveLength(3);
  });

  it("gives the spec's share for each condition, with a description and approach", () => {
    const conditions = section(palliativeCare, "details", "Conditions We Support");
    expect(conditions.cards.map((card) => [card.title, card.figure])).toEqual([
      ["Cancer", "34%"],
      ["Cardiovascular Disease", "38.5%"],
      ["Chronic Respiratory Disease", "10.3%"],
      ["Neurological Conditions", "Various"],
    ]);
    expect(sameSection(palliativeCare, conditions, palliativeZh).cards.map((card) => [card.title, card.figure])).toEqual([
      ["癌症", "34%"],
      ["心血管疾病", "38.5%"],
      ["慢性呼吸系统疾病", "10.3%"],
      ["神经系统疾病", "因病而异"],
    ]);
    expect(conditions.cards.every((card) => Boolean(card.description) && Boolean(card.note?.text))).toBe(true);
    expect(conditions.cards.map((card) => card.note?.label)).toEqual(Array.from({ length: 4 }, () => "Our approach"));
  });

  it("has the three specialised approaches: cancer, kidney failure, end-of-life", () => {
    const approaches = section(palliativeCare, "details", "Specialized Care Approaches");
    expect(approaches.cards).toHaveLength(3);
    const titles = approaches.cards.map((card) => card.title.toLowerCase());
    expect(titles[0]).toContain("cancer");
    expect(titles[1]).toContain("kidney failure");
    expect(titles[2]).toContain("end-of-life");
  });

  it("has 6 services, 4 care settings and a 3-step journey", () => {
    expect(section(palliativeCare, "cards", "Our Palliative Care Services").cards).toHaveLength(6);
    const settings = section(palliativeCare, "cards", "Where Palliative Care Is Given").cards.map((card) => card.title.toLowerCase());
    expect(settings).toHaveLength(4);
    for (const [index, word] of ["home", "day care", "inpatient hospice", "consultative"].entries()) {
      expect(settings[index]).toContain(word);
    }
    expect(section(palliativeCare, "steps", "How We Start").steps).toHaveLength(3);
  });
});

describe.each(pages.map((page, index) => [page.slug, page, pagesZh[index]!] as const))(
  "%s: rules shared by the three pages",
  (_, page, zh) => {
    it("has a short title and a 50-160 character description", () => {
      expect(page.meta.title.length).toBeLessThanOrEqual(60);
      expect(page.meta.description.length).toBeGreaterThanOrEqual(50);
      expect(page.meta.description.length).toBeLessThanOrEqual(160);
    });

    it("is reviewed on 23 November 2026 with 2-4 reputable https sources", () => {
      expect(page.review?.lastReviewed).toBe("23 November 2026");
      expect(page.review?.lastReviewedIso).toBe("2026-11-23");
      const sources = page.review?.sources ?? [];
      expect(sources.length).toBeGreaterThanOrEqual(2);
      expect(sources.length).toBeLessThanOrEqual(4);
      for (const source of sources)
        expect(source.url).toMatch(/^https:\/\/(www\.)?(who\.int|diabetes\.org|healthhub\.sg|hpb\.gov\.sg|moh\.gov\.sg|aic\.sg)(\/|$)/);
      expect(new Set(sources.map((s) => s.url)).size).toBe(sources.length);
      // The Chinese page: the same date, written in Chinese, and the same sources, named in Chinese.
      expect(zh.review?.lastReviewed).toBe("2026年11月23日");
      expect(zh.review?.lastReviewedIso).toBe("2026-11-23");
      expect(zh.review?.sources.map((s) => s.url)).toEqual(sources.map((s) => s.url));
      for (const source of zh.review?.sources ?? []) expect(source.name).toMatch(/\p{Script=Han}/u);
    });

    it.each(["en", "zh"] as const)(
      "uses unique section titles and unique card titles within a section (they are React keys): %s",
      (lang) => {
        const shown = lang === "en" ? page : zh;
        const titles = shown.sections.map((s) => s.title);
        expect(new Set(titles).size).toBe(titles.length);
        const cardSections = [...sectionsOfKind(shown, "cards"), ...sectionsOfKind(shown, "details")];
        expect(cardSections.filter((s) => hasDuplicates(s.cards.map((card) => card.title))).map((s) => s.title)).toEqual([]);
        const lists = sectionsOfKind(shown, "details").flatMap((s) => s.cards.flatMap((card) => card.lists ?? []));
        expect(lists.filter((list) => hasDuplicates(list.items)).map((list) => list.title)).toEqual([]);
      },
    );

    it.each(["en", "zh"] as const)("keeps contact details, markup, prices and superlatives out of the copy: %s", (lang) => {
      const text = strings(lang === "en" ? page : zh).filter((value) => !value.startsWith("https://"));
      const offending = (pattern: RegExp) => text.filter((value) => pattern.test(value));
      expect(offending(/<[a-z/]/i)).toEqual([]); // HTML
      expect(offending(/\+65|\b[689]\d{3} ?\d{4}\b/)).toEqual([]); // phone numbers
      expect(offending(/@/)).toEqual([]); // email addresses
      expect(offending(/SGD|S\$|\$\d/)).toEqual([]); // prices
      expect(offending(/\b(best|leading|No\. ?1|number one|top-rated)\b/i)).toEqual([]); // superlatives
    });

    it("uses British spelling outside the spec's own headings", () => {
      // The spec's heading and the proper name "World Health Organization" keep their own spelling.
      const text = strings(page)
        .filter((value) => value !== "Specialized Care Approaches")
        .join(" ")
        .replaceAll("World Health Organization", "");
      expect(text).not.toMatch(/\b(organiz|specializ|personaliz|color|center\b|program\b)/i);
    });
  },
);
