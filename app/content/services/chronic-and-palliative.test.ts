// Pins the product's counts and constants for the COPD, diabetes and palliative care pages, read as
// a visitor meets them: each page's structure with its words, in English and in Chinese. Every
// health figure is pinned in both languages, so an edit of either catalog cannot change one.
import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import type { ServicePage, ServiceSection } from "./types";
import { keyed, sameSection, section, sectionAt, servicePageIn } from "./test-helpers";
import { langs } from "~/i18n/languages";

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

/** The sentences of a text, each with its full stop; a decimal point does not end one. */
const sentencesOf = (text: string) => text.match(/.+?(?:[。！？]|[.!?](?=\s|$)|$)/gu)?.map((sentence) => sentence.trim()) ?? [];

function hasDuplicates(values: string[]) {
  return new Set(values).size !== values.length;
}

/** Whether a string is written in Chinese characters: a Chinese page's words are not left in English. */
const isChinese = (text: string | undefined) => /\p{Script=Han}/u.test(text ?? "");

const toContact = { kind: "link", label: "Get Free Consultation", to: "/contact" };
const toServices = { kind: "link", label: "View All Services", to: "/services" };
// The specification names no label for the WhatsApp link: it is the one shared action's, from its catalog.
const whatsapp = { kind: "whatsapp", label: contentFor("en", "actions").chatOnWhatsApp };

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
    const facts = sectionAt(copdCare, "details", "understanding-copd");
    expect(facts.cards).toHaveLength(3);
    // The spec's "over 120,000" names no place, year or source and no official page confirms it.
    expect(strings(facts).join(" ")).not.toMatch(/120,000/);
    expect(facts.cards[0]?.figure).toBe("About 5.9%");
    // The figure's sentence names its source, its year, the share and the age it counts from.
    const description = facts.cards[0]?.description ?? "";
    const share = sentencesOf(description).find((sentence) => sentence.includes("Ministry of Health")) ?? "";
    for (const fact of ["2018", "5.9%", "COPD"]) expect(share).toContain(fact);
    expect(share).toMatch(/\b(over|above|older than)\b[^.]*\b40\b/);
    // The Ministry called its figure "likely an underestimate as many patients remain undiagnosed":
    // the card says so too, beside the figure.
    const others = sentencesOf(description).filter((sentence) => sentence !== share);
    expect(others.filter((sentence) => /diagnos/.test(sentence))).toHaveLength(1);
    const factsZh = sameSection(copdCare, facts, copdZh);
    expect(factsZh.cards[0]?.figure).toBe("约5.9%");
    const shareZh = sentencesOf(factsZh.cards[0]?.description ?? "").find((sentence) => sentence.includes("卫生部")) ?? "";
    for (const fact of ["2018年", "5.9%", "40岁以上", "慢性阻塞性肺病"]) expect(shareZh).toContain(fact);
    expect(factsZh.cards[0]?.description).toMatch(/诊断|确诊/);
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
    const stages = sectionAt(copdCare, "details", "copd-stages");
    expect(stages.cards.map((card) => card.title)).toEqual(["Mild", "Moderate", "Severe", "Very Severe"]);
    expect(stages.cards.map((card) => card.figure)).toEqual(["Stage 1", "Stage 2", "Stage 3", "Stage 4"]);
    const stagesZh = sameSection(copdCare, stages, copdZh);
    expect(stagesZh.cards.map((card) => card.figure)).toEqual(["第1阶段", "第2阶段", "第3阶段", "第4阶段"]);
    // Each stage's management list, titled and with items, in every language.
    for (const shown of [stages, stagesZh]) {
      const management = shown.cards.map((card) => keyed(card.lists, "management"));
      expect(management.every((list) => list.title.trim() !== "" && list.items.length > 0)).toBe(true);
    }
    expect(
      stagesZh.cards
        .flatMap((card) => [card.title, ...(card.lists?.flatMap((list) => [list.title, ...list.items]) ?? [])])
        .filter((text) => !isChinese(text)),
    ).toEqual([]);
  });

  it("shows 3 breathing techniques with numbered steps, pursed-lip in for 2 counts and out for 4", () => {
    const techniques = sectionAt(copdCare, "details", "breathing-techniques");
    expect(techniques.cards).toHaveLength(3);
    expect(techniques.cards.map((card) => card.lists?.[0]?.ordered)).toEqual([true, true, true]);
    expect(techniques.cards.every((card) => (card.lists?.[0]?.items.length ?? 0) > 1)).toBe(true);
    const pursedLip = keyed(techniques.cards, "pursedLip");
    expect(pursedLip.title).toMatch(/pursed-lip/i);
    const steps = pursedLip.lists?.[0]?.items ?? [];
    // The spec's counts: breathe in for 2, out for 4, each in its own step.
    expect(steps.filter((step) => /\bin\b.*\b2 counts\b/.test(step))).toHaveLength(1);
    expect(steps.filter((step) => /\bout\b.*\b4 counts\b/.test(step))).toHaveLength(1);
    const stepsZh = sameSection(copdCare, techniques, copdZh).cards[techniques.cards.indexOf(pursedLip)]?.lists?.[0]?.items ?? [];
    expect(stepsZh).toHaveLength(steps.length);
    expect(stepsZh.filter((step) => /吸气[^。]*2下/.test(step))).toHaveLength(1);
    expect(stepsZh.filter((step) => /呼气[^。]*4下/.test(step))).toHaveLength(1);
  });

  it("shows 6 services and the 3-step journey Assessment, Care Planning, Ongoing Support", () => {
    expect(sectionAt(copdCare, "cards", "copd-services").cards).toHaveLength(6);
    expect(sectionAt(copdCare, "steps", "copd-care-journey").steps.map((step) => step.title)).toEqual([
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
    // Each type, in every language: a description, its key characteristics then its symptoms (each a
    // titled list with items, titled alike on every card), and when it usually starts.
    for (const shown of [types, sameSection(diabetesCare, types, diabetesZh)]) {
      expect(shown.cards.every((card) => Boolean(card.description?.trim()))).toBe(true);
      expect(shown.cards.map((card) => card.lists?.map((list) => ("key" in list ? list.key : undefined)))).toEqual(
        Array.from({ length: 4 }, () => ["characteristics", "symptoms"]),
      );
      expect(shown.cards.every((card) => card.lists?.every((list) => list.title.trim() !== "" && list.items.length > 0))).toBe(true);
      expect(new Set(shown.cards.map((card) => card.lists?.map((list) => list.title).join("|"))).size).toBe(1);
      expect(shown.cards.every((card) => Boolean(card.note?.label.trim()) && Boolean(card.note?.text.trim()))).toBe(true);
      expect(new Set(shown.cards.map((card) => card.note?.label)).size).toBe(1);
    }
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
    // The test, what it measures, then the spec's three ranges.
    expect(table.columns).toHaveLength(5);
    expect(table.columns.every((column) => column.trim() !== "")).toBe(true);
    expect(table.columns.slice(2)).toEqual(["Normal", "Prediabetes", "Diabetes"]);
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
    // A1C: the past 2 to 3 months; fasting: at least 8 hours; the tolerance test: 2 hours after the drink.
    const periods = [/\b2 to 3 months\b/, /\bat least 8 hours\b/, /\b2 hours after\b/];
    const periodsZh = [/2至3个月/, /至少8小时/, /2小时后/];
    const measures = table.rows.map((row) => row[1] ?? "");
    const measuresZh = sameSection(diabetesCare, table, diabetesZh).rows.map((row) => row[1] ?? "");
    expect(measures.map((text, index) => periods[index]!.test(text))).toEqual([true, true, true]);
    expect(measuresZh.map((text, index) => periodsZh[index]!.test(text) && isChinese(text))).toEqual([true, true, true]);
  });

  it("states the units: mmol/L, as Singapore's clinics report, with mg/dL in brackets, in both languages", () => {
    const table = section(diabetesCare, "table", "Diagnosis & Monitoring");
    // The note names both units, spelled out, and says what the table's + sign means.
    for (const unit of ["mmol/L (millimoles per litre)", "mg/dL (milligrams per decilitre)"]) expect(table.note).toContain(unit);
    expect(table.note).toMatch(/\+ sign[^.]*or higher/);
    const noteZh = sameSection(diabetesCare, table, diabetesZh).note;
    for (const unit of ["mmol/L（毫摩尔/升）", "mg/dL（毫克/分升）"]) expect(noteZh).toContain(unit);
    // The Chinese table writes 或以上 in words, so its note needs no key to a + sign.
    expect(noteZh).not.toContain("+");
  });

  it("has 4 prevention groups, including at least 30 minutes of moderate activity daily", () => {
    const prevention = section(diabetesCare, "cards", "Prevention & Management Strategies");
    expect(prevention.cards).toHaveLength(4);
    expect(prevention.cards.every((card) => (card.items?.length ?? 0) > 0)).toBe(true);
    expect(prevention.cards.flatMap((card) => card.items ?? [])).toContain("At least 30 minutes of moderate activity daily");
    const preventionZh = sameSection(diabetesCare, prevention, diabetesZh);
    expect(preventionZh.cards.map((card) => card.items?.length)).toEqual(prevention.cards.map((card) => card.items?.length));
    // The spec's figure in Chinese: at least 30 minutes, every day.
    expect(preventionZh.cards.flatMap((card) => card.items ?? []).filter((item) => /每天[^。]*至少[^。]*30分钟/.test(item))).toHaveLength(
      1,
    );
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
    expect(sectionAt(diabetesCare, "steps", "diabetes-care-journey").steps.map((step) => step.title)).toEqual([
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
    expect(sectionAt(palliativeCare, "cards", "understanding-palliative-care").cards).toHaveLength(3);
  });

  it("gives the spec's share for each condition, with a description and approach", () => {
    const conditions = section(palliativeCare, "details", "Conditions We Support");
    expect(conditions.cards.map((card) => [card.title, card.figure])).toEqual([
      ["Cancer", "34%"],
      ["Cardiovascular Disease", "38.5%"],
      ["Chronic Respiratory Disease", "10.3%"],
      ["Neurological Conditions", "Various"],
    ]);
    // In Chinese: the same shares, each condition named in Chinese, and "Various" said in Chinese.
    const conditionsZh = sameSection(palliativeCare, conditions, palliativeZh);
    expect(conditionsZh.cards.map((card) => card.figure).slice(0, 3)).toEqual(["34%", "38.5%", "10.3%"]);
    expect(conditionsZh.cards.map((card) => isChinese(card.title))).toEqual([true, true, true, true]);
    expect(isChinese(conditionsZh.cards[3]?.figure)).toBe(true);
    // Each condition, in every language: a description and our approach, under one label shared by the four cards.
    for (const shown of [conditions, conditionsZh]) {
      expect(shown.cards.every((card) => Boolean(card.description?.trim()) && Boolean(card.note?.text.trim()))).toBe(true);
      expect(shown.cards.every((card) => Boolean(card.note?.label.trim()))).toBe(true);
      expect(new Set(shown.cards.map((card) => card.note?.label)).size).toBe(1);
    }
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
    expect(sectionAt(palliativeCare, "cards", "palliative-services").cards).toHaveLength(6);
    const settings = sectionAt(palliativeCare, "cards", "palliative-settings").cards.map((card) => card.title.toLowerCase());
    expect(settings).toHaveLength(4);
    for (const [index, word] of ["home", "day care", "inpatient hospice", "consultative"].entries()) {
      expect(settings[index]).toContain(word);
    }
    expect(sectionAt(palliativeCare, "steps", "palliative-care-journey").steps).toHaveLength(3);
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

    it.each(langs)("uses unique section titles and unique card titles within a section (they are React keys): %s", (lang) => {
      const shown = lang === "en" ? page : zh;
      const titles = shown.sections.map((s) => s.title);
      expect(new Set(titles).size).toBe(titles.length);
      const cardSections = [...sectionsOfKind(shown, "cards"), ...sectionsOfKind(shown, "details")];
      expect(cardSections.filter((s) => hasDuplicates(s.cards.map((card) => card.title))).map((s) => s.title)).toEqual([]);
      const lists = sectionsOfKind(shown, "details").flatMap((s) => s.cards.flatMap((card) => card.lists ?? []));
      expect(lists.filter((list) => hasDuplicates(list.items)).map((list) => list.title)).toEqual([]);
    });

    it.each(langs)("keeps contact details, markup, prices and superlatives out of the copy: %s", (lang) => {
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
