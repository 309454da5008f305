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
 */
export const GST_RATE = 0.09;

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
  /** Residents per live-in caregiver in the shared homes (docs/product.md, sections 1 and 9). */
  residentsMin: 3,
  residentsMax: 4,
  /**
   * The promised replies (docs/product.md, section 9): within 24 hours to an email or a tour
   * request; within 2 hours, in business hours, to the contact form.
   */
  replyHours: 24,
  contactFormReplyHours: 2,
  /** Singapore's emergency ambulance and fire number (SCDF). */
  emergencyNumber: "995",
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
  /** The provider's rates (provider.ts), as each language writes money. */
  rateHourly: figure(rates.hourly, "money"),
  rateHourlySundayHoliday: figure(rates.hourlySundayHoliday, "money"),
  rateNurseVisit: figure(rates.nurseVisit, "money"),
  rateTherapySession: figure(rates.therapySession, "money"),
  rateOvernight: figure(rates.overnight, "money"),
  rateLiveInMonthly: figure(rates.liveInMonthly, "money"),
  /** The starting monthly fees of the shared homes (docs/product.md, section 9). */
  feeIndependentLiving: figure(residentialFeesFrom.independentLiving, "money"),
  feeAssistedLiving: figure(residentialFeesFrom.assistedLiving, "money"),
  feeMemoryCare: figure(residentialFeesFrom.memoryCare, "money"),
  /**
   * The Agency for Integrated Care's hotline.
   * Source: https://www.togetherforbetter.gov.sg/lifestage/caregivers (read 2026-11-23).
   */
  aicHotline: "1800-650-6060",
} satisfies Record<string, Fact>;
