/**
 * Shape of the fourteen service detail pages (docs/product.md, section 2, "Service detail pages").
 * Each page is one module of typed data; components/sections/service-sections.tsx draws every
 * section kind, so pages share their sections instead of copying them.
 */
import type { Fact } from "~/i18n/composed";
import type { Figure, Keys, WordRef } from "~/i18n/markers";
import type { Action, FeatureCard, IconName, ImageSlot, Statistic, Step, Testimonial } from "../types";
import type { SafetyNoteKind } from "../safety";
import type { ServiceSlug } from "./slugs";

/** Colour theme of a page: the green diabetes page and the purple palliative page. */
type ServiceTheme = "default" | "green" | "purple";

/** A card that may carry a figure (e.g. "34%") and several titled lists. */
export interface DetailCard {
  icon?: IconName;
  title: string;
  /** A short figure shown large on the card, e.g. a share of patients. */
  figure?: string;
  description?: string;
  /** Titled lists, e.g. "Key characteristics", "Common symptoms", "Management". */
  lists?: { title: string; items: string[]; ordered?: boolean }[];
  /** A closing line in bold, e.g. "Our approach: ...". */
  note?: { label: string; text: string };
}

export type ServiceSection =
  /** Cards with an icon, a title, a description and an optional bulleted list. */
  | { kind: "cards"; id?: string; title: string; intro?: string; cards: FeatureCard[]; columns?: 2 | 3 | 4 }
  /** Cards with figures and titled lists (stages, conditions, techniques, types). */
  | { kind: "details"; id?: string; title: string; intro?: string; cards: DetailCard[]; columns?: 2 | 3 | 4 }
  /** Numbered steps: a care journey, a process. */
  | { kind: "steps"; id?: string; title: string; intro?: string; steps: Step[] }
  /** A checklist of short items (included services, family tips, conditions). */
  | { kind: "checklist"; id?: string; title: string; intro?: string; items: string[] }
  /** Questions and answers, shown as an accordion. */
  | { kind: "faq"; id?: string; title: string; intro?: string; items: { question: string; answer: string }[] }
  /** Figures shown large. */
  | { kind: "stats"; id?: string; title: string; intro?: string; stats: Statistic[] }
  /** Paragraphs of text. */
  | { kind: "prose"; id?: string; title: string; paragraphs: string[] }
  /**
   * A real table: a caption, column headers, and rows whose first cell heads the row.
   * Use it for tabular information (stages, ranges, schedules, options, comparisons).
   */
  | { kind: "table"; id?: string; title: string; intro?: string; caption: string; columns: string[]; rows: string[][]; note?: string }
  /** One or more testimonials with their star ratings. */
  | { kind: "testimonials"; id?: string; title: string; items: Testimonial[] };

export interface ServicePage {
  /** Path under /services, e.g. "respite-care". */
  slug: string;
  /** Short name, e.g. "Respite Care" (structured data, links). */
  name: string;
  /** The <title> and meta description (50-160 characters). */
  meta: { title: string; description: string };
  theme: ServiceTheme;
  /** false: the page draws its own header and footer instead of the shared ones (COPD). */
  sharedFrame: boolean;
  /** A "Back to Services" link above the hero. */
  backLink?: { label: string; to: string };
  hero: {
    /** Small label in a pill above the h1. */
    badge?: string;
    eyebrow?: string;
    /** The page's h1. */
    title: string;
    intro: string[];
    image?: ImageSlot;
    /** Usually: the schedule or consultation action, then WhatsApp. */
    actions: Action[];
    /** Short reassurance points under the actions. */
    points?: string[];
  };
  sections: ServiceSection[];
  cta: { title: string; text: string; actions: Action[] };
  /**
   * Present on the five educational pages (cancer, dementia, COPD, diabetes, palliative): they
   * carry a "general information, not medical advice" note and this last-reviewed date.
   */
  review?: { lastReviewed: string; lastReviewedIso: string; sources: { name: string; url: string }[] };
  /**
   * The safety note's own lines, on a health page whose condition changes what to do in an emergency
   * (content/safety.ts: the palliative, cancer and dementia pages); the others show the general note.
   */
  safetyNote?: SafetyNoteKind;
}

/** A call to action in a page's structure: its kind and where it leads; the label is in the words, or shared. */
type ActionStructure = { key?: string } & (
  { kind: "link"; to: `/${string}`; label?: WordRef } | { kind: "consultation" | "whatsapp" | "phone"; label?: WordRef }
);

/** What a service page's structure holds: everything but its words (see `servicePage`). */
export interface ServiceStructure {
  facts?: Record<string, Fact>;
  slug: ServiceSlug;
  name: WordRef;
  theme: ServiceTheme;
  sharedFrame: boolean;
  backLink?: { to: `/${string}` };
  hero: { image?: unknown; intro?: Keys; points?: Keys; actions: readonly ActionStructure[] };
  sections: readonly ({ kind: ServiceSection["kind"]; id?: string } & Record<string, unknown>)[];
  cta: { actions: readonly ActionStructure[] };
  review?: { lastReviewed: Figure; lastReviewedIso: string; sources: readonly { url: string }[] };
  safetyNote?: SafetyNoteKind;
}

/**
 * A service page's shared structure, its types kept exact: the page's words, in
 * app/content/<lang>/services/<slug>.yaml, fill in the rest.
 */
export function servicePage<const S extends ServiceStructure>(structure: S): S {
  return structure;
}
