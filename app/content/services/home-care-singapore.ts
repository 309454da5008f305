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
import { wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  slug: "home-care-singapore",
  name: wordIn("service-names", "home-care-singapore"),
  theme: "default",
  sharedFrame: true,
  hero: { actions: [freeCareConsultation, chatOnWhatsApp] },
  sections: [
    { kind: "prose", id: "about-home-care" },
    {
      kind: "cards",
      id: "services",
      columns: 3,
      cards: [
        { icon: "hand-heart" },
        { icon: "utensils" },
        { icon: "pill" },
        { icon: "home" },
        { icon: "accessibility" },
        { icon: "smile" },
        { icon: "calendar" },
      ],
    },
    { kind: "steps", id: "how-it-works" },
    // The fees answer: AIC helps families find care services and government financial schemes (aic.sg).
    { kind: "faq", id: "faq" },
    { kind: "testimonials", id: "testimonials", items: [{ name: "L.K.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
});
