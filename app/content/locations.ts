/**
 * /locations (docs/product.md, section 2, "/locations"): the headline and calls to action, then
 * where care comes (the regions and planning areas, in areas.ts) and a postal-code check. There
 * are no branches to list: care comes to the home, so the page names areas, not places. The words
 * are in app/content/<lang>/locations.yaml.
 */
import { keys, template } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "./actions";
import { illustration } from "./illustrations";
import { type Region, provider } from "./provider";

/**
 * How soon care can usually start in a region: its words are named by the region's id, and their
 * sentences name the region's own figure, `startDays`, in working days (provider.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
function start<const R extends Region>(region: R) {
  return { key: region, facts: { startDays: provider.startDays[region] } };
}

export const structure = {
  facts: {
    /** A Singapore postal code's length, and the example the field's hint gives (a Tampines flat's). */
    codeDigits: 6,
    exampleCode: "520123",
  },
  hero: { image: illustration("locationsHero"), intro: keys("comesToYou") },
  comeToYou: { paragraphs: keys("atHome", "officeVisits") },
  gettingStarted: {
    cards: [
      { key: "tellUs", icon: "message-circle" },
      { key: "talkItThrough", icon: "clipboard-list" },
      { key: "agreePlan", icon: "calendar" },
    ],
  },
  availability: { paragraphs: keys("askWhatIsOpen") },
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
  areas: { columns: keys("region", "areas", "askUs", "start") },
  /**
   * Each region's usual start, in the regions' order (areas.ts), as the table of areas and the
   * postal-code check's answer say it: written for each region when the page is built.
   */
  starts: [start("central"), start("east"), start("north"), start("north-east"), start("west")],
  cta: {
    // Consultation, WhatsApp chat and phone call, in that order.
    actions: [{ key: "consultation", kind: "consultation" }, chatOnWhatsApp, callUs],
  },
} as const;
