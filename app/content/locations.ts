/**
 * /locations (docs/product.md, section 2, "/locations"): the headline and calls to action, then
 * where care comes (the regions and planning areas, in areas.ts) and a postal-code check. There
 * are no branches to list: care comes to the home, so the page names areas, not places. The words
 * are in app/content/<lang>/locations.yaml.
 */
import { template } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "./actions";
import { illustration } from "./illustrations";

export const structure = {
  facts: {
    /** A Singapore postal code's length, and the example the field's hint gives (a Tampines flat's). */
    codeDigits: 6,
    exampleCode: "520123",
  },
  hero: { image: illustration("locationsHero") },
  gettingStarted: { cards: [{ icon: "message-circle" }, { icon: "clipboard-list" }, { icon: "calendar" }] },
  areaCheck: {
    /**
     * The answer's lines, filled in on the page: `location` is the postal district's general
     * location; `region` names the one region of the code's sector, or `regions` the two it spans.
     */
    found: {
      area: template("code", "district", "location"),
      region: template("region"),
      regions: template("sector", "first", "second"),
    },
  },
  areas: {
    /** "Usually within 2 working days": the page fills in each region's usual start (provider.ts). */
    startIn: template("days"),
  },
  cta: {
    // Consultation, WhatsApp chat and phone call, in that order.
    actions: [{ kind: "consultation" }, chatOnWhatsApp, callUs],
  },
} as const;
