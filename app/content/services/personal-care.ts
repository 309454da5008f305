/**
 * /services/personal-care (docs/product.md, section 2, service detail pages): 3 categories with service
 * lists, 6 benefits, a summary table and a testimonial. The words are in
 * app/content/<lang>/services/personal-care.yaml.
 *
 * Sources: no health facts beyond the spec; the page describes the service only.
 * "Within 24 hours" is the spec's reply time for tour requests (the shared fact replyHours).
 */
import { keys, row, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { servicePage } from "./types";

/** The summary table's columns, in order. */
const SUMMARY_COLUMNS = ["area", "included", "frequency"] as const;

export const structure = servicePage({
  slug: "personal-care",
  name: wordIn("service-names", "personal-care"),
  theme: "default",
  sharedFrame: true,
  hero: {
    intro: keys("gentleHelp", "whatWeHelpWith"),
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: keys("freeConsultation", "wishesFirst", "morningOrEvening"),
  },
  sections: [
    {
      kind: "cards",
      id: "services",
      columns: 3,
      cards: [
        { key: "bathing", icon: "sparkles", items: keys("shower", "hair", "shavingAndMouth", "dentures") },
        { key: "dressing", icon: "hand-heart", items: keys("clothes", "toilet", "pads", "bedding") },
        { key: "moving", icon: "accessibility", items: keys("bedAndChair", "walking", "mealtimes", "medicines") },
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      columns: 3,
      cards: [
        { key: "dignity", icon: "shield-check" },
        { key: "comfortOfHome", icon: "home" },
        { key: "saferRoutine", icon: "badge-check" },
        { key: "independence", icon: "sun" },
        { key: "fitsTheDay", icon: "clock" },
        { key: "familySupport", icon: "heart-handshake" },
      ],
    },
    {
      kind: "table",
      id: "summary",
      columns: keys(...SUMMARY_COLUMNS),
      // The first three rows are the three cards of "services", in the same order.
      rows: [
        row("bathing", SUMMARY_COLUMNS),
        row("dressing", SUMMARY_COLUMNS),
        row("moving", SUMMARY_COLUMNS),
        row("planReview", SUMMARY_COLUMNS),
      ],
    },
    { kind: "testimonials", id: "testimonials", items: [{ key: "bathingHelp", name: "A.N.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
});
