/**
 * /services/cancer-care: incidence statistics, screening guidelines, treatments and 4 services,
 * then a testimonial and a closing call to action. The screening schedule and the product's case
 * count are fixed figures, kept once here as facts, with the registry's newest count beside the
 * product's; the screening rows add only who decides and where the schedule ends. The words are in
 * app/content/<lang>/services/cancer-care.yaml.
 *
 * Sources:
 * - Cases diagnosed, from the Singapore Cancer Registry (National Registry of Diseases Office). The
 *   newest report found is the Annual Report 2021: 84,002 cancer cases in 2017-2021, as the National
 *   Cancer Centre Singapore quotes it on "Cancer Statistics"
 *   (https://www.nccs.com.sg/patient-care/cancer-types, read 2026-11-28: "During the period from
 *   2017-2021, 84,002 cancer cases were reported in Singapore", "*Singapore Cancer Registry Annual
 *   Report 2021"). No stored copy of a later report was found. The product's figure, 78,204 cases in
 *   2015-2019 from the Annual Report 2019, is quoted by Gleneagles Hospital, "What is cancer"
 *   (https://www.gleneagles.com.sg/facilities-services/centre-excellence/cancer-care/what-is-cancer,
 *   read 2026-11-26 and again 2026-11-28: "From 2015 to 2019, Singapore Cancer Registry Annual Report
 *   2019 states that there were 78,204 cases"). The page leads with the newest count, so a family
 *   reads today's figure, and keeps the product's figure beside it with its own years, which also
 *   shows that cases are rising (NCCS: "Cancer cases have been rising over the years").
 * - Cancer is the leading cause of death in Singapore: MOH Primary Care Pages, Healthier SG care
 *   protocol "Cancer screening", last updated 19 December 2023
 *   (https://www.primarycarepages.sg/healthier-sg/care-protocols/preventive-health-care-protocols/cancer-screening,
 *   read 2026-11-26: "Cancer is the leading cause of death in Singapore, accounting for nearly 1 in 3
 *   deaths"); also the Minister for Health's speech of 25 November 2019
 *   (https://www.moh.gov.sg/news-highlights/details/speech-by-mr-gan-kim-yong-minister-for-health-at-the-launch-of-the-singapore-cancer-registry-50th-anniversary-monograph-25-nov-2019,
 *   read 2026-11-26: "Today, cancer is the leading cause of death in Singapore").
 * - Fever during chemotherapy, for adults. Cancer Research UK, "Why call the doctor if I have a
 *   temperature?"
 *   (https://www.cancerresearchuk.org/about-cancer/cancers-in-general/cancer-questions/why-call-the-doctor-if-i-have-a-temperature,
 *   read 2026-11-28): during chemotherapy "An increase in your temperature to 38 degrees Celsius or
 *   higher may be the first clue that you have an infection ... You should contact your cancer centre
 *   immediately"; the page lists it. NICE (UK), information for the public on neutropenic sepsis, "If
 *   you become unwell during your anticancer treatment"
 *   (https://www.nice.org.uk/guidance/cg151/ifp/chapter/If-you-become-unwell-during-your-anticancer-treatment,
 *   read 2026-11-28): telephone the 24-hour specialist cancer advice line or go to an emergency care
 *   unit, and a temperature higher than 38°C is a sign of neutropenic sepsis. Sunnybrook Health
 *   Sciences Centre, "Fever and febrile neutropenia"
 *   (https://sunnybrook.ca/content/?page=leukemia-guide-fever-neutropenia, read 2026-11-26): at 38.0°C
 *   or higher during chemotherapy, go to the emergency department right away. In Singapore, NUHS's page
 *   for children, "Neutropenic fever" (https://nuhs.edu.sg/patient-care/find-a-condition/neutropenic-fever-children,
 *   read 2026-11-26), treats above 38.3°C once, or above 38.0°C for an hour, as an emergency. No
 *   stored NCCS or adult NUHS page gives a temperature (NCCS, "Chemotherapy",
 *   https://www.nccs.com.sg/your-care/treatments-at-nccs/chemotherapy.html, read 2026-11-28, names the
 *   side effects only). The page gives the common threshold, 38°C, and leaves the exact rule to the
 *   cancer care team.
 * - HPB, Screen for Life (HealthHub): national screening advice covers colorectal, breast and cervical
 *   cancer.
 * - WHO, "Cancer" fact sheet: many cancers can be cured if found early and treated well; treatment
 *   includes surgery, medicines and radiotherapy.
 * - National Cancer Centre Singapore, "Chemotherapy" (above): patient information on treatments and
 *   their common side effects.
 */
import { figure, keys, row, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { safetyFacts } from "../safety";
import { lastReview } from "./review";
import { servicePage } from "./types";

/** The screening table's columns, in order. */
const SCREENING_COLUMNS = ["cancer", "who", "test"] as const;

export const structure = servicePage({
  facts: {
    // Singapore Cancer Registry Annual Report 2021, the newest found (see above): the years of its case
    // count, and the report's year, named in the figure's source.
    casesFrom: 2017,
    casesTo: 2021,
    registryReportYear: 2021,
    // The product's figure, from the Annual Report 2019, shown beside the newest with its own years.
    earlierCases: figure(78_204),
    earlierCasesFrom: 2015,
    earlierCasesTo: 2019,
    earlierReportYear: 2019,
    // A temperature this high or higher during chemotherapy is to be treated as an emergency (Cancer
    // Research UK; NICE; Sunnybrook; NUHS: see above): one figure with the safety note's (content/safety.ts).
    chemoFeverCelsius: safetyFacts.chemoFeverCelsius,
    // Screening, checked on 23 November 2026:
    // - MOH Primary Care Pages, Healthier SG care protocol "Cancer screening", last updated 19 December 2023
    //   (https://www.primarycarepages.sg/healthier-sg/care-protocols/preventive-health-care-protocols/cancer-screening):
    //   mammograms every 2 years for women aged 50-69; women aged 40-49, and those 70 and over, may be
    //   offered screening based on their own risk, so at 40-49 it is a decision to make with a doctor.
    //   Screening outside the listed ages is decided case by case, which is why the note sends people
    //   past the table's ages to their doctor rather than giving a stopping age.
    // - Cervical screening: Pap test every 3 years at 25-29, then an HPV test every 5 years from 30 to 69,
    //   under the National Cervical Cancer Screening Programme (HealthHub,
    //   https://www.healthhub.sg/programmes/157/cervical-cancer-screening). The upper age of 69 was
    //   confirmed in two summaries of the national advice: SMG Women's Health, "Cervical cancer
    //   screening" (https://smgwomenshealth.sg/our-services/cervical-cancer-screening/), and Dr Loh's
    //   summary of the Screening Test Review Committee's report
    //   (https://drlohmedicalblog.com/2026/03/21/cervical-cancer-screening): "All women who have ever had
    //   sexual intercourse", and screening "up to age 69 if she has 2 previous negative screens in the
    //   last 10 years". The Singapore Cancer Society offers it to women aged 25 to 69 "who have had sex"
    //   (its Pap test campaign, as reported by AsiaOne). Hence "who have ever had sex", the HPV test
    //   "from age 30 to 69", and "If earlier tests were normal, screening can stop after 69".
    // - Colorectal screening in Singapore's national programme is a stool test (FIT) every year from 50,
    //   or a colonoscopy every 10 years: MOH, reply to Parliamentary Question No. 814, 14 April 2014
    //   (https://moh.gov.sg/newsroom/crc-screening, read 2026-11-26), and the Screening Test Review
    //   Committee's recommendations in the care protocol above. CT colonography every 5 years is the
    //   product's figure; it is offered in Singapore (SingHealth, "Cancer screening",
    //   https://www.singhealth.com.sg/patient-care/patient-education/cancer-screening, read 2026-11-26)
    //   but is not part of the national programme, and the row says so.
    // - For mammograms every 2 years the MOH care protocol gives ages 50-69, the product's figure too. No
    //   Singapore source found gives 74 as the upper age, so the table keeps 50-69.
    // - American Family Physician, "Cancer Screening in Older Patients" (2016,
    //   http://www.aafp.org/afp/2016/0415/p659.html): in older people, whether screening still helps
    //   depends on health and life expectancy, not on age alone.
    // Colorectal: the product's schedule.
    colorectalFromAge: 50,
    colonoscopyEveryYears: 10,
    ctColonographyEveryYears: 5,
    // Breast: a yearly mammogram at 40-49 after talking it through with a doctor (the MOH care
    // protocol's decision on own risk), then every 2 years at 50-69.
    breastFromAge: 40,
    breastWithDoctorToAge: 49,
    mammogramEveryYears: 2,
    mammogramFromAge: 50,
    mammogramToAge: 69,
    // Cervical: the national programme, upper age 69.
    cervicalFromAge: 25,
    papEveryYears: 3,
    papToAge: 29,
    hpvEveryYears: 5,
    hpvFromAge: 30,
    hpvToAge: 69,
    // Past the table's ages (69 for breast and cervical screening) a doctor advises. No Singapore source
    // found gives an upper age for bowel screening; the page names the US one as US guidance. US
    // Preventive Services Task Force, "Final Recommendation Statement: Screening for Colorectal Cancer"
    // (https://www.uspreventiveservicestaskforce.org/uspstf/announcements/final-recommendation-statement-screening-colorectal-cancer,
    // read 2026-11-28): screening "continuing until age 75 years"; at 76 to 85 "the decision ... should be
    // an individual one". Its 2021 update keeps 75 (EurekAlert, 18 May 2021,
    // https://www.eurekalert.org/pub_releases/2021-05/jn-ulr051321.php: "adults ages 45 to 75", and
    // "selectively offer screening to adults 76 to 85"). American Family Physician (2016, above) agrees.
    usBowelScreeningToAge: 75,
  },
  slug: "cancer-care",
  name: wordIn("service-names", "cancer-care"),
  theme: "default",
  // When to call 995 and when to see a doctor first, as this condition changes the advice (content/safety.ts).
  safetyNote: "cancer",
  sharedFrame: true,
  hero: { intro: keys("diagnosis", "ourHelp"), actions: [freeCareConsultation, chatOnWhatsApp] },
  sections: [
    {
      // MOH Primary Care Pages (see above): cancer is the leading cause of death in Singapore.
      kind: "stats",
      key: "incidence",
      stats: [
        // Singapore Cancer Registry Annual Report 2021 (see above); the product's figure is in its label.
        { key: "cases", number: figure(84_002) },
        // HPB Screen for Life: national screening advice for colorectal, breast and cervical cancer.
        { key: "screenedCancers", number: figure(3) },
      ],
    },
    // WHO, "Cancer" fact sheet: many cancers have a high chance of cure if found early and treated well.
    { kind: "prose", key: "earlyDetection", paragraphs: keys("earlyTreatment", "feelWell") },
    // The product's schedule, with the MOH care protocol's shared decision at 40-49 and the
    // national cervical programme's upper age of 69 (see the facts above).
    {
      kind: "table",
      key: "screening",
      columns: keys(...SCREENING_COLUMNS),
      rows: [row("colorectal", SCREENING_COLUMNS), row("breast", SCREENING_COLUMNS), row("cervical", SCREENING_COLUMNS)],
    },
    {
      kind: "cards",
      key: "treatments",
      columns: 3,
      // WHO "Cancer" fact sheet and National Cancer Centre Singapore patient information.
      cards: [
        { key: "surgery", icon: "hospital", items: keys("movingSafely", "restAndMeals", "followUpRides") },
        { key: "chemotherapy", icon: "pill", items: keys("treatmentDays", "gentleMeals", "sideEffects") },
        { key: "radiotherapy", icon: "sun", items: keys("escort", "tiringDays") },
        { key: "targetedTherapy", icon: "shield-check", items: keys("medicineReminders", "watchingChanges") },
        { key: "hormoneTherapy", icon: "activity", items: keys("dailyRoutines", "gentlyActive") },
      ],
    },
    {
      kind: "cards",
      key: "services",
      columns: 4,
      cards: [
        { key: "dailyCare", icon: "hand-heart" },
        { key: "escort", icon: "hospital" },
        { key: "meals", icon: "utensils" },
        { key: "emotionalSupport", icon: "heart-handshake" },
      ],
    },
    { kind: "testimonials", key: "testimonials", items: [{ key: "chemotherapyCompany", name: "R.K.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
  review: {
    ...lastReview,
    sources: [
      { key: "registry", url: "https://www.nrdo.gov.sg/" },
      {
        key: "screeningProtocol",
        url: "https://www.primarycarepages.sg/healthier-sg/care-protocols/preventive-health-care-protocols/cancer-screening",
      },
      { key: "cancerStatistics", url: "https://www.nccs.com.sg/patient-care/cancer-types" },
      {
        key: "usBowelScreening",
        url: "https://www.uspreventiveservicestaskforce.org/uspstf/announcements/final-recommendation-statement-screening-colorectal-cancer",
      },
      {
        key: "feverDuringChemotherapy",
        url: "https://www.cancerresearchuk.org/about-cancer/cancers-in-general/cancer-questions/why-call-the-doctor-if-i-have-a-temperature",
      },
      { key: "who", url: "https://www.who.int/news-room/fact-sheets/detail/cancer" },
    ],
  },
});
