/**
 * /services/medical-escort (docs/product.md, section 2, "Service detail pages"): a 9-item service list,
 * 4 cards, 6 FAQs, a testimonial and a closing call to action. The booking notice of 24-48 hours
 * is the spec's constant (section 9; the shared facts escortNoticeFrom and escortNoticeTo). The
 * words are in app/content/<lang>/services/medical-escort.yaml.
 *
 * Sources: none needed. This page describes the service only and states no health facts.
 */
import { keys, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  slug: "medical-escort",
  name: wordIn("service-names", "medical-escort"),
  theme: "default",
  sharedFrame: true,
  hero: {
    intro: keys("longVisits", "onTheDay"),
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: keys("doorToDoor", "doctorNotes", "bookAhead"),
  },
  // The sections have no anchors on this page: each has a key for its words only.
  sections: [
    {
      kind: "cards",
      key: "visits",
      columns: 4,
      cards: [
        { key: "clinic", icon: "stethoscope" },
        { key: "tests", icon: "hospital" },
        { key: "treatments", icon: "calendar" },
        { key: "discharge", icon: "home" },
      ],
    },
    {
      kind: "checklist",
      key: "duties",
      items: keys(
        "getReady",
        "travel",
        "registration",
        "waiting",
        "walking",
        "consultationRoom",
        "doctorNotes",
        "pharmacy",
        "familyUpdate",
      ),
    },
    { kind: "steps", key: "booking", steps: keys("tellUs", "planDay", "goTogether") },
    {
      kind: "faq",
      key: "faq",
      items: keys("bookingNotice", "wheelchair", "consultationRoom", "medicalDecisions", "runningLate", "familyUpdate"),
    },
    { kind: "testimonials", key: "testimonials", items: [{ key: "appointments", name: "S.L.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
});
