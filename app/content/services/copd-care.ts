/**
 * /services/copd-care: no shared header or footer (the page draws its own; app/routes/own-frame.tsx),
 * 3 facts, 4 stages with management lists, 3 breathing techniques with numbered steps, 6 services
 * and a 3-step journey (Assessment, Care Planning, Ongoing Support). The words are in
 * app/content/<lang>/services/copd-care.yaml.
 *
 * Sources: World Health Organization, "Chronic obstructive pulmonary disease (COPD)" fact sheet
 * (what COPD is, its main symptoms, that it is diagnosed with spirometry, that it cannot be cured but
 * can be treated with medicines, oxygen and pulmonary rehabilitation, and that stopping smoking and
 * vaccines against infections help). Stage names and the pursed-lip counts are the product's own
 * fixed figures.
 *
 * How common COPD is in Singapore: the Ministry of Health's Director of Medical Services, opening
 * the 2nd International Symposium on Respiratory Research on 19 March 2018: "About 5.9% of adults in
 * Singapore above 40 years of age has COPD, although this is likely an underestimate as many
 * patients remain undiagnosed"
 * (https://moh.gov.sg/news-highlights/details/speech-by-a-prof-benjamin-ong-director-of-medical-services-ministry-of-health-at-the-opening-of-the-2nd-international-symposium-on-respiratory-research-and-launch-of-the-academic-respiratory-initiative-on-pulmonary-health-%28tariph%29-19-march-2018,
 * read 2026-11-26, and again on 2026-11-28 in a stored copy of that address: "About 5.9% of adults in
 * Singapore above 40 years of age has COPD"). The page lists the speech among its sources. The
 * product's "over 120,000 people" gives no place or year and no official page confirms it, so the
 * page gives the Ministry's figure instead.
 *
 * Home oxygen fire safety, checked on 23 November 2026. Oxygen makes anything that catches fire burn
 * faster, so every mention of oxygen at home carries the same advice: no smoking, and keep the oxygen
 * away from open flames. European Respiratory Society, Breathe, table "Hazards for home oxygen usage"
 * (https://breathe.ersjournals.com/highwire/markup/11257/expansion): tobacco smoking, naked gas
 * flames when cooking, candles and other burning substances. Lancashire Fire and Rescue Service,
 * "Oxygen therapy" (https://www.lancsfirerescue.org.uk/safety/safety-advice/oxygen-therapy/): do not
 * smoke near the oxygen; no naked flames, including gas cookers, nearby. Gas stoves, candles and joss
 * sticks are the open flames most Singapore homes have. The safe distance differs between sources, so
 * no distance is given; the oxygen supplier's instructions apply.
 */
import { figure, keys, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, getCareConsultation, getFreeConsultation, viewAllServices } from "../actions";
import { lastReview } from "./review";
import { servicePage } from "./types";

export const structure = servicePage({
  facts: {
    // The Ministry of Health's figure (see the sources above): about 5.9% of adults over 40, in 2018.
    copdShare: figure(0.059, "percent"),
    copdAgeFrom: 40,
    copdSourceYear: 2018,
    // The day of the speech, in the name of the source.
    copdSourceDate: figure("2018-03-19", "date"),
    // The stage numbers (the product's four stages).
    stageOne: 1,
    stageTwo: 2,
    stageThree: 3,
    stageFour: 4,
    // The product's counts for pursed-lip breathing: in for 2 counts, out for 4 counts.
    breatheInCounts: 2,
    breatheOutCounts: 4,
  },
  slug: "copd-care",
  name: wordIn("service-names", "copd-care"),
  theme: "default",
  sharedFrame: false,
  backLink: { to: "/services" },
  hero: {
    intro: keys("tiring", "ourHelp"),
    actions: [getCareConsultation, chatOnWhatsApp],
    points: keys("freeConsultation", "doctorsPlan", "wholeFamily"),
  },
  sections: [
    {
      kind: "details",
      id: "understanding-copd",
      columns: 3,
      cards: [
        // The Ministry of Health's figure (copdShare above).
        { key: "common", icon: "users" },
        // WHO COPD fact sheet: airflow is limited; common symptoms are breathlessness, a long-lasting cough and phlegm.
        { key: "airways", icon: "wind" },
        // WHO COPD fact sheet: not curable, but symptoms can improve with treatment, not smoking and vaccines.
        { key: "managed", icon: "shield-check" },
      ],
    },
    // WHO COPD fact sheet: spirometry (a breathing test) is used to diagnose COPD. Stage names: the product's.
    // Stage 4's oxygen at home carries the fire safety advice (see the sources above).
    {
      kind: "details",
      id: "copd-stages",
      columns: 2,
      cards: [
        { key: "mild", lists: [{ key: "management", items: keys("stopSmoking", "stayActive", "medicines", "vaccines") }] },
        {
          key: "moderate",
          lists: [{ key: "management", items: keys("breathingTechniques", "inhalers", "rehabilitation", "pacing") }],
        },
        { key: "severe", lists: [{ key: "management", items: keys("flareUpPlan", "dailyHelp", "checkUps", "earlyHelp") }] },
        {
          key: "verySevere",
          lists: [{ key: "management", items: keys("oxygen", "roundTheClock", "palliativeCare", "familyRest") }],
        },
      ],
    },
    // The pursed-lip counts: the product's (breatheInCounts, breatheOutCounts above).
    {
      kind: "details",
      id: "breathing-techniques",
      columns: 3,
      // Each technique's steps are a numbered list.
      cards: [
        {
          key: "pursedLip",
          icon: "wind",
          lists: [{ key: "steps", ordered: true, items: keys("sitUp", "breatheIn", "lips", "breatheOut", "repeat") }],
        },
        {
          key: "belly",
          icon: "activity",
          lists: [{ key: "steps", ordered: true, items: keys("position", "hands", "breatheIn", "breatheOut", "rest") }],
        },
        {
          key: "huffCoughing",
          icon: "smile",
          lists: [{ key: "steps", ordered: true, items: keys("sitUpright", "breatheIn", "huff", "repeat", "cough") }],
        },
      ],
    },
    {
      kind: "cards",
      id: "copd-services",
      columns: 3,
      // The oxygen equipment card carries the fire safety advice (see the sources above).
      cards: [
        { key: "breathingExercises", icon: "wind" },
        { key: "medicines", icon: "pill" },
        { key: "oxygen", icon: "stethoscope" },
        { key: "dailyLiving", icon: "hand-heart" },
        { key: "flareUps", icon: "eye" },
        { key: "escort", icon: "hospital" },
      ],
    },
    { kind: "steps", id: "copd-care-journey", steps: keys("assessment", "carePlanning", "ongoingSupport") },
    { kind: "testimonials", id: "copd-testimonials", items: [{ key: "calmerBreathing", name: "L.H.", rating: 5, sample: true }] },
  ],
  cta: { actions: [getFreeConsultation, viewAllServices] },
  review: {
    ...lastReview,
    sources: [
      { key: "whoFactSheet", url: "https://www.who.int/news-room/fact-sheets/detail/chronic-obstructive-pulmonary-disease-(copd)" },
      { key: "healthHub", url: "https://www.healthhub.sg" },
      // The Ministry of Health's figure, 5.9% (see above).
      {
        key: "mohSpeech",
        url: "https://moh.gov.sg/news-highlights/details/speech-by-a-prof-benjamin-ong-director-of-medical-services-ministry-of-health-at-the-opening-of-the-2nd-international-symposium-on-respiratory-research-and-launch-of-the-academic-respiratory-initiative-on-pulmonary-health-%28tariph%29-19-march-2018",
      },
    ],
  },
});
