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
import { figure, wordIn } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "../actions";
import { servicePage } from "./types";

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
  hero: { actions: [{ kind: "consultation" }, chatOnWhatsApp] },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      columns: 4,
      cards: [{ icon: "home" }, { icon: "users" }, { icon: "clock" }, { icon: "heart-handshake" }],
    },
    { kind: "table", id: "daily-schedule" },
    { kind: "checklist", id: "daily-services" },
    {
      kind: "cards",
      id: "specialised-options",
      columns: 4,
      cards: [
        // WHO, "Noncommunicable diseases": diabetes, cardiovascular and chronic respiratory diseases are chronic.
        { icon: "activity" },
        { icon: "hospital" },
        { icon: "flower", title: wordIn("service-names", "palliative-care") },
        { icon: "brain" },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      items: [
        { name: "M.L.", rating: 5, sample: true },
        { name: "F.Y.", rating: 5, sample: true },
      ],
    },
    { kind: "steps", id: "process" },
  ],
  cta: { actions: [{ kind: "consultation" }, callUs] },
});
