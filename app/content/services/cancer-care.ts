/**
 * /services/cancer-care: incidence statistics, screening guidelines, treatments and 4 services,
 * then a testimonial and a closing call to action. The case count and the screening schedule are
 * the product's fixed figures, kept once here as facts; the screening rows add only who decides
 * and where the schedule ends. The words are in app/content/<lang>/services/cancer-care.yaml.
 *
 * Sources:
 * - Singapore Cancer Registry Annual Report 2019 (National Registry of Diseases Office): 78,204
 *   cancer cases diagnosed in Singapore in 2015-2019 (the product's figure). The report and its
 *   figure are quoted together by Gleneagles Hospital, "What is cancer"
 *   (https://www.gleneagles.com.sg/facilities-services/centre-excellence/cancer-care/what-is-cancer,
 *   read 2026-11-26: "From 2015 to 2019, Singapore Cancer Registry Annual Report 2019 states that there
 *   were 78,204 cases"). Newer registry reports exist; the page names this one, the figure's own.
 * - Cancer is the leading cause of death in Singapore: MOH Primary Care Pages, Healthier SG care
 *   protocol "Cancer screening", last updated 19 December 2023
 *   (https://www.primarycarepages.sg/healthier-sg/care-protocols/preventive-health-care-protocols/cancer-screening,
 *   read 2026-11-26: "Cancer is the leading cause of death in Singapore, accounting for nearly 1 in 3
 *   deaths"); also the Minister for Health's speech of 25 November 2019
 *   (https://www.moh.gov.sg/news-highlights/details/speech-by-mr-gan-kim-yong-minister-for-health-at-the-launch-of-the-singapore-cancer-registry-50th-anniversary-monograph-25-nov-2019,
 *   read 2026-11-26: "Today, cancer is the leading cause of death in Singapore").
 * - Fever during chemotherapy: NUHS, "Neutropenic fever"
 *   (https://nuhs.edu.sg/patient-care/find-a-condition/neutropenic-fever-children, read 2026-11-26):
 *   a single temperature above 38.3°C, or above 38.0°C for more than an hour, in someone with a low
 *   white cell count after chemotherapy is treated as a medical emergency. Sunnybrook Health Sciences
 *   Centre, "Fever and febrile neutropenia" (https://sunnybrook.ca/content/?page=leukemia-guide-fever-neutropenia,
 *   read 2026-11-26): at 38.0°C or higher during chemotherapy, go to the emergency department right
 *   away. The page gives the lower figure, 38°C, and leaves the exact rule to the cancer care team.
 * - HPB, Screen for Life (HealthHub): national screening advice covers colorectal, breast and cervical
 *   cancer.
 * - WHO, "Cancer" fact sheet: many cancers can be cured if found early and treated well; treatment
 *   includes surgery, medicines and radiotherapy.
 * - National Cancer Centre Singapore, patient information on treatments and their common side effects.
 */
import { figure, keys, row, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { lastReview } from "./review";
import { servicePage } from "./types";

/** The screening table's columns, in order. */
const SCREENING_COLUMNS = ["cancer", "who", "test"] as const;

export const structure = servicePage({
  facts: {
    // Singapore Cancer Registry Annual Report 2019: the years of the product's case count, and the
    // report's year, named in the figure's source.
    casesFrom: 2015,
    casesTo: 2019,
    registryReportYear: 2019,
    // A temperature this high or higher during chemotherapy is to be treated as an emergency (NUHS;
    // Sunnybrook: see above).
    chemoFeverCelsius: 38,
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
    // Past the table's ages (69 for breast and cervical screening) a doctor advises; for bowel
    // screening, from about 75 (American Family Physician, 2016; the US Preventive Services Task Force
    // advises against routine bowel screening at 76 to 85, deciding case by case).
    askDoctorFromAge: 75,
  },
  slug: "cancer-care",
  name: wordIn("service-names", "cancer-care"),
  theme: "default",
  sharedFrame: true,
  hero: { intro: keys("diagnosis", "ourHelp"), actions: [freeCareConsultation, chatOnWhatsApp] },
  sections: [
    {
      // MOH Primary Care Pages (see above): cancer is the leading cause of death in Singapore.
      kind: "stats",
      key: "incidence",
      stats: [
        // Singapore Cancer Registry Annual Report 2019; the product's figure.
        { key: "cases", number: figure(78_204) },
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
      { key: "nccs", url: "https://www.nccs.com.sg/" },
      { key: "neutropenicFever", url: "https://nuhs.edu.sg/patient-care/find-a-condition/neutropenic-fever-children" },
      { key: "who", url: "https://www.who.int/news-room/fact-sheets/detail/cancer" },
    ],
  },
});
