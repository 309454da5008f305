// Rules every service page keeps; the group test files pin each page's own counts and constants.
import { describe, expect, it } from "vitest";
import { serviceSlugs } from "./slugs";
import { servicePageIn } from "./test-helpers";
import type { ServicePage } from "./types";

// Each page as its route loader gives it: from its catalog, or from its module until it has one.
const pages: ServicePage[] = await Promise.all(serviceSlugs.map((slug) => servicePageIn("en", slug)));

/** The fourteen pages of the site's route table, in its order. */
const specSlugs = [
  "home-care-singapore",
  "overnight-care",
  "personal-care",
  "companionship",
  "medical-escort",
  "cancer-care",
  "dementia-care",
  "copd-care",
  "diabetes-care",
  "palliative-care",
  "respite-care",
  "live-in-care",
  "home-therapy",
  "nursing-procedure",
];

describe("all service pages", () => {
  it("include the spec's pages, in its order", () => {
    expect(serviceSlugs.filter((slug) => specSlugs.includes(slug))).toEqual(specSlugs);
  });

  it("are each filed under their own slug", () => {
    expect(pages.map((page) => page.slug)).toEqual(serviceSlugs);
  });

  it("have unique titles", () => {
    const titles = pages.map((page) => page.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(pages)("$slug carries one section of sample testimonials: 5 stars, initials only", (page) => {
    const sections = page.sections.filter((section) => section.kind === "testimonials");
    expect(sections).toHaveLength(1);
    const items = sections.flatMap((section) => section.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.rating).toBe(5);
      expect(item.sample).toBe(true);
      // Initials only, never an invented full name.
      expect(item.name).toMatch(/^([A-Z]\. ?)+$/);
    }
  });

  it("keep the shared frame, except COPD", () => {
    expect(pages.filter((page) => !page.sharedFrame).map((page) => page.slug)).toEqual(["copd-care"]);
  });

  it("mark exactly the five educational pages as reviewed", () => {
    expect(pages.filter((page) => page.review).map((page) => page.slug)).toEqual([
      "cancer-care",
      "dementia-care",
      "copd-care",
      "diabetes-care",
      "palliative-care",
    ]);
  });
});
