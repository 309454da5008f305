/**
 * The safety note: when to call an ambulance, and when to see a doctor first. It stands on the care
 * guide's first screen, on every result of the guide and in the note of each health page. Most pages
 * show the general lines; a page whose condition changes the right advice names its own note in its
 * structure (`safetyNote: "cancer"` on a service page or a guide topic), and shows that note's lines
 * instead. The lines' words are in app/content/<lang>/interface.yaml (safety.lines); this module says
 * which lines each note shows, in order, and holds the figures they name.
 *
 * A leaf module (it imports nothing): the interface's structure, the care guide and the service pages
 * read it.
 *
 * Sources (read 2026-11-28):
 * - The emergency list: SCDF, "SCDF Emergency Medical Services"
 *   (https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services):
 *   "cardiac arrest, seizures, breathlessness, loss of consciousness, excessive bleeding, major traumas
 *   and stroke"; and SCDF, "Information on SCDF and 1777 Medical Services"
 *   (https://www.scdf.gov.sg/content/scdf_internet/en/general/information/information_on_scdfand1777medicalservices.html),
 *   whose guide to emergencies adds "Drowsiness or unconsciousness where the person cannot be roused",
 *   "Difficulty in breathing or choking", "Sudden or severe chest pain" and "Severe allergy". Hence
 *   choking and a severe allergic reaction in the list, and drowsiness and confusion only when sudden.
 * - A trip to hospital that is not an emergency: SCDF (the first page above) advises those who insist
 *   on going to hospital to make their own way there or to call 1777 for a non-emergency ambulance.
 *   But SCDF stops the 1777 line on 1 January 2027 (Ministry of Home Affairs and Ministry of Health, as
 *   reported by CNA on 1 July 2026,
 *   https://www.channelnewsasia.com/singapore/scdf-cease-1777-hotline-non-emergency-private-ambulance-phone-number-6223491:
 *   private ambulance operators take bookings directly, and taxis and ride-hailing serve
 *   non-emergency trips). So the line names no number: a private operator's non-emergency ambulance,
 *   or a taxi.
 * - Near the end of life: Singapore Silver Pages' guidance "When death occurs at home", as copied at
 *   https://healthnetcafe.sg/content/specific_nursing_care/z_when_death_occurs_at_home.html: "Call the
 *   home hospice support team if your loved one is under their care". Yishun Health, "End-of-life Care:
 *   A Guide for the Caregiver" (https://issuu.com/yishunhealth/docs/end-of-life_care_a_guide_for_the_caregiver):
 *   the home hospice team gives its number, with telephone advice 24 hours a day, 7 days a week; in the
 *   final hours a person sleeps more and their breathing pattern changes. Woodlands Health, "Caring for
 *   your loved one: Final Hours"
 *   (https://www.wh.com.sg/ForPatientsVisitors/healthlibrary/Pages/Caring-for-your-loved-one-Final-Hours.aspx):
 *   "Spending more time sleeping", "May be difficult to arouse", "Change in breathing pattern". AIC,
 *   "Signs of End-of-Life" (https://www.aic.sg/caregiving/end-life-signs): work closely with the
 *   healthcare providers. So on these pages the hospice team's number comes first, the changes are
 *   named as expected, and 995 is for when there is no team or it cannot be reached.
 * - Fever during chemotherapy, for adults: Cancer Research UK, "Why call the doctor if I have a
 *   temperature?"
 *   (https://www.cancerresearchuk.org/about-cancer/cancers-in-general/cancer-questions/why-call-the-doctor-if-i-have-a-temperature,
 *   read 2026-11-28): 38 degrees Celsius or higher may be the first sign of an infection, and the
 *   cancer centre is to be contacted at once. NICE (UK), "If you become unwell during your anticancer
 *   treatment" (https://www.nice.org.uk/guidance/cg151/ifp/chapter/If-you-become-unwell-during-your-anticancer-treatment,
 *   read 2026-11-28): call the 24-hour cancer advice line or go to an emergency unit. Sunnybrook Health
 *   Sciences Centre, "Fever and febrile neutropenia"
 *   (https://sunnybrook.ca/content/?page=leukemia-guide-fever-neutropenia, read 2026-11-26): at 38.0°C
 *   or higher, go to the emergency department right away. NUHS's "Neutropenic fever" page is for
 *   children, and no stored NCCS or adult NUHS page gives a temperature, so the note gives the common
 *   figure, 38°C, says a polyclinic cannot treat it, and leaves the exact rule to the cancer care team.
 * - Sudden confusion in someone with dementia: Changi General Hospital, "Decoding Delirium"
 *   (https://www.cgh.com.sg/about-us/newsroom/caring/issue2/decoding-delirium): a sudden change over
 *   hours or days, to which people with dementia are at particular risk; see or alert a doctor
 *   straight away. MOH, written answer of 6 November 2023, "Elderly Patients Affected by Delirium"
 *   (https://www.moh.gov.sg/newsroom/elderly-patients-affected-by-delirium): delirium is an acute and
 *   sudden change, unlike dementia, and is treated by treating its cause, such as an infection. With
 *   SCDF's "cannot be roused" (above): 995 when sudden or hard to wake, a doctor the same day when the
 *   change comes over days.
 */

/** The lines a note can show, as the catalogs name them (interface.yaml, safety.lines). */
export type SafetyLine =
  "emergency" | "doctor" | "ambulance" | "hospice" | "hospiceEmergency" | "endOfLifeChanges" | "chemoFever" | "dementiaConfusion";

/**
 * Each note's lines, in the order shown; the first is the one to act on first, shown in bold. The
 * general note is every other page's.
 */
export const safetyNotes = {
  general: ["emergency", "doctor", "ambulance"],
  /** The palliative care page and the guide's end-of-life result: the hospice team first. */
  endOfLife: ["hospice", "hospiceEmergency", "endOfLifeChanges"],
  /** The cancer care page and the guide's cancer result: fever during chemotherapy. */
  cancer: ["emergency", "chemoFever", "doctor", "ambulance"],
  /** The dementia care page and the guide's dementia result: sudden confusion, or over days. */
  dementia: ["emergency", "dementiaConfusion", "doctor", "ambulance"],
} as const satisfies Record<string, readonly [SafetyLine, ...SafetyLine[]]>;

/** A note of its own, which a page names in its structure; a page that names none shows the general note. */
export type SafetyNoteKind = Exclude<keyof typeof safetyNotes, "general">;

/** The figures the lines name. */
export const safetyFacts = {
  /** During chemotherapy, a temperature this high or higher, in °C, is an emergency (Cancer Research UK; NICE; Sunnybrook: see above). */
  chemoFeverCelsius: 38,
  /** A home hospice team answers its phone around the clock: 24 hours a day (Yishun Health: see above). */
  hospiceLineHours: 24,
} as const;
