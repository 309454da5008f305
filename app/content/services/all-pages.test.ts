// Rules every service page keeps; the group test files pin each page's own counts and constants.
import { describe, expect, it } from "vitest";
import { cancerCare } from "./cancer-care";
import { companionship } from "./companionship";
import { copdCare } from "./copd-care";
import { dementiaCare } from "./dementia-care";
import { diabetesCare } from "./diabetes-care";
import { homeCareSingapore } from "./home-care-singapore";
import { homeTherapy } from "./home-therapy";
import { liveInCare } from "./live-in-care";
import { medicalEscort } from "./medical-escort";
import { nursingProcedure } from "./nursing-procedure";
import { overnightCare } from "./overnight-care";
import { palliativeCare } from "./palliative-care";
import { personalCare } from "./personal-care";
import { respiteCare } from "./respite-care";
import { serviceSlugs } from "./slugs";
import type { ServicePage } from "./types";

const pages: ServicePage[] = [
  homeCareSingapore,
  overnightCare,
  personalCare,
  companionship,
  medicalEscort,
  cancerCare,
  dementiaCare,
  copdCare,
  diabetesCare,
  palliativeCare,
  respiteCare,
  liveInCare,
  homeTherapy,
  nursingProcedure,
];

describe("all fourteen service pages", () => {
  it("are the spec's pages, in its order", () => {
    expect(pages.map((page) => page.slug)).toEqual([...serviceSlugs]);
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
