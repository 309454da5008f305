/**
 * /services/medical-escort (docs/product.md, section 2, "Service detail pages"): a 9-item service list,
 * 4 cards, 6 FAQs, a testimonial and a closing call to action. The booking notice of 24-48 hours
 * is the spec's constant (section 9; the shared facts escortNoticeFrom and escortNoticeTo). The
 * words are in app/content/<lang>/services/medical-escort.yaml.
 *
 * Sources: none needed. This page describes the service only and states no health facts.
 */
import { wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  slug: "medical-escort",
  name: wordIn("service-names", "medical-escort"),
  theme: "default",
  sharedFrame: true,
  hero: { actions: [freeCareConsultation, chatOnWhatsApp] },
  sections: [
    { kind: "cards", columns: 4, cards: [{ icon: "stethoscope" }, { icon: "hospital" }, { icon: "calendar" }, { icon: "home" }] },
    { kind: "checklist" },
    { kind: "steps" },
    { kind: "faq" },
    { kind: "testimonials", items: [{ name: "S.L.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
});
