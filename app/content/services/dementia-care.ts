/**
 * /services/dementia-care: the 7-stage table, the normal-ageing-versus-dementia comparison,
 * prevention and 3 support programmes, then a testimonial and a closing call to action. Stage
 * names are the product's fixed names, copied exactly. The words are in
 * app/content/<lang>/services/dementia-care.yaml.
 *
 * Sources:
 * - WHO, "Dementia" fact sheet: what dementia is, that it is not a normal part of ageing, that
 *   Alzheimer's disease is its most common form, and its signs.
 * - WHO, "Risk reduction of cognitive decline and dementia: WHO guidelines" (2019): physical activity,
 *   not smoking, a healthy diet, less alcohol, managing weight, blood pressure, cholesterol and diabetes.
 *   The WHO fact sheet also lists depression and social isolation among the risk factors (checked on
 *   23 November 2026 in a copy quoted by Collective Prevention Services, St Maarten,
 *   https://www.sxm-talks.com/st-martin-news-network/cps-reduce-the-risks-factors-for-dementia/). The WHO
 *   does not advise keeping the mind busy or treating low mood as ways to prevent dementia, so the
 *   intro of the risk section attributes to the WHO only what it says.
 * - Reisberg et al., "The Global Deterioration Scale for assessment of primary degenerative dementia",
 *   American Journal of Psychiatry 1982: the seven stages whose names the product uses; the stage
 *   descriptions are plain-English summaries of it.
 * - HealthHub (HPB) and SingHealth HealthXchange, dementia versus normal ageing: forgetfulness that
 *   affects daily life is the key warning sign.
 *
 * Checked on 23 November 2026:
 * - Strength and balance for older adults: Singapore Physical Activity Guidelines (Health Promotion
 *   Board and Sport Singapore, 2022), as summarised by The Straits Times on 12 June 2022
 *   (https://www.straitstimes.com/sport/key-recommendations-from-the-singapore-physical-activity-guidelines):
 *   over 65, muscle-strengthening on two or more days a week and strength and balance activities on at
 *   least three; HealthHub (https://www.healthhub.sg/live-healthy/physicalactivity_akeytohealthyageing_pdf)
 *   names tai chi among balance activities. The figures are shared facts (content/facts.ts), the same
 *   on the diabetes page.
 */
import { keys, row, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { lastReview } from "./review";
import { servicePage } from "./types";

/** The stages table's columns, in order. */
const STAGE_COLUMNS = ["stage", "name", "meaning", "symptoms"] as const;

/** The normal-ageing-or-dementia table's columns, in order. */
const AGEING_COLUMNS = ["area", "normalAgeing", "possibleDementia"] as const;

export const structure = servicePage({
  facts: {
    // Reisberg's Global Deterioration Scale: seven stages, numbered in the table's first column.
    stages: 7,
    stageOne: 1,
    stageTwo: 2,
    stageThree: 3,
    stageFour: 4,
    stageFive: 5,
    stageSix: 6,
    stageSeven: 7,
    // Stages 1-3 come before dementia can be diagnosed. On the Global Deterioration Scale, stage 3 is a
    // pre-dementia stage (mild cognitive decline, later called mild cognitive impairment) and stage 4 is
    // the first stage of dementia: Reisberg's introduction in International Psychogeriatrics (Cambridge
    // University Press), read at
    // https://homsy-staging.cambridgecore.org/core/journals/international-psychogeriatrics/issue/313B06CADA37E1A46BB16758070A77AB;
    // "stages 1-3 are the pre-dementia stages; stages 4-7 are the dementia stages", the Fisher Center
    // for Alzheimer's Research (https://www.alzinfo.org/understand-alzheimers/clinical-stages-of-alzheimers/),
    // quoted at https://www.visiting-angels.co.uk/southwestkent/news/the-seven-clinical-stages-of-alzheimers-disease-also-known-as-the-global-deterioration-scale-gds-home-care.
    // The intro names these stages by the facts above (stageOne to stageThree).
  },
  slug: "dementia-care",
  name: wordIn("service-names", "dementia-care"),
  theme: "default",
  // When to call 995 and when to see a doctor first, as this condition changes the advice (content/safety.ts).
  safetyNote: "dementia",
  sharedFrame: true,
  hero: { intro: keys("hardToWatch", "ourHelp"), actions: [freeCareConsultation, chatOnWhatsApp] },
  sections: [
    // WHO, "Dementia" fact sheet.
    { kind: "prose", key: "whatIsDementia", paragraphs: keys("whatItIs", "notNormalAgeing") },
    // Stage names: the product's fixed names. Descriptions: Global Deterioration Scale (Reisberg, 1982),
    // on which stages 1-3 come before a dementia diagnosis (see the facts above).
    {
      kind: "table",
      id: "stages",
      columns: keys(...STAGE_COLUMNS),
      rows: [
        row("noImpairment", STAGE_COLUMNS),
        row("veryMild", STAGE_COLUMNS),
        row("mild", STAGE_COLUMNS),
        row("moderate", STAGE_COLUMNS),
        row("moderatelySevere", STAGE_COLUMNS),
        row("severe", STAGE_COLUMNS),
        row("verySevereDecline", STAGE_COLUMNS),
      ],
    },
    // HealthHub / SingHealth HealthXchange, early dementia signs versus normal ageing; WHO "Dementia" fact sheet.
    {
      kind: "table",
      id: "normal-ageing-or-dementia",
      columns: keys(...AGEING_COLUMNS),
      rows: [
        row("memory", AGEING_COLUMNS),
        row("familiarTasks", AGEING_COLUMNS),
        row("moneyAndPlanning", AGEING_COLUMNS),
        row("words", AGEING_COLUMNS),
        row("timeAndPlace", AGEING_COLUMNS),
        row("mood", AGEING_COLUMNS),
      ],
    },
    {
      kind: "cards",
      key: "riskReduction",
      columns: 3,
      // WHO, "Risk reduction of cognitive decline and dementia" guidelines (2019): the first four cards.
      // WHO "Dementia" fact sheet: depression and social isolation are risk factors (the last two cards).
      cards: [
        { key: "stayActive", icon: "activity" },
        { key: "eatWell", icon: "utensils" },
        { key: "noSmoking", icon: "leaf" },
        { key: "health", icon: "stethoscope" },
        { key: "stayConnected", icon: "users" },
        { key: "mood", icon: "smile" },
      ],
    },
    {
      kind: "cards",
      key: "programmes",
      columns: 3,
      cards: [
        { key: "meaningfulDays", icon: "sparkles", items: keys("music", "games", "exercise") },
        { key: "routines", icon: "home", items: keys("personalCare", "medicineReminders", "safeHome") },
        { key: "familySupport", icon: "heart-handshake", items: keys("tips", "updates", "breaks") },
      ],
    },
    { kind: "testimonials", key: "testimonials", items: [{ key: "lateAfternoons", name: "M.T.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
  review: {
    ...lastReview,
    sources: [
      { key: "whoFactSheet", url: "https://www.who.int/news-room/fact-sheets/detail/dementia" },
      { key: "whoGuidelines", url: "https://www.who.int/publications/i/item/9789241550543" },
      { key: "healthHub", url: "https://www.healthhub.sg/" },
    ],
  },
});
