/**
 * /services/respite-care (docs/product.md, section 2, shared layout of the respite, live-in, home therapy
 * and nursing pages; constants in section 9): options Short-Term 2-8 hours (minimum 2-hour
 * blocks, same-day availability), Overnight 8-12 hours, Extended 1-7 days; 10 included
 * services; 4 benefits; 3-step how it works. The words are in app/content/<lang>/services/respite-care.yaml.
 *
 * Sources: Agency for Integrated Care (AIC), "Getting Respite"
 * (https://www.aic.sg/caregiving/Getting%20Respite): caregivers need regular breaks to keep caring well.
 */
import { keys, row, wordIn } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "../actions";
import { servicePage } from "./types";

/** The options table's columns, in order. */
const OPTION_COLUMNS = ["option", "duration", "goodFor", "includes"] as const;

export const structure = servicePage({
  // The respite options' lengths are shared facts (content/facts.ts): /services and the FAQ give them too.
  slug: "respite-care",
  name: wordIn("service-names", "respite-care"),
  theme: "default",
  sharedFrame: true,
  hero: {
    intro: keys("break", "steppingIn"),
    actions: [{ key: "schedule", kind: "consultation" }, chatOnWhatsApp],
    points: keys("length", "atHome", "freeConsultation"),
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      columns: 4,
      cards: [
        { key: "rest", icon: "leaf" },
        { key: "steadyCare", icon: "shield-check" },
        { key: "company", icon: "heart-handshake" },
        { key: "busyTimes", icon: "calendar" },
      ],
    },
    {
      kind: "table",
      id: "options",
      columns: keys(...OPTION_COLUMNS),
      rows: [row("shortTerm", OPTION_COLUMNS), row("overnight", OPTION_COLUMNS), row("extended", OPTION_COLUMNS)],
    },
    {
      kind: "checklist",
      id: "included",
      items: keys("bathing", "toileting", "meals", "medicines", "walking", "company", "exercise", "tidying", "routine", "familyUpdate"),
    },
    {
      kind: "testimonials",
      id: "testimonials",
      items: [
        { key: "nightsRest", name: "S.T.", rating: 5, sample: true },
        { key: "familyWedding", name: "D.W.", rating: 5, sample: true },
      ],
    },
    { kind: "steps", id: "how-it-works", steps: keys("tellUs", "planAndMatch", "takeBreak") },
  ],
  cta: { actions: [{ key: "schedule", kind: "consultation" }, callUs] },
});
