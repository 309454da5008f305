/**
 * /services/cancer-care: incidence statistics, screening guidelines, treatments and 4 services,
 * then a testimonial and a closing call to action. The case count and the screening schedule are
 * the product's fixed figures, kept once here as facts; the screening rows add only who decides
 * and where the schedule ends. The words are in app/content/<lang>/services/cancer-care.yaml.
 *
 * Sources:
 * - Singapore Cancer Registry Annual Report 2019 (National Registry of Diseases Office): 78,204
 *   cancer cases diagnosed in Singapore in 2015-2019 (the product's figure).
 * - MOH, Principal Causes of Death: cancer is one of the main causes of death in Singapore.
 * - HPB, Screen for Life (HealthHub): national screening advice covers colorectal, breast and cervical
 *   cancer.
 * - WHO, "Cancer" fact sheet: many cancers can be cured if found early and treated well; treatment
 *   includes surgery, medicines and radiotherapy.
 * - National Cancer Centre Singapore, patient information on treatments and their common side effects.
 */
import { figure, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { lastReview } from "./review";
import { servicePage } from "./types";

export const structure = servicePage({
  facts: {
    // Singapore Cancer Registry Annual Report 2019: the years of the product's case count.
    casesFrom: 2015,
    casesTo: 2019,
    // Screening, checked on 23 November 2026:
    // - MOH Primary Care Pages, Healthier SG care protocol "Cancer screening", last updated 19 December 2023
    //   (https://www.primarycarepages.sg/healthier-sg/care-protocols/preventive-health-care-protocols/cancer-screening):
    //   mammograms every 2 years for women aged 50-69; women aged 40-49, and those 70 and over, may be
    //   offered screening based on their own risk, so at 40-49 it is a decision to make with a doctor.
    //   Screening outside the listed ages is decided case by case, which is why the note sends people
    //   aged 75 and over to their doctor rather than giving a stopping age.
    // - Cervical screening: Pap test every 3 years at 25-29, then an HPV test every 5 years from 30 to 69,
    //   under the National Cervical Cancer Screening Programme (HealthHub,
    //   https://www.healthhub.sg/programmes/157/cervical-cancer-screening). The upper age of 69 was
    //   confirmed in two summaries of the national advice: SMG Women's Health, "Cervical cancer
    //   screening" (https://smgwomenshealth.sg/our-services/cervical-cancer-screening/), and Dr Loh's
    //   summary of the Screening Test Review Committee's report
    //   (https://drlohmedicalblog.com/2026/03/21/cervical-cancer-screening).
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
    // No stopping age: from 75 a doctor advises (American Family Physician, 2016).
    askDoctorFromAge: 75,
  },
  slug: "cancer-care",
  name: wordIn("service-names", "cancer-care"),
  theme: "default",
  sharedFrame: true,
  hero: { actions: [freeCareConsultation, chatOnWhatsApp] },
  sections: [
    {
      // MOH, Principal Causes of Death: cancer is one of the main causes of death in Singapore.
      kind: "stats",
      stats: [
        // Singapore Cancer Registry Annual Report 2019; the product's figure.
        { number: figure(78_204) },
        // HPB Screen for Life: national screening advice for colorectal, breast and cervical cancer.
        { number: figure(3) },
      ],
    },
    // WHO, "Cancer" fact sheet: many cancers have a high chance of cure if found early and treated well.
    { kind: "prose" },
    // The product's schedule, with the MOH care protocol's shared decision at 40-49 and the
    // national cervical programme's upper age of 69 (see the facts above).
    { kind: "table" },
    {
      kind: "cards",
      columns: 3,
      // WHO "Cancer" fact sheet and National Cancer Centre Singapore patient information.
      cards: [{ icon: "hospital" }, { icon: "pill" }, { icon: "sun" }, { icon: "shield-check" }, { icon: "activity" }],
    },
    {
      kind: "cards",
      columns: 4,
      cards: [{ icon: "hand-heart" }, { icon: "hospital" }, { icon: "utensils" }, { icon: "heart-handshake" }],
    },
    { kind: "testimonials", items: [{ name: "R.K.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
  review: {
    ...lastReview,
    sources: [
      { url: "https://www.nrdo.gov.sg/" },
      { url: "https://www.primarycarepages.sg/healthier-sg/care-protocols/preventive-health-care-protocols/cancer-screening" },
      { url: "https://www.nccs.com.sg/" },
      { url: "https://www.who.int/news-room/fact-sheets/detail/cancer" },
    ],
  },
});
