/**
 * /services/diabetes-care: green theme; Understanding Diabetes (4 types), Health Impact &
 * Complications (4), Diagnosis & Monitoring (3 tests with the product's fixed ranges), Prevention &
 * Management Strategies (4 groups), 6 service cards and a 3-step journey. Every range, type number
 * and period is a fact below, written the same in every language. The words are in
 * app/content/<lang>/services/diabetes-care.yaml.
 *
 * Sources: American Diabetes Association (ADA), diabetes.org: the types of diabetes, warning signs,
 * what the A1C, fasting and oral glucose tolerance tests measure, signs of low blood sugar, sick-day
 * plans. World Health Organization, "Diabetes" fact sheet: long-term harm to the heart, blood vessels,
 * eyes, kidneys and nerves; avoiding tobacco and keeping a healthy weight. MOH Singapore, clinical
 * practice guidelines on diabetes: local units (mmol/L). The diagnostic ranges and the 30-minute
 * activity advice are the product's own fixed figures.
 *
 * Checked on 23 November 2026:
 * - The plate. HealthHub (Health Promotion Board), Diabetes Hub, "Managing your condition"
 *   (https://www.healthhub.sg/programmes/162/diabetes-hub/managing-condition): for diabetes, half the
 *   plate vegetables, a quarter wholegrains, a quarter meat, tofu and others, and fruit as a separate
 *   serving. HealthHub, "Healthy eating for managing diabetes"
 *   (https://www.healthhub.sg/live-healthy/healthy-eating-for-managing-diabetes): all fruits are
 *   carbohydrate foods. ADA, Diabetes Plate Method, read in ADA's Diabetes Forecast, "How to Create
 *   Your Plate" (http://www.diabetesforecast.org/2015/adm/diabetes-plate-method/how-to-create-your-plate.html)
 *   and in Healthwise's summary (https://www.uvmhealth.org/wellness-prevention/health-resources-tools/aa21357):
 *   half non-starchy vegetables, a quarter protein, a quarter carbohydrate foods, fruit among them.
 *   The general "half fruit and vegetables" plate is not diabetes advice, so it is not used here.
 * - Strength and balance for older adults. Singapore Physical Activity Guidelines (Health Promotion
 *   Board and Sport Singapore, 2022), as summarised by The Straits Times, "Key recommendations from
 *   the Singapore Physical Activity Guidelines", 12 June 2022
 *   (https://www.straitstimes.com/sport/key-recommendations-from-the-singapore-physical-activity-guidelines):
 *   over 65, muscle-strengthening activities on two or more days a week, and activities that stress
 *   strength and functional balance on at least three days. HealthHub, "Physical activity: a key to
 *   healthy ageing" (https://www.healthhub.sg/live-healthy/physicalactivity_akeytohealthyageing_pdf):
 *   aerobic, muscle-strengthening and balance activities, tai chi among the balance examples. The
 *   figures are shared facts (content/facts.ts), the same on the dementia page.
 * - Units: milligrams per decilitre are written mg/dL, the ADA's and the clinical convention.
 *   Singapore's clinics print blood sugar in mmol/L, so the table gives each figure in mmol/L first,
 *   with the product's mg/dL figure (all six of them stay shown) in brackets after it. The mmol/L is
 *   computed below from the mg/dL figure (not typed): glucose weighs 180.16 g per
 *   mole, so 1 mmol/L is 18.016 mg/dL, written to one decimal. The results are the ADA's own pairs:
 *   100 mg/dL (5.6 mmol/L), 125 (6.9), 126 (7.0), 140 (7.8), 199 (11.0) and 200 (11.1), as in the
 *   ADA's criteria quoted in J Pediatr Gastroenterol Nutr 2017, table 4
 *   (https://pmc.ncbi.nlm.nih.gov/articles/PMC5413933/table/T4, read 2026-11-26: "100–125mg/dL
 *   (5.6–6.9mmol/L)", "140–199mg/dL (7.8–11.0 mmol/L)", "≥126mg/dL (7.0 mmol/L)", "≥200mg/dL
 *   (11.1 mmol/L)"), and in ADA, "Diagnosis and Classification of Diabetes Mellitus", Diabetes Care
 *   33, supplement 1, January 2010 (fasting plasma glucose 126 mg/dL, 7.0 mmol/L; 200 mg/dL, 11.1 mmol/L). A
 *   factor of 18 would write 199 as 11.1, the diabetes cut-off itself, so the exact factor is used.
 */
import { type Figure, figure, keys, row, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, getCareConsultation, getFreeConsultation, viewAllServices } from "../actions";
import { lastReview } from "./review";
import { servicePage } from "./types";

/** The diagnosis table's columns, in order. */
const TEST_COLUMNS = ["test", "measures", "normal", "prediabetes", "diabetes"] as const;

/** Milligrams per decilitre of glucose in one millimole per litre (glucose: 180.16 g/mol). */
const MG_PER_DL_IN_MMOL_PER_L = 18.016;

/**
 * The glucose ranges of the table, in mg/dL: the product's fixed figures, copied exactly (they are the
 * ADA's diagnostic criteria). Fasting plasma glucose, then the oral glucose tolerance test; each
 * range's prediabetes band runs from the first figure to the "Top"; diabetes starts at the last.
 */
const glucoseMgPerDl = {
  fastingPrediabetes: 100,
  fastingPrediabetesTop: 125,
  fastingDiabetes: 126,
  glucoseTolerancePrediabetes: 140,
  glucoseTolerancePrediabetesTop: 199,
  glucoseToleranceDiabetes: 200,
} as const;

type Glucose = typeof glucoseMgPerDl;

/** Each figure again in mmol/L, named with "Mmol" after it: fastingDiabetes 126 → fastingDiabetesMmol "7.0". */
const glucoseMmolPerL = Object.fromEntries(
  Object.entries(glucoseMgPerDl).map(([name, mgPerDl]) => [`${name}Mmol`, figure(mgPerDl / MG_PER_DL_IN_MMOL_PER_L, "tenths")]),
) as { [Name in keyof Glucose as `${Name}Mmol`]: Figure };

export const structure = servicePage({
  facts: {
    // The types' numbers, in their names: type 1 and type 2 diabetes (ADA).
    typeOne: 1,
    typeTwo: 2,
    // Diagnosis & Monitoring. Ranges: the product's fixed figures, copied exactly (they are the ADA's
    // diagnostic criteria). A1C in percent; fasting plasma glucose and the oral glucose tolerance test
    // in mg/dL (above), each with its mmol/L. Each range's prediabetes band runs from the first figure
    // to the "Top"; diabetes starts at the last; normal is below the prediabetes band.
    averageSugarPrediabetes: 5.7,
    averageSugarPrediabetesTop: 6.4,
    averageSugarDiabetes: 6.5,
    ...glucoseMgPerDl,
    ...glucoseMmolPerL,
    // What each test measures: ADA (A1C is the average over about 2 to 3 months; fasting means nothing
    // but water for at least 8 hours; the oral glucose tolerance test checks blood sugar 2 hours after a
    // sweet drink).
    averageSugarMonthsFrom: 2,
    averageSugarMonthsTo: 3,
    fastingHours: 8,
    glucoseToleranceHours: 2,
    // Daily 30 minutes of moderate activity: the product's own figure.
    activeMinutes: 30,
  },
  slug: "diabetes-care",
  name: wordIn("service-names", "diabetes-care"),
  theme: "green",
  sharedFrame: true,
  backLink: { to: "/services" },
  hero: {
    intro: keys("dailyCare", "ourHelp"),
    actions: [getCareConsultation, chatOnWhatsApp],
    points: keys("freeConsultation", "doctorsPlan", "wholeFamily"),
  },
  sections: [
    {
      kind: "details",
      id: "understanding-diabetes",
      // ADA: diabetes is when blood sugar is too high, because the body makes too little insulin or cannot use it well.
      columns: 2,
      cards: [
        // ADA: the immune system attacks the insulin-making cells; insulin is needed every day; it can start
        // at any age. Common symptoms: ADA, "Diabetes symptoms": warning signs.
        {
          key: "typeOne",
          icon: "droplet",
          lists: [
            { key: "characteristics", items: keys("dailyInsulin", "notLifestyle", "dailyChecks") },
            { key: "symptoms", items: keys("thirst", "urination", "weightLoss", "tiredness", "blurredVision") },
          ],
        },
        // ADA: the most common type; the body does not use insulin well (insulin resistance); symptoms are often mild.
        {
          key: "typeTwo",
          icon: "droplet",
          lists: [
            { key: "characteristics", items: keys("riskFactors", "managed", "insulin") },
            { key: "symptoms", items: keys("mild", "thirstAndUrination", "slowHealing", "tingling", "tiredness") },
          ],
        },
        // ADA: develops in pregnancy in women without diabetes before; usually goes after birth; raises later type 2 risk.
        {
          key: "gestational",
          icon: "droplet",
          lists: [
            { key: "characteristics", items: keys("pregnancyTest", "managed", "laterRisk") },
            { key: "symptoms", items: keys("noSymptoms", "whyCheck") },
          ],
        },
        // ADA: blood sugar higher than normal but not yet diabetes; healthy changes can delay or prevent type 2.
        {
          key: "prediabetes",
          icon: "scale",
          lists: [
            { key: "characteristics", items: keys("typeTwoRisk", "healthyChanges", "recheck") },
            { key: "symptoms", items: keys("noSymptoms", "routineTest") },
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "diabetes-complications",
      // WHO diabetes fact sheet: over time diabetes can damage the heart, blood vessels, eyes, kidneys and nerves.
      columns: 4,
      cards: [
        { key: "heart", icon: "activity" },
        { key: "eyes", icon: "eye" },
        { key: "kidneys", icon: "droplet" },
        // ADA, neuropathy: numbness, tingling or pain, most often in the feet; numb feet may not feel injuries.
        { key: "nerves", icon: "accessibility" },
      ],
    },
    // The ranges and periods are the facts above. The note: MOH Singapore, Clinical Practice Guidelines on
    // diabetes mellitus: Singapore reports glucose in mmol/L.
    {
      kind: "table",
      id: "diabetes-diagnosis",
      columns: keys(...TEST_COLUMNS),
      rows: [row("averageSugar", TEST_COLUMNS), row("fasting", TEST_COLUMNS), row("glucoseTolerance", TEST_COLUMNS)],
    },
    {
      kind: "cards",
      id: "diabetes-prevention",
      columns: 2,
      cards: [
        // Daily 30 minutes: the product's own figure. Strength and balance over 65: Singapore Physical
        // Activity Guidelines (see the sources above).
        { key: "stayActive", icon: "activity", items: keys("dailyActivity", "enjoyable", "strengthBalance", "askDoctor") },
        // The diabetes plate (HealthHub Diabetes Hub; ADA Diabetes Plate Method): half non-starchy
        // vegetables; fruit is a carbohydrate food, so it counts with rice and bread, not with the vegetables.
        { key: "eatWell", icon: "utensils", items: keys("plate", "fruit", "regularMeals", "dietitian") },
        { key: "monitor", icon: "clipboard-list", items: keys("checks", "medicines", "record", "noChanges") },
        { key: "protect", icon: "shield-check", items: keys("checks", "feet", "smoking", "weight") },
      ],
    },
    {
      kind: "cards",
      id: "diabetes-services",
      columns: 3,
      cards: [
        { key: "bloodSugar", icon: "droplet" },
        { key: "medication", icon: "pill" },
        { key: "diet", icon: "utensils" },
        { key: "footCare", icon: "accessibility" },
        { key: "exercise", icon: "activity" },
        // ADA: signs of low blood sugar include shaking, sweating and confusion; a sick-day plan agreed with the care team.
        { key: "preparedness", icon: "shield-check" },
      ],
    },
    { kind: "steps", id: "diabetes-care-journey", steps: keys("assessment", "plan", "ongoingSupport") },
    { kind: "testimonials", id: "diabetes-testimonials", items: [{ key: "insulinReminders", name: "S.K.", rating: 5, sample: true }] },
  ],
  cta: { actions: [getFreeConsultation, viewAllServices] },
  review: {
    ...lastReview,
    sources: [
      { key: "ada", url: "https://diabetes.org" },
      { key: "who", url: "https://www.who.int/news-room/fact-sheets/detail/diabetes" },
      { key: "diabetesHub", url: "https://www.healthhub.sg/programmes/162/diabetes-hub/managing-condition" },
    ],
  },
});
