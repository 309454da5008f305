// Pins the health content corrections: each test reads the content the way a visitor meets it and
// fails if a correction is undone. The sources for each fact are named in the content modules.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type CatalogName, contentFor } from "~/i18n/content.server";
import { langs } from "~/i18n/languages";
import { catalogNames } from "~/i18n/words.server";
import { walkFiles } from "../../scripts/lib/files.mjs";
import { cancerCare } from "./services/cancer-care";
import { dementiaCare } from "./services/dementia-care";
import { diabetesCare } from "./services/diabetes-care";
import type { ServicePage } from "./services/types";
import { section } from "./services/test-helpers";
import type { Testimonial } from "./types";

/**
 * Every English content module under app/content (tests excluded), loaded as the site loads it.
 * Translations (app/content/<lang>/) are held to these modules by app/i18n/translations.test.ts.
 * A module whose words are in a catalog is read composed, its English words in place.
 */
const modules: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(
    Object.entries(import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true })).filter(
      ([file]) => !langs.some((lang) => lang !== "en" && file.startsWith(`./${lang}/`)),
    ),
  ),
  ...Object.fromEntries(catalogNames().map((name) => [`./${name}.ts`, { content: contentFor("en", name as CatalogName) }])),
};

/** Every string in a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every object in a value that has the shape of a testimonial. */
function testimonials(value: unknown, seen = new Set<unknown>()): Testimonial[] {
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  const children = (Array.isArray(value) ? value : Object.values(value)).flatMap((child) => testimonials(child, seen));
  const item = value as Partial<Testimonial>;
  const isTestimonial =
    typeof item.name === "string" && typeof item.role === "string" && typeof item.content === "string" && typeof item.rating === "number";
  return isTestimonial ? [item as Testimonial, ...children] : children;
}

/** The service pages, once each even if a module re-exports them. */
const servicePages = [
  ...new Map(
    Object.values(modules)
      .flatMap((module) => Object.values(module))
      .filter((value): value is ServicePage =>
        Boolean(value && typeof value === "object" && "slug" in value && "sections" in value && "hero" in value),
      )
      .map((page) => [page.slug, page]),
  ).values(),
];

describe("the content modules this file reads", () => {
  it("include all fourteen service pages", () => {
    expect(servicePages).toHaveLength(14);
  });
});

describe("diabetes plate", () => {
  const eatWell = section(diabetesCare, "cards", "Prevention & Management Strategies").cards.find((card) => card.title === "Eat Well");
  const items = eatWell?.items ?? [];

  it("fills half the plate with non-starchy vegetables, not with fruit and vegetables", () => {
    expect(items.some((item) => /half the plate with non-starchy vegetables/i.test(item))).toBe(true);
    expect(strings(diabetesCare).some((text) => /half (the|your) plate with fruit/i.test(text))).toBe(false);
  });

  it("counts fruit as carbohydrate", () => {
    expect(items.some((item) => /fruit as carbohydrate/i.test(item))).toBe(true);
  });

  it("keeps the card's four points", () => {
    expect(items).toHaveLength(4);
  });
});

/**
 * Each string with the text near it: a string directly in an object (a card's title and
 * description) sits with that object's other strings; a list item stands alone.
 */
function stringsInContext(value: unknown): { text: string; near: string }[] {
  if (Array.isArray(value)) {
    return value.flatMap((child) => (typeof child === "string" ? [{ text: child, near: child }] : stringsInContext(child)));
  }
  if (value && typeof value === "object") {
    const own = Object.values(value).filter((child): child is string => typeof child === "string");
    return [
      ...own.map((text) => ({ text, near: own.join(" ") })),
      ...Object.values(value).flatMap((child) => (typeof child === "string" ? [] : stringsInContext(child))),
    ];
  }
  return typeof value === "string" ? [{ text: value, near: value }] : [];
}

/** Oxygen at home means oxygen therapy; a reading of the oxygen level with a finger clip does not. */
function mentionsHomeOxygen(text: string) {
  return /oxygen/i.test(text) && !/oxygen level/i.test(text);
}

/** The fire safety advice: no smoking, and no gas stoves, candles or joss sticks near the oxygen. */
function hasFireSafety(text: string) {
  return /no smoking/i.test(text) && /gas stoves/i.test(text) && /candles/i.test(text) && /joss sticks/i.test(text);
}

/** Initials compared without spaces: "S. K." and "S.K." are the same person. */
function initials(name: string) {
  return name.replace(/\s+/g, "");
}

describe("home oxygen fire safety", () => {
  const all = Object.values(modules).flatMap(stringsInContext);

  it("is mentioned where oxygen at home is (COPD, palliative and nursing pages)", () => {
    const slugs = servicePages
      .filter((page) => strings(page).some(mentionsHomeOxygen))
      .map((page) => page.slug)
      .toSorted();
    expect(slugs).toEqual(["copd-care", "nursing-procedure", "palliative-care"]);
  });

  it("sits beside every content string that mentions oxygen at home (same list item, or same card)", () => {
    const mentions = all.filter(({ text }) => mentionsHomeOxygen(text));
    expect(mentions.length).toBeGreaterThanOrEqual(5);
    expect(mentions.filter(({ near }) => !hasFireSafety(near)).map(({ text }) => text)).toEqual([]);
  });
});

describe("cancer screening", () => {
  const table = section(cancerCare, "table", "Cancer screening guidelines");
  const row = (cancer: string) => table.rows.find((cells) => cells[0] === cancer) ?? [];

  it("keeps the product's figures and says mammograms at 40-49 follow a talk with a doctor", () => {
    const breast = row("Breast cancer").join(" ");
    expect(breast).toMatch(/every year at ages 40-49, after talking it through with a doctor/);
    expect(breast).toContain("every 2 years at ages 50-69");
  });

  it("gives the HPV test from 30 to 69, after the Pap test at 25-29", () => {
    const cervical = row("Cervical cancer").join(" ");
    expect(cervical).toContain("Pap test every 3 years at ages 25-29");
    expect(cervical).toContain("HPV test every 5 years from age 30 to 69");
  });

  it("says a doctor can advise whether screening still helps after 75", () => {
    expect(table.note).toMatch(/75, a doctor can advise whether screening still helps/);
  });

  it("keeps three rows", () => {
    expect(table.rows).toHaveLength(3);
  });
});

describe("dementia stages", () => {
  it("says stages 1-3 come before a dementia diagnosis, and keeps the seven stages", () => {
    const stages = section(dementiaCare, "table", "The 7 stages of dementia");
    expect(stages.intro).toMatch(/Stages 1 to 3 come before a diagnosis of dementia/);
    expect(stages.rows).toHaveLength(7);
  });
});

describe("WHO attributions", () => {
  it("on the dementia page, credit the WHO only with what it advises", () => {
    const intro = section(dementiaCare, "cards", "Lowering the risk of dementia").intro ?? "";
    expect(intro).toMatch(/World Health Organization advises staying active, not smoking, drinking less alcohol, eating well/);
    // The WHO does not advise hobbies or mood care as prevention: they must not sit under its advice.
    expect(intro).not.toMatch(/advises that healthy habits/);
  });

  it("on the palliative page, credit the WHO with percentages only", () => {
    const conditions = servicePages.find((page) => page.slug === "palliative-care");
    const intro = conditions ? section(conditions, "details", "Conditions We Support").intro : "";
    expect(intro).toMatch(/percentage on a card .* World Health Organization/);
  });
});

describe("strength and balance for over-65s", () => {
  // Every card that advises staying active (diabetes prevention, dementia risk) adds the Singapore
  // Physical Activity Guidelines' muscle-strengthening and balance activities for older adults.
  const activeCards = servicePages.flatMap((page) =>
    page.sections.flatMap((s) => (s.kind === "cards" ? s.cards.filter((card) => /^stay active$/i.test(card.title)) : [])),
  );

  it("is advised on both cards that advise activity", () => {
    expect(activeCards).toHaveLength(2);
    for (const card of activeCards) {
      const text = strings(card).join(" ");
      expect(text).toMatch(/over 65/i);
      expect(text).toMatch(/strengthen the muscles on 2 or more days a week/);
      expect(text).toMatch(/balance and strength activities such as tai chi on at least 3 days/);
    }
  });

  it("keeps the product's daily 30 minutes on the diabetes page", () => {
    const strategies = section(diabetesCare, "cards", "Prevention & Management Strategies");
    expect(strategies.cards.flatMap((card) => card.items ?? [])).toContain("At least 30 minutes of moderate activity daily");
  });
});

describe("units", () => {
  it("writes mg/dL, never mg/dl, mgdl or mg/DL, anywhere in app/content", () => {
    const sources = [...walkFiles("app/content")].filter((path) => !/\.test\.tsx?$/.test(path));
    expect(sources.length).toBeGreaterThan(20);
    const wrong = sources.flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/mg\s*\/?\s*d[l]\b/gi)]
        .filter((match) => match[0] !== "mg/dL")
        .map((match) => `${path}: ${match[0]}`),
    );
    expect(wrong).toEqual([]);
  });

  it("uses mg/dL in the diabetes ranges", () => {
    const table = section(diabetesCare, "table", "Diagnosis & Monitoring");
    expect(table.rows.flat().filter((cell) => cell.includes("mg/dL"))).toHaveLength(6);
  });
});

describe("sample testimonials", () => {
  const all = Object.values(modules).flatMap((module) => testimonials(module));

  it("are found in the content (one or more on every service page)", () => {
    expect(all.length).toBeGreaterThanOrEqual(servicePages.length);
  });

  it("never reuse the same initials with a different relationship", () => {
    const roles = new Map<string, Set<string>>();
    for (const item of all) {
      const key = initials(item.name);
      roles.set(key, (roles.get(key) ?? new Set()).add(item.role));
    }
    const clashes = [...roles].filter(([, set]) => set.size > 1).map(([name, set]) => `${name}: ${[...set].join(" / ")}`);
    expect(clashes).toEqual([]);
  });
});
