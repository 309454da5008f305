/**
 * /services/personal-care (docs/product.md, section 2, service detail pages): 3 categories with service
 * lists, 6 benefits, a summary table and a testimonial. The words are in
 * app/content/<lang>/services/personal-care.yaml.
 *
 * Sources: no health facts beyond the spec; the page describes the service only.
 * "Within 24 hours" is the spec's reply time for tour requests (the shared fact replyHours).
 */
import { wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  slug: "personal-care",
  name: wordIn("service-names", "personal-care"),
  theme: "default",
  sharedFrame: true,
  hero: { actions: [freeCareConsultation, chatOnWhatsApp] },
  sections: [
    { kind: "cards", id: "services", columns: 3, cards: [{ icon: "sparkles" }, { icon: "hand-heart" }, { icon: "accessibility" }] },
    {
      kind: "cards",
      id: "benefits",
      columns: 3,
      cards: [
        { icon: "shield-check" },
        { icon: "home" },
        { icon: "badge-check" },
        { icon: "sun" },
        { icon: "clock" },
        { icon: "heart-handshake" },
      ],
    },
    { kind: "table", id: "summary" },
    { kind: "testimonials", id: "testimonials", items: [{ name: "A.N.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
});
