// Pins the product's counts and constants for the COPD, diabetes and palliative care pages.
import { describe, expect, it } from "vitest";
import { copdCare } from "./copd-care";
import { diabetesCare } from "./diabetes-care";
import { palliativeCare } from "./palliative-care";
import type { ServicePage, ServiceSection } from "./types";
import { section } from "./test-helpers";

const pages: ServicePage[] = [copdCare, diabetesCare, palliativeCare];

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

  it("shows 3 facts, one of them that COPD affects over 120,000 people", () => {
    const facts = section(copdCare, "details", "Understanding COPD");
    expect(facts.cards).toHaveLength(3);
    expect(strings(facts).join(" ")).toContain("over 120,000 people");
  });

  it("shows the 4 stages in order, each with a management list", () => {
    const stages = section(copdCare, "details", "The Four Stages of COPD");
    expect(stages.cards.map((card) => card.title)).toEqual(["Mild", "Moderate", "Severe", "Very Severe"]);
    expect(stages.cards.map((card) => card.figure)).toEqual(["Stage 1", "Stage 2", "Stage 3", "Stage 4"]);
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

  it("gives the spec's diagnostic ranges in a table, units stated", () => {
    const table = section(diabetesCare, "table", "Diagnosis & Monitoring");
    expect(table.caption).toBeTruthy();
    expect(table.columns).toEqual(["Test", "What it measures", "Normal", "Prediabetes", "Diabetes"]);
    const ranges = table.rows.map((row) => [row[0], ...row.slice(2)]);
    expect(ranges).toEqual([
      ["A1C", "Below 5.7%", "5.7-6.4%", "6.5%+"],
      ["Fasting plasma glucose", "Below 100 mg/dL", "100-125 mg/dL", "126+ mg/dL"],
      ["Oral glucose tolerance test", "Below 140 mg/dL", "140-199 mg/dL", "200+ mg/dL"],
    ]);
    for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
  });

  it("has 4 prevention groups, including at least 30 minutes of moderate activity daily", () => {
    const prevention = section(diabetesCare, "cards", "Prevention & Management Strategies");
    expect(prevention.cards).toHaveLength(4);
    expect(prevention.cards.every((card) => (card.items?.length ?? 0) > 0)).toBe(true);
    expect(prevention.cards.flatMap((card) => card.items ?? [])).toContain("At least 30 minutes of moderate activity daily");
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

describe.each(pages.map((page) => [page.slug, page] as const))("%s: rules shared by the three pages", (_, page) => {
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
  });

  it("uses unique section titles and unique card titles within a section (they are React keys)", () => {
    const titles = page.sections.map((s) => s.title);
    expect(new Set(titles).size).toBe(titles.length);
    const cardSections = [...sectionsOfKind(page, "cards"), ...sectionsOfKind(page, "details")];
    expect(cardSections.filter((s) => hasDuplicates(s.cards.map((card) => card.title))).map((s) => s.title)).toEqual([]);
    const lists = sectionsOfKind(page, "details").flatMap((s) => s.cards.flatMap((card) => card.lists ?? []));
    expect(lists.filter((list) => hasDuplicates(list.items)).map((list) => list.title)).toEqual([]);
  });

  it("keeps contact details, markup, prices and superlatives out of the copy", () => {
    const text = strings(page).filter((value) => !value.startsWith("https://"));
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
});
