/**
 * /services/home-care-singapore, "Home Assisted Care" (docs/product.md, section 2, service detail pages):
 * 7 service cards, a 3-step journey, 5 FAQs and a testimonial. The words are in
 * app/content/<lang>/services/home-care-singapore.yaml.
 *
 * Sources: beyond the spec, one fact only: the Agency for Integrated Care (AIC) helps families
 * find care services and government financial schemes (FAQ on fees). Fees themselves are
 * not shown (docs/product.md, section 9). "Within 24 hours" is the spec's reply time for tour
 * requests (the shared fact replyHours).
 */
import { keys, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  slug: "home-care-singapore",
  name: wordIn("service-names", "home-care-singapore"),
  theme: "default",
  sharedFrame: true,
  hero: {
    intro: keys("stayAtHome", "caregiverVisits"),
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: keys("freeConsultation", "flexibleHours", "carePlan"),
  },
  sections: [
    { kind: "prose", id: "about-home-care", paragraphs: keys("whatItIs", "whoItSuits") },
    {
      kind: "cards",
      id: "services",
      columns: 3,
      cards: [
        { key: "personalCare", icon: "hand-heart" },
        { key: "meals", icon: "utensils" },
        { key: "medicineReminders", icon: "pill" },
        { key: "housekeeping", icon: "home" },
        { key: "movingSafely", icon: "accessibility" },
        { key: "company", icon: "smile" },
        { key: "errands", icon: "calendar" },
      ],
    },
    { kind: "steps", id: "how-it-works", steps: keys("talkToUs", "planTogether", "careBegins") },
    // The fees answer (cost): AIC helps families find care services and government financial schemes (aic.sg).
    { kind: "faq", id: "faq", items: keys("whoFor", "hours", "sameCaregiver", "medicines", "cost") },
    { kind: "testimonials", id: "testimonials", items: [{ key: "ownFlat", name: "L.K.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
});
