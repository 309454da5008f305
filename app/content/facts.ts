/**
 * The facts any sentence of any catalog may name, in braces: "{phone}", "{minimumVisitHours}".
 * Each is stored once, in site.ts or provider.ts, and written for each language when the pages are
 * built (a `figure` in the language's style; a number or name as it is). A page's own figures sit
 * in the `facts` of its structure module instead.
 */
import { figure } from "~/i18n/markers";
import type { Fact } from "~/i18n/composed";
import { provider } from "./provider";
import { residentialFeesFrom } from "./residential-fees";
import { site } from "./site";

/**
 * Singapore's GST rate: 9% from 1 January 2024.
 * Source: gov.sg, "What you need to know: the GST rate from 1 January 2024",
 * https://www.gov.sg/explainers/what-you-need-to-know-the-gst-rate-from-1-january-2024 (read 2026-11-23).
 *
 * How prices must be shown: a GST-registered business shows GST-inclusive prices on every price
 * display (price lists, advertisements, its website), and "Prices stated are before GST" is not
 * acceptable, on pain of a fine of up to $5,000. Sources: IRAS, "Displaying and Quoting Prices",
 * https://www.iras.gov.sg/irashome/GST/GST-registered-businesses/Learning-the-basics/How-to-implement-GST/Displaying-and-Quoting-Prices/Displaying-and-Quoting-Prices/
 * and IRAS, "Buying from a GST-registered business",
 * https://www.iras.gov.sg/taxes/goods-services-tax-(gst)/consumers/buying-from-a-gst-registered-business
 * (both read 2026-11-26, the second as its copy at
 * https://www.iras.gov.sg/IRASHome/GST/Consumers/Buying-from-a-GST-registered-business/). The GST-inclusive price may be followed by the price without GST, never
 * shown more prominently. `shownPrice` below applies the rule.
 */
export const GST_RATE = 0.09;

/**
 * A price as the site shows it: with GST added at `GST_RATE` while the provider is registered for
 * GST (IRAS, above), rounded to the cent; as stored otherwise. Worked in whole cents, so
 * SGD 35 is SGD 38.15 and SGD 260 is SGD 283.40, with no floating-point remainder.
 */
export function shownPrice(amount: number, gstRegistered: boolean = provider.gstRegistered): number {
  if (!gstRegistered) return amount;
  const basisPoints = Math.round(GST_RATE * 10_000);
  const cents = Math.round(amount * 100);
  return Math.round((cents * (10_000 + basisPoints)) / 10_000) / 100;
}

const { rates } = provider;

export const sharedFacts = {
  /** The business name: "Sample Home Care". */
  business: site.name,
  legalName: site.legalName,
  registrationNumber: site.registrationNumber,
  phone: site.phone,
  email: site.email,
  dpoEmail: site.dpoEmail,
  feedbackEmail: provider.feedbackEmail,
  afterHoursPhone: provider.afterHoursPhone,
  /**
   * The year the site was built, for the copyright line (a name, not a figure: never "2,026"). The
   * build defines it; code run outside the build (the browser tests) takes this year.
   */
  year: String(typeof BUILD_YEAR === "undefined" ? new Date().getUTCFullYear() : BUILD_YEAR),
  /** Residents per live-in caregiver in the shared homes (docs/product.md, sections 1 and 9). */
  residentsMin: 3,
  residentsMax: 4,
  /** How soon a message through the contact form is answered in business hours (docs/product.md, section 9). */
  contactReplyHours: 2,
  /** The examples the forms' error messages give of an email address and a phone number. */
  exampleEmail: "name@example.com",
  examplePhone: "9123 4567",
  /** Singapore's emergency ambulance and fire number (SCDF). */
  emergencyNumber: "995",
  /** How soon we reply to a request (a tour, a consultation), in hours: the spec's reply time. */
  replyHours: 24,
  /** How far ahead to book a medical escort, in hours (docs/product.md, section 9). */
  escortNoticeFrom: 24,
  escortNoticeTo: 48,
  /**
   * The respite options' lengths (docs/product.md, section 9): short-term 2-8 hours (in blocks of
   * at least 2 hours), overnight 8-12 hours, extended 1-7 days.
   */
  respiteShortFrom: 2,
  respiteShortTo: 8,
  respiteOvernightFrom: 8,
  respiteOvernightTo: 12,
  respiteExtendedFrom: 1,
  respiteExtendedTo: 7,
  /** yes/no facts, for sentences that choose their words: {samples, select, true {...} other {...}}. */
  samples: provider.samples,
  mohFunded: provider.mohFunded,
  gstRegistered: provider.gstRegistered,
  freeAssessment: provider.freeAssessment,
  minimumVisitHours: provider.minimumVisitHours,
  cancellationNoticeHours: provider.cancellationNoticeHours,
  lateCancellationShare: figure(provider.lateCancellationPercent / 100, "percent"),
  acknowledgeDays: provider.complaintReply.acknowledgeDays,
  answerDays: provider.complaintReply.answerDays,
  caregiverChangeDays: provider.caregiverChangeDays,
  overnightFrom: figure(provider.overnightShift.from, "time"),
  overnightTo: figure(provider.overnightShift.to, "time"),
  gstRate: figure(GST_RATE, "percent"),
  /**
   * The provider's rates (provider.ts) as a family pays them, as each language writes money: with
   * GST while the provider is registered for it (`shownPrice`), so no page shows a price before GST.
   */
  rateHourly: figure(shownPrice(rates.hourly), "money"),
  rateHourlySundayHoliday: figure(shownPrice(rates.hourlySundayHoliday), "money"),
  rateNurseVisit: figure(shownPrice(rates.nurseVisit), "money"),
  rateTherapySession: figure(shownPrice(rates.therapySession), "money"),
  rateOvernight: figure(shownPrice(rates.overnight), "money"),
  rateLiveInMonthly: figure(shownPrice(rates.liveInMonthly), "money"),
  /**
   * The starting monthly fees of the shared homes (docs/product.md, section 9). They are taken as
   * GST-inclusive already, so they are shown as stored, and the pages say so while the provider is
   * registered for GST.
   */
  feeIndependentLiving: figure(residentialFeesFrom.independentLiving, "money"),
  feeAssistedLiving: figure(residentialFeesFrom.assistedLiving, "money"),
  feeMemoryCare: figure(residentialFeesFrom.memoryCare, "money"),
  /**
   * Strength and balance for adults over 65 (the dementia and diabetes pages): the Singapore Physical
   * Activity Guidelines (Health Promotion Board and Sport Singapore, 2022), as summarised by The Straits
   * Times on 12 June 2022
   * (https://www.straitstimes.com/sport/key-recommendations-from-the-singapore-physical-activity-guidelines,
   * read 2026-11-23): muscle-strengthening on 2 or more days a week, and strength and balance on at least 3.
   */
  strengthBalanceAge: 65,
  strengthDays: 2,
  balanceDays: 3,
  /**
   * The Agency for Integrated Care's hotline.
   * Source: https://www.togetherforbetter.gov.sg/lifestage/caregivers (read 2026-11-23).
   */
  aicHotline: "1800-650-6060",
} satisfies Record<string, Fact>;
