/**
 * /services/overnight-care (service detail page): 4 service cards, family tips, a list of 8 common
 * conditions and a testimonial. The words are in app/content/<lang>/services/overnight-care.yaml.
 *
 * Sources: the night-time safety tips (a night light on the way to the toilet, a clear and dry
 * floor) follow fall-prevention advice for older adults from HealthHub (Health Promotion Board).
 * The WHO "Falls" fact sheet says only, in general, that home hazards are a risk factor and that
 * checking the home and changing it helps prevent falls; it does not give these two tips, so they
 * are not attributed to the WHO (checked on 23 November 2026). The 8 conditions are the situations
 * the service is offered for, not health claims. "Within 24 hours" is the spec's reply time for
 * tour requests (the shared fact replyHours).
 */
import { wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  slug: "overnight-care",
  name: wordIn("service-names", "overnight-care"),
  theme: "default",
  sharedFrame: true,
  hero: { actions: [freeCareConsultation, chatOnWhatsApp] },
  sections: [
    { kind: "prose", id: "why-overnight-care" },
    {
      kind: "cards",
      id: "services",
      columns: 2,
      cards: [{ icon: "moon" }, { icon: "hand-heart" }, { icon: "heart-handshake" }, { icon: "shield-check" }],
    },
    { kind: "checklist", id: "conditions" },
    // The third and fourth tips (a night light, a clear and dry floor): HealthHub (HPB) fall-prevention
    // advice, good lighting and a safe path at night.
    { kind: "checklist", id: "family-tips" },
    { kind: "testimonials", id: "testimonials", items: [{ name: "S.R.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
});
