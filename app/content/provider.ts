/**
 * How this provider works: its rates, policies, languages, and the areas it serves and how soon.
 * The ONE place for these values, beside the identity in site.ts.
 *
 * Every value below is an obvious SAMPLE, chosen to look like one. Replace them all before going
 * live (README, "Your business details"); /costs, /our-caregivers, /locations and the structured
 * data read them from here. While `samples` is true, the pages say the figures are examples.
 */

/** The five regions of Singapore's planning map, as the Urban Redevelopment Authority draws them. */
export type Region = "central" | "east" | "north" | "north-east" | "west";

/** Languages and dialects the care team speaks; each page words them in its own language. */
export type CareLanguage = "english" | "mandarin" | "malay" | "tamil" | "hokkien" | "cantonese" | "teochew";

export const provider = {
  /** True until the provider has replaced the sample figures here: pages then call them examples. */
  samples: true,

  /**
   * Whether the Ministry of Health funds this provider's home care. Means-tested government
   * subsidies for home care apply only at MOH-funded providers, so /costs words the subsidy row
   * by this flag. Sample: not MOH-funded.
   */
  mohFunded: false,

  /**
   * Registered for GST. While true, every page shows the rates below with GST added at the current
   * rate (content/facts.ts, `shownPrice`), as IRAS requires; the shared homes' fees
   * (residential-fees.ts) already include it.
   */
  gstRegistered: true,

  /** Rates in Singapore dollars, as stored: without GST, which the pages add while `gstRegistered` is true. */
  rates: {
    /** Care staff at home, per hour, Monday to Saturday. */
    hourly: 35,
    /** Care staff at home, per hour, on Sundays and public holidays. */
    hourlySundayHoliday: 42,
    /** A registered nurse's visit for one procedure (wound care, tube change), per visit. */
    nurseVisit: 110,
    /** A home therapy session (physiotherapy, occupational or speech therapy), per session. */
    therapySession: 130,
    /** One overnight shift (see `overnightShift`). */
    overnight: 260,
    /** A live-in caregiver, per month. */
    liveInMonthly: 4800,
  },

  /** The shortest visit by care staff, in hours. */
  minimumVisitHours: 3,
  /** The overnight shift, in 24-hour clock. */
  overnightShift: { from: "22:00", to: "08:00" },
  /** A consultation and the first home assessment are free. */
  freeAssessment: true,

  /** Cancel this many hours before a visit and nothing is charged. */
  cancellationNoticeHours: 24,
  /** Share of the visit charged for a later cancellation, in percent. */
  lateCancellationPercent: 50,

  /** For current clients only: a nurse on call outside office hours. */
  afterHoursPhone: "+65 6000 0099",
  /** How soon a complaint is acknowledged, and answered in full, in working days. */
  complaintReply: { acknowledgeDays: 2, answerDays: 10 },
  /** Whoever handles feedback and complaints. */
  feedbackEmail: "feedback@example.com",

  /**
   * A family may ask for a different caregiver at any time, at no charge; the new caregiver
   * starts within this many working days of the request. Sample.
   */
  caregiverChangeDays: 3,

  /** Spoken by at least one caregiver; matching tries for the family's first language. */
  languages: ["english", "mandarin", "malay", "tamil", "hokkien", "cantonese", "teochew"] satisfies CareLanguage[],

  /**
   * How soon care can usually start in each region, in working days after the home assessment.
   * Every region is served; the planning areas with no homes (the water catchment, the islands,
   * the port and industrial areas) are listed as "ask us" by the area lookup.
   */
  startDays: {
    central: 2,
    east: 2,
    "north-east": 2,
    north: 3,
    west: 3,
  } satisfies Record<Region, number>,
} as const;

/** "+65 6000 0099" -> "tel:+6560000099". */
export const afterHoursHref = `tel:${provider.afterHoursPhone.replace(/[^+\d]/g, "")}`;
