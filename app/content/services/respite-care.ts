/**
 * /services/respite-care (docs/product.md, section 2, shared layout of the respite, live-in, home therapy
 * and nursing pages; constants in section 9): options Short-Term 2-8 hours (minimum 2-hour
 * blocks, same-day availability), Overnight 8-12 hours, Extended 1-7 days; 10 included
 * services; 4 benefits; 3-step how it works. The words are in app/content/<lang>/services/respite-care.yaml.
 *
 * Sources: Agency for Integrated Care (AIC), "Getting Respite"
 * (https://www.aic.sg/caregiving/Getting%20Respite): caregivers need regular breaks to keep caring well.
 */
import { wordIn } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  // The respite options' lengths are shared facts (content/facts.ts): /services and the FAQ give them too.
  slug: "respite-care",
  name: wordIn("service-names", "respite-care"),
  theme: "default",
  sharedFrame: true,
  hero: { actions: [{ kind: "consultation" }, chatOnWhatsApp] },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      columns: 4,
      cards: [{ icon: "leaf" }, { icon: "shield-check" }, { icon: "heart-handshake" }, { icon: "calendar" }],
    },
    { kind: "table", id: "options" },
    { kind: "checklist", id: "included" },
    {
      kind: "testimonials",
      id: "testimonials",
      items: [
        { name: "S.T.", rating: 5, sample: true },
        { name: "D.W.", rating: 5, sample: true },
      ],
    },
    { kind: "steps", id: "how-it-works" },
  ],
  cta: { actions: [{ kind: "consultation" }, callUs] },
});
