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

/** A link to another page, named by its key in the catalogs. */
const page = <const K extends string, const T extends `/${string}`>(key: K, to: T) => ({ key, to });

export const structure = {
  site: {
    /** A page's title in search results and link previews: "{title} | {business}". */
    pageTitle: template("title"),
    /** A label and what it labels, as one line ("Support hours: …"): the language's colon and order. */
    labelled: template("label", "text"),
  },
  hours: {
    range: template("from", "to"),
    listRange: template("from", "to"),
    withHolidays: template("days"),
    listEntry: template("days", "times"),
  },
  // The header's links (docs/product.md, section 2, "Shared header").
  headerLinks: [
    page("about", "/about"),
    page("services", "/services"),
    page("locations", "/locations"),
    page("testimonials", "/testimonials"),
    page("blog", "/blog"),
    page("faq", "/faq"),
    page("contact", "/contact"),
  ],
  // The footer's groups (docs/product.md, section 2, "Shared footer"), then the pages that help a
  // family decide: they are not in the header, which keeps to the main sections so it fits a phone.
  footerGroups: [
    {
      key: "coreServices",
      links: [service("personal-care"), service("companionship"), service("medical-escort"), service("overnight-care")],
    },
    {
      key: "specialisedCare",
      links: [service("cancer-care"), service("dementia-care"), service("diabetes-care"), service("palliative-care")],
    },
    { key: "company", links: [page("about", "/about"), page("services", "/services"), page("blog", "/blog"), page("contact", "/contact")] },
    { key: "choosingCare", links: [page("careGuide", "/care-guide"), page("costs", "/costs"), page("ourCaregivers", "/our-caregivers")] },
  ],
  form: {
    errorSummary: { fieldError: template("message") },
  },
  sectionLabels: {
    rating: template("stars", "maxStars"),
    stepTitle: template("number", "title"),
    statSource: template("source"),
    reviewNote: { text: template("date") },
  },
  /**
   * When to call an ambulance, and when to see a doctor first (the care guide and the health pages):
   * each note's lines in order, and the figures they name (safety.ts, with the sources). The number is
   * also the address of the link that dials it.
   */
  safety: { emergencyNumber: sharedFacts.emergencyNumber, facts: safetyFacts, notes: safetyNotes },
  choosingCare: { links: [page("costs", "/costs"), page("careGuide", "/care-guide")] },
  notFoundPage: { code: "404", image: illustration("notFound") },
} as const;
