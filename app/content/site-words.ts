/**
 * The words of the business details in site.ts, which other languages translate: the tagline,
 * the office and support hours as written, and the greeting a WhatsApp chat opens with (it
 * carries no personal data). The numbers, addresses and links stay in site.ts.
 */
import { site } from "./site";

export const siteWords = {
  tagline: site.tagline,
  /** The tagline as a sentence, under the name in the footer. */
  taglineSentence: `${site.tagline}.`,
  officeHours: site.officeHours.map((entry) => ({ day: entry.day, hours: entry.hours })),
  supportHours: site.supportHours,
  /** After the company's name and registration number at the foot of every page. */
  rights: "All rights reserved.",
  /** Punctuation the page code puts between words: after a label, at a sentence's end, between list items. */
  punctuation: { colon: ":", afterColon: " ", fullStop: ".", listSeparator: ", " },
  whatsappGreeting: "Hello, I would like to ask about your care services.",
};
