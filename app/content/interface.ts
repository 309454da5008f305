/**
 * The shared structure of the interface words every page shows (app/content/<lang>/interface.yaml):
 * the header's and footer's links, the places of the sentences the pages complete as they run, and
 * the 404 page's picture. dictionary.server.ts makes each language's dictionary from it.
 */
import { template, wordIn } from "~/i18n/markers";
import { sharedFacts } from "./facts";
import { illustration } from "./illustrations";
import { safetyFacts, safetyNotes } from "./safety";
import type { ServiceSlug } from "./services/slugs";

/** A link to a service page, named by the service's one name. */
const service = <const S extends ServiceSlug>(slug: S) => ({ label: wordIn("service-names", slug), to: `/services/${slug}` as const });

export const structure = {
  hours: {
    range: template("from", "to"),
    listRange: template("from", "to"),
    withHolidays: template("days"),
    listEntry: template("days", "times"),
  },
  // The header's links (docs/product.md, section 2, "Shared header").
  headerLinks: [
    { to: "/about" },
    { to: "/services" },
    { to: "/locations" },
    { to: "/testimonials" },
    { to: "/blog" },
    { to: "/faq" },
    { to: "/contact" },
  ],
  // The footer's groups (docs/product.md, section 2, "Shared footer"), then the pages that help a
  // family decide: they are not in the header, which keeps to the main sections so it fits a phone.
  footerGroups: [
    { links: [service("personal-care"), service("companionship"), service("medical-escort"), service("overnight-care")] },
    { links: [service("cancer-care"), service("dementia-care"), service("diabetes-care"), service("palliative-care")] },
    { links: [{ to: "/about" }, { to: "/services" }, { to: "/blog" }, { to: "/contact" }] },
    { links: [{ to: "/care-guide" }, { to: "/costs" }, { to: "/our-caregivers" }] },
  ],
  sectionLabels: {
    rating: template("stars", "maxStars"),
    step: template("number"),
  },
  /**
   * When to call an ambulance, and when to see a doctor first (the care guide and the health pages):
   * each note's lines in order, and the figures they name (safety.ts, with the sources). The number is
   * also the address of the link that dials it.
   */
  safety: { emergencyNumber: sharedFacts.emergencyNumber, facts: safetyFacts, notes: safetyNotes },
  choosingCare: { links: [{ to: "/costs" }, { to: "/care-guide" }] },
  notFoundPage: { code: "404", image: illustration("notFound") },
} as const;
