// Pins the counts and constants of the four pages that share one layout (docs/product.md, section 2,
// "Respite, Live-in, Home Therapy and Nursing pages"; constants in section 9).
import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import type { ServicePage, ServiceSection } from "./types";
import { sectionAt, servicePageIn } from "./test-helpers";

// The specification names no label for the WhatsApp and call links: they are the shared actions', from their catalog.
const sharedActions = contentFor("en", "actions");

const respiteCare = servicePageIn("en", "respite-care");
const liveInCare = servicePageIn("en", "live-in-care");
const homeTherapy = servicePageIn("en", "home-therapy");
const nursingProcedure = servicePageIn("en", "nursing-procedure");

type Kind = ServiceSection["kind"];

/** Every string in the page, for phrase checks. */
function allText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(allText).join(" ");
  if (value && typeof value === "object") return Object.values(value).map(allText).join(" ");
  return "";
}

const pages: { page: ServicePage; slug: string; schedule: string }[] = [
  { page: respiteCare, slug: "respite-care", schedule: "Schedule Respite Care" },
  { page: liveInCare, slug: "live-in-care", schedule: "Schedule Consultation" },
  { page: homeTherapy, slug: "home-therapy", schedule: "Schedule Assessment" },
  { page: nursingProcedure, slug: "nursing-procedure", schedule: "Schedule Nursing Visit" },
];

describe.each(pages)("$slug (shared layout)", ({ page, slug, schedule }) => {
  it("has its slug, the default theme and the shared header and footer", () => {
    expect(page.slug).toBe(slug);
    expect(page.theme).toBe("default");
    expect(page.sharedFrame).toBe(true);
    expect(page.review).toBeUndefined();
  });

  it("has a hero with a badge, the Schedule button then the WhatsApp link", () => {
    expect(page.hero.badge).toBeTruthy();
    expect(page.hero.title).toBeTruthy();
    expect(page.hero.actions).toMatchObject([
      { kind: "consultation", label: schedule },
      { kind: "whatsapp", label: sharedActions.chatOnWhatsApp },
    ]);
  });

  it("closes with the Schedule action and the phone call", () => {
    expect(page.cta.actions).toMatchObject([
      { kind: "consultation", label: schedule },
      { kind: "phone", label: sharedActions.callUs },
    ]);
  });

  it("has benefit cards, a checklist, testimonials and process steps, in the spec's order", () => {
    const kinds = page.sections.map((s) => s.kind);
    const first = (kind: Kind) => kinds.indexOf(kind);
    expect(first("cards")).toBe(0);
    expect(first("checklist")).toBeGreaterThan(0);
    expect(first("testimonials")).toBeGreaterThan(first("checklist"));
    expect(first("steps")).toBeGreaterThan(first("testimonials"));
  });

  it("has a short unique title and a 50-160 character description", () => {
    expect(page.meta.title.length).toBeLessThanOrEqual(60);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
  });

  it("shows no prices, no superlatives and no hard-coded contact details", () => {
    const text = allText(page);
    expect(text).not.toMatch(/\$|SGD|S\$/);
    expect(text).not.toMatch(/\b(best|leading|No\. ?1|number one|top-rated|world-class)\b/i);
    expect(text).not.toMatch(/\+65|\d{4} ?\d{4}|@|wa\.me|https?:/);
  });

  it("uses British spelling", () => {
    expect(allText(page)).not.toMatch(/\b(specializ\w*|organiz\w*|color\w*|center|program|programs|orthopedic)\b/i);
  });
});

describe("meta titles", () => {
  it("are unique across the four pages", () => {
    const titles = pages.map(({ page }) => page.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("respite care", () => {
  it("offers the three options with the spec's durations, in a table", () => {
    const table = sectionAt(respiteCare, "table", "options");
    expect(table.caption).toBeTruthy();
    expect(table.rows.map((row) => [row[0], row[1]])).toEqual([
      ["Short-Term", "2-8 hours"],
      ["Overnight", "8-12 hours"],
      ["Extended", "1-7 days"],
    ]);
    const shortTerm = table.rows[0]!.join(" ").toLowerCase();
    expect(shortTerm).toContain("minimum 2-hour blocks");
    expect(shortTerm).toContain("same-day availability");
    for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
  });

  it("gives the same durations in Chinese", () => {
    const table = servicePageIn("zh", "respite-care").sections.find((s) => s.kind === "table");
    expect(table?.rows.map((row) => row[1])).toEqual(["2至8小时", "8至12小时", "1至7天"]);
    // The spec's 2-hour minimum block.
    expect(table?.rows[0]?.join(" ")).toMatch(/至少2小时/);
  });

  it("lists exactly 10 included services, 4 benefits and a 3-step how it works", () => {
    expect(sectionAt(respiteCare, "checklist", "included").items).toHaveLength(10);
    expect(sectionAt(respiteCare, "cards", "benefits").cards).toHaveLength(4);
    expect(sectionAt(respiteCare, "steps", "how-it-works").steps).toHaveLength(3);
  });
});

describe("live-in care", () => {
  it("shows the 24-hour schedule with the spec's time blocks and activities, in a table", () => {
    const table = sectionAt(liveInCare, "table", "daily-schedule");
    expect(table.caption).toBeTruthy();
    expect(table.rows.map((row) => [row[0], row[1]])).toEqual([
      ["Morning", "6:00 AM-12:00 PM"],
      ["Afternoon", "12:00 PM-6:00 PM"],
      ["Evening & Night", "6:00 PM-6:00 AM"],
    ]);
    for (const row of table.rows) {
      expect(row).toHaveLength(table.columns.length);
      expect(row[2]?.length).toBeGreaterThan(20);
    }
  });

  it("gives the same time blocks in Chinese, as a Chinese clock writes them", () => {
    const table = servicePageIn("zh", "live-in-care").sections.find((s) => s.kind === "table");
    expect(table?.rows.map((row) => row[1])).toEqual(["早上6:00至中午12:00", "中午12:00至下午6:00", "下午6:00至次日早上6:00"]);
  });

  it("lists exactly 10 daily services, 4 specialised options and a 4-step process", () => {
    expect(sectionAt(liveInCare, "checklist", "daily-services").items).toHaveLength(10);
    expect(sectionAt(liveInCare, "cards", "specialised-options").cards.map((card) => card.title)).toEqual([
      "Chronic Condition Care",
      "Post-Hospital Care",
      "Palliative Care",
      "Dementia Care",
    ]);
    expect(sectionAt(liveInCare, "steps", "process").steps).toHaveLength(4);
  });
});

describe("home therapy", () => {
  it("offers physical, occupational and speech therapy with six services each", () => {
    const cards = sectionAt(homeTherapy, "cards", "therapy-services").cards;
    expect(cards.map((card) => card.title)).toEqual(["Physical Therapy", "Occupational Therapy", "Speech Therapy"]);
    for (const card of cards) expect(card.items).toHaveLength(6);
  });

  it("lists exactly 12 conditions, a 4-step treatment process and 4 specialised programmes", () => {
    expect(sectionAt(homeTherapy, "checklist", "conditions").items).toHaveLength(12);
    expect(sectionAt(homeTherapy, "steps", "treatment-process").steps).toHaveLength(4);
    expect(sectionAt(homeTherapy, "cards", "specialised-programmes").cards.map((card) => card.title)).toEqual([
      "Cardiac Rehabilitation",
      "Neurological Rehabilitation",
      "Orthopaedic Rehabilitation",
      "Fall Prevention",
    ]);
  });
});

describe("nursing procedure", () => {
  it("offers medication administration, wound care and vital signs monitoring with six items each", () => {
    const cards = sectionAt(nursingProcedure, "cards", "core-services").cards;
    expect(cards.map((card) => card.title)).toEqual(["Medication Administration", "Wound Care", "Vital Signs Monitoring"]);
    for (const card of cards) expect(card.items).toHaveLength(6);
  });

  it("lists exactly 12 specialised procedures, three condition categories and a 4-step process", () => {
    expect(sectionAt(nursingProcedure, "checklist", "specialised-procedures").items).toHaveLength(12);
    expect(sectionAt(nursingProcedure, "details", "conditions").cards.map((card) => card.title)).toEqual([
      "Post-Surgical Care",
      "Chronic Disease Management",
      "Complex Care Needs",
    ]);
    expect(sectionAt(nursingProcedure, "steps", "process").steps).toHaveLength(4);
  });

  it("says the procedures are performed by registered nurses with a valid practising certificate", () => {
    // The fact, in one sentence of the intro: registered nurses, with the Singapore Nursing Board's practising certificate.
    const sentences = nursingProcedure.hero.intro.flatMap((paragraph) => paragraph.split(/(?<=\.) /));
    expect(
      sentences.filter(
        (sentence) =>
          /\bregistered nurses?\b/i.test(sentence) &&
          sentence.includes("Singapore Nursing Board") &&
          /practising certificate/.test(sentence),
      ),
    ).toHaveLength(1);
  });
});

describe("nursing procedure in Chinese", () => {
  const zh = servicePageIn("zh", "nursing-procedure");

  it("names the service as /services does, 护士上门护理, in its badge, its reasons and its closing offer", () => {
    expect(zh.name).toBe("护士上门护理");
    expect(zh.hero.badge).toBe(zh.name);
    expect(zh.sections[0]?.title).toContain(zh.name);
    expect(zh.cta.text).toContain("护士上门");
  });

  it("makes clear it is the nurse, not Mum, who explains, in the tube-feeding testimonial", () => {
    const testimonials = zh.sections.find((s) => s.kind === "testimonials");
    const feedingTube = testimonials?.items.find((item) => item.name === "L.C.");
    // No sentence starts with 她 (she), which would read as Mum; the sentence that explains names the nurse.
    expect(feedingTube?.content.trim()).toBeTruthy();
    expect(feedingTube?.content).not.toMatch(/。她/);
    expect(feedingTube?.content.split("。").filter((sentence) => sentence.includes("解释"))).toEqual([expect.stringMatching(/^护士/)]);
  });
});

describe("home therapy in Chinese", () => {
  const zh = servicePageIn("zh", "home-therapy");

  it("says 其他家人 where the family who help are meant, so 您的家人 stays the person in therapy", () => {
    const benefits = zh.sections.find((s) => s.id === "benefits");
    const familyJoins = benefits?.kind === "cards" ? benefits.cards.find((card) => "key" in card && card.key === "familyJoins") : undefined;
    expect(familyJoins?.title).toContain("其他家人");
    expect(familyJoins?.description).toContain("其他家人");
  });
});
