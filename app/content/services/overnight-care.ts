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
import { keys, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  slug: "overnight-care",
  name: wordIn("service-names", "overnight-care"),
  theme: "default",
  sharedFrame: true,
  hero: {
    intro: keys("hardNights", "caregiverStays"),
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: keys("freeConsultation", "chosenNights", "morningUpdate"),
  },
  sections: [
    { kind: "prose", id: "why-overnight-care", paragraphs: keys("hardAtNight", "brokenSleep") },
    {
      kind: "cards",
      id: "services",
      columns: 2,
      cards: [
        { key: "bedtime", icon: "moon" },
        { key: "toilet", icon: "hand-heart" },
        { key: "comfort", icon: "heart-handshake" },
        { key: "safety", icon: "shield-check" },
      ],
    },
    {
      kind: "checklist",
      id: "conditions",
      items: keys("dementia", "parkinsons", "stroke", "surgery", "fallRisk", "incontinence", "breathing", "seriousIllness"),
    },
    {
      kind: "checklist",
      id: "family-tips",
      // The night light and the clear, dry floor: HealthHub (HPB) fall-prevention advice, good
      // lighting and a safe path at night.
      items: keys("bedtimeRoutine", "medicineList", "nightLight", "clearFloor", "emergencyNumbers", "tellUs", "rest"),
    },
    { kind: "testimonials", id: "testimonials", items: [{ key: "sleepAgain", name: "S.R.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
});
