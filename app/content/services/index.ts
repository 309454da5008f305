/**
 * The service detail pages, keyed by slug, in the order of the site's route table. Adding a
 * page: write its content module, add one line here and one route line in app/routes.ts. The
 * site map, the sitemap, the browser tests' URL lists and the breadcrumbs all follow this index.
 *
 * Each entry loads its module on demand: the route's loader reads one page at build time, and
 * a module that only needs the slugs (the prerender list, the tests) loads none of the copy.
 */
import type { ServicePage } from "./types";

export const servicePages = {
  "home-care-singapore": () => import("./home-care-singapore").then((m) => m.homeCareSingapore),
  "overnight-care": () => import("./overnight-care").then((m) => m.overnightCare),
  "personal-care": () => import("./personal-care").then((m) => m.personalCare),
  companionship: () => import("./companionship").then((m) => m.companionship),
  "medical-escort": () => import("./medical-escort").then((m) => m.medicalEscort),
  "cancer-care": () => import("./cancer-care").then((m) => m.cancerCare),
  "dementia-care": () => import("./dementia-care").then((m) => m.dementiaCare),
  "copd-care": () => import("./copd-care").then((m) => m.copdCare),
  "diabetes-care": () => import("./diabetes-care").then((m) => m.diabetesCare),
  "palliative-care": () => import("./palliative-care").then((m) => m.palliativeCare),
  "live-in-care": () => import("./live-in-care").then((m) => m.liveInCare),
  "home-therapy": () => import("./home-therapy").then((m) => m.homeTherapy),
  "nursing-procedure": () => import("./nursing-procedure").then((m) => m.nursingProcedure),
} satisfies Record<string, () => Promise<ServicePage>>;

/** The page for `slug`, or undefined when there is none. */
export async function loadServicePage(slug: string): Promise<ServicePage | undefined> {
  return Object.hasOwn(servicePages, slug) ? servicePages[slug as keyof typeof servicePages]() : undefined;
}
