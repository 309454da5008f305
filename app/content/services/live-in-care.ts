/**
 * /services/live-in-care (shared layout, with the product's fixed times): 24-hour
 * schedule Morning 6:00 AM-12:00 PM, Afternoon 12:00 PM-6:00 PM, Evening & Night 6:00 PM-6:00 AM;
 * 10 daily services; 4 specialised options (chronic condition, post-hospital, palliative,
 * dementia); 4-step process. The words are in app/content/<lang>/services/live-in-care.yaml.
 *
 * Sources: WHO, "Noncommunicable diseases" fact sheet
 * (https://www.who.int/news-room/fact-sheets/detail/noncommunicable-diseases): diabetes, heart
 * disease and chronic respiratory disease (such as COPD) are long-term conditions (checked on
 * 23 November 2026: the fact sheet names cardiovascular diseases, cancers, chronic respiratory
 * diseases and diabetes as the main chronic, noncommunicable diseases).
 * Sample testimonials: initials are unique to one person across all the sample quotes on the site.
 */
import { figure, keys, row, wordIn } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "../actions";
import { servicePage } from "./types";

/** The daily schedule's columns, in order. */
const SCHEDULE_COLUMNS = ["timeOfDay", "hours", "activities"] as const;

export const structure = servicePage({
  // The schedule's fixed times (docs/product.md), in 24-hour clock: each language writes them.
  facts: {
    dayHours: 24,
    morningStarts: figure("06:00", "time"),
    afternoonStarts: figure("12:00", "time"),
    eveningStarts: figure("18:00", "time"),
  },
  slug: "live-in-care",
  name: wordIn("service-names", "live-in-care"),
  theme: "default",
  sharedFrame: true,
  hero: {
    intro: keys("livesIn", "ownHome"),
    actions: [{ key: "schedule", kind: "consultation" }, chatOnWhatsApp],
    points: keys("wholeDay", "familiarCaregiver", "freeConsultation"),
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      columns: 4,
      cards: [
        { key: "familiarHome", icon: "home" },
        { key: "familiarFace", icon: "users" },
        { key: "anyHour", icon: "clock" },
        { key: "peaceOfMind", icon: "heart-handshake" },
      ],
    },
    {
      kind: "table",
      id: "daily-schedule",
      columns: keys(...SCHEDULE_COLUMNS),
      rows: [row("morning", SCHEDULE_COLUMNS), row("afternoon", SCHEDULE_COLUMNS), row("eveningAndNight", SCHEDULE_COLUMNS)],
    },
    {
      kind: "checklist",
      id: "daily-services",
      items: keys(
        "bathing",
        "toileting",
        "cooking",
        "eating",
        "medicines",
        "walking",
        "company",
        "housekeeping",
        "appointments",
        "familyUpdates",
      ),
    },
    {
      kind: "cards",
      id: "specialised-options",
      columns: 4,
      cards: [
        // WHO, "Noncommunicable diseases": diabetes, cardiovascular and chronic respiratory diseases are chronic.
        { key: "chronic", icon: "activity", items: keys("medicineReminders", "meals", "notingChanges") },
        { key: "postHospital", icon: "hospital", items: keys("dischargePlan", "movingSafely", "followUpVisits") },
        {
          key: "palliative",
          icon: "flower",
          title: wordIn("service-names", "palliative-care"),
          items: keys("comfort", "calmCompany", "familySupport"),
        },
        { key: "dementia", icon: "brain", items: keys("routine", "saferHome", "activities") },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      items: [
        { key: "stayingHome", name: "M.L.", rating: 5, sample: true },
        { key: "afterHospital", name: "F.Y.", rating: 5, sample: true },
      ],
    },
    { kind: "steps", id: "process", steps: keys("consultation", "homeVisit", "match", "careBegins") },
  ],
  cta: { actions: [{ key: "schedule", kind: "consultation" }, callUs] },
});
