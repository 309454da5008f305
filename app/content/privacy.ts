/**
 * The privacy notice under Singapore's Personal Data Protection Act 2012 (PDPA) for what the
 * request forms collect. Written for this site's actual data flows (features/contact/submit.ts).
 * The provider should have it reviewed and confirm the retention period before going live. The
 * words are in app/content/<lang>/privacy.yaml.
 */
import { figure, keys, template } from "~/i18n/markers";

/** The day the notice was last changed. */
const lastUpdated = "2026-11-22";

export const structure = {
  facts: {
    /** The year in the Act's name. */
    actYear: 2012,
    /** A request that does not lead to care is deleted within this many months. */
    keepMonths: 12,
    /** A request to see or correct personal data is answered within this many days. */
    accessReplyDays: 30,
  },
  lastUpdated: figure(lastUpdated, "date"),
  /** "Last updated {date}": the page puts the date in, as a <time>. */
  updatedOn: template("date"),
  lastUpdatedIso: lastUpdated,
  /** The notice's sections, in order, each with its paragraphs. */
  sections: [
    { key: "whatWeCollect", paragraphs: keys("details", "shareLittle", "noNric") },
    { key: "whyWeCollect", paragraphs: keys("use", "consent") },
    { key: "whoHandles", paragraphs: keys("processors", "transfers", "map") },
    { key: "howLong", paragraphs: keys("retention") },
    { key: "whileYouType", paragraphs: keys("draft") },
    { key: "yourRights", paragraphs: keys("accessAndCorrection", "withdrawal") },
  ],
} as const;
