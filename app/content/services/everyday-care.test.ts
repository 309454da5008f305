// Pins the spec's counts and constants (docs/product.md, sections 2 and 9) for the everyday-care detail
// pages: Home Assisted Care, Overnight Care, Personal Care and Companionship.
import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { site } from "../site";
import type { ServiceSlug } from "./slugs";
import type { ServicePage } from "./types";
import { sameSection, sectionAt, servicePageIn } from "./test-helpers";

const homeCareSingapore = servicePageIn("en", "home-care-singapore");
const overnightCare = servicePageIn("en", "overnight-care");
const personalCare = servicePageIn("en", "personal-care");
const companionship = servicePageIn("en", "companionship");

const pages: ServicePage[] = [homeCareSingapore, overnightCare, personalCare, companionship];

/** Every string a reader can see on the page. */
function allText(page: ServicePage): string {
  return JSON.stringify(page);
}

describe("everyday-care pages (common)", () => {
  it("cover the four routes with their slugs and names", () => {
    expect(pages.map((p) => [p.slug, p.name])).toEqual([
      ["home-care-singapore", "Home Assisted Care"],
      ["overnight-care", "Overnight Care"],
      ["personal-care", "Personal Care"],
      ["companionship", "Companionship"],
    ]);
  });

  it.each(pages)("$slug: default theme, shared header and footer, no educational review", (page) => {
    expect(page.theme).toBe("default");
    expect(page.sharedFrame).toBe(true);
    expect(page.review).toBeUndefined();
    // The spec gives a back link only to the COPD, diabetes and palliative pages.
    expect(page.backLink).toBeUndefined();
  });

  it.each(pages)("$slug: hero has 'Free Care Consultation' then a WhatsApp link", (page) => {
    expect(page.hero.title.length).toBeGreaterThan(0);
    // The spec's button, then the WhatsApp link with the one shared label its catalog gives it.
    expect(page.hero.actions).toEqual([
      { kind: "consultation", label: "Free Care Consultation" },
      { kind: "whatsapp", label: contentFor("en", "actions").chatOnWhatsApp },
    ]);
  });

  it.each(pages)("$slug: closes with a consultation and a WhatsApp action", (page) => {
    expect(page.cta.actions.map((a) => a.kind)).toEqual(["consultation", "whatsapp"]);
  });

  it.each(pages)("$slug: meta description is 50-160 characters", (page) => {
    expect(page.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
  });

  it.each(pages)("$slug: promises a reply within the spec's 24 hours, in English and in Chinese", (page) => {
    expect(page.cta.text).toContain("within 24 hours");
    expect(servicePageIn("zh", page.slug as ServiceSlug).cta.text).toContain("在24小时内");
  });

  it("use unique meta titles and h1s", () => {
    expect(new Set(pages.map((p) => p.meta.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.hero.title)).size).toBe(pages.length);
  });

  it.each(pages)("$slug: section ids are unique", (page) => {
    const ids = page.sections.map((s) => s.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(pages)("$slug: no contact details, prices, HTML or superlatives in the copy", (page) => {
    const text = allText(page);
    for (const detail of [site.phone, site.whatsapp, site.email, site.address.street]) {
      expect(text).not.toContain(detail);
    }
    expect(text).not.toMatch(/\$|SGD|S\$/);
    expect(text).not.toMatch(/<[a-z/]/i);
    expect(text).not.toMatch(/\b(best|leading|No\. ?1|number one|world-class|top-rated)\b/i);
  });

  it.each(pages)("$slug: British spelling", (page) => {
    // Proper names keep their own spelling.
    const text = allText(page).replaceAll("World Health Organization", "");
    expect(text).not.toMatch(
      /organiz|specializ|personaliz|recogniz|prioritiz|\bcolor|\bfavor(?!u)|neighbor(?!u)|behavior(?!u)|\bcenter\b/i,
    );
  });
});

describe("Home Assisted Care", () => {
  it("has 7 service cards, a 3-step journey, 5 FAQs and a testimonial", () => {
    expect(sectionAt(homeCareSingapore, "cards", "services").cards).toHaveLength(7);
    expect(sectionAt(homeCareSingapore, "steps", "how-it-works").steps).toHaveLength(3);
    expect(sectionAt(homeCareSingapore, "faq", "faq").items).toHaveLength(5);
    expect(sectionAt(homeCareSingapore, "testimonials", "testimonials").items).toHaveLength(1);
  });
});

describe("Overnight Care", () => {
  it("has 4 service cards, family tips and exactly 8 common conditions", () => {
    expect(sectionAt(overnightCare, "cards", "services").cards).toHaveLength(4);
    expect(sectionAt(overnightCare, "checklist", "conditions").items).toHaveLength(8);
    expect(sectionAt(overnightCare, "checklist", "family-tips").items.length).toBeGreaterThan(0);
  });
});

describe("Personal Care", () => {
  it("has 3 categories, each with a service list", () => {
    const categories = sectionAt(personalCare, "cards", "services").cards;
    expect(categories).toHaveLength(3);
    for (const category of categories) {
      expect(category.items?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it("has 6 benefits", () => {
    expect(sectionAt(personalCare, "cards", "benefits").cards).toHaveLength(6);
  });

  it("has a captioned summary table whose rows are headed by the service area", () => {
    const table = sectionAt(personalCare, "table", "summary");
    expect(table.caption.length).toBeGreaterThan(0);
    // The service area, what is included and how often, each column headed in every language.
    for (const shown of [table, sameSection(personalCare, table, servicePageIn("zh", "personal-care"))]) {
      expect(shown.columns).toHaveLength(3);
      expect(shown.columns.every((column) => column.trim() !== "")).toBe(true);
    }
    expect(table.rows.length).toBeGreaterThanOrEqual(3);
    for (const row of table.rows) {
      expect(row).toHaveLength(table.columns.length);
    }
    // The first three rows are the three categories above, in the same order.
    const categories = sectionAt(personalCare, "cards", "services").cards.map((c) => c.title);
    expect(table.rows.slice(0, 3).map((row) => row[0])).toEqual(categories);
  });
});

describe("Companionship", () => {
  it("has 4 services and a benefits list", () => {
    expect(sectionAt(companionship, "cards", "services").cards).toHaveLength(4);
    expect(sectionAt(companionship, "checklist", "benefits").items.length).toBeGreaterThan(0);
  });

  it("shows only the spec's statistics, each with the publication it comes from", () => {
    const stats = sectionAt(companionship, "stats", "statistics").stats;
    expect(stats.map((s) => s.number)).toEqual(["87,200", "100K+", "86%"]);
    expect(stats[0]?.label).toContain("2024");
    expect(stats[0]?.source).toBe("Ministry of Social and Family Development (2025)");
    expect(stats[1]?.label).toContain("2030");
    expect(stats[1]?.source).toBe("Ministry of Finance, Singapore Public Sector Outcomes Review (2024)");
    // HDB's survey asked residents aged 65 and over whether they planned to stay in their flat: the
    // label says whom it counts and what they plan, not that all seniors prefer ageing at home.
    expect(stats[2]?.label).toContain("HDB");
    expect(stats[2]?.label).toMatch(/\b65 and over\b/);
    expect(stats[2]?.label).toMatch(/\bflat\b/);
    expect(stats[2]?.source).toBe("HDB Sample Household Survey (2018)");
  });

  it("shows the same statistics in Chinese, each figure as Chinese writes it, with its source", () => {
    const stats = servicePageIn("zh", "companionship").sections.find((s) => s.kind === "stats")?.stats ?? [];
    expect(stats.map((s) => s.number)).toEqual(["8.72万", "10万+", "86%"]);
    expect(stats[0]?.label).toContain("2024年");
    expect(stats[0]?.source).toContain("2025年");
    expect(stats[1]?.label).toContain("2030年");
    expect(stats[1]?.source).toBe("财政部《新加坡公共部门成果报告》（2024年）");
    expect(stats[2]?.label).toContain("65岁及以上");
    expect(stats[2]?.label).toMatch(/组屋居民[^。]*组屋/);
    expect(stats[2]?.source).toBe("建屋发展局住户抽样调查（2018年）");
  });
});
