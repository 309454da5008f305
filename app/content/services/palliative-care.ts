/**
 * /services/palliative-care: purple theme; Understanding (3 facts), Conditions We Support (4, each
 * with a share figure and approach), Specialized Care Approaches (3), 6 service cards, 4 care
 * settings and a 3-step journey. The words are in app/content/<lang>/services/palliative-care.yaml.
 *
 * Sources: World Health Organization, "Palliative care" fact sheet: what palliative care is (it
 * improves quality of life for patients and families facing life-threatening illness, easing pain and
 * physical, psychosocial and spiritual problems), that it helps most when started early alongside other
 * treatment, that it supports families including in bereavement, and the shares of adults in need of
 * palliative care by condition (cardiovascular 38.5%, cancer 34%, chronic respiratory 10.3%; the
 * product's figures, copied exactly), with kidney failure, dementia and other neurological diseases
 * among the other conditions that need it (WHO names dementia, Parkinson's disease and multiple
 * sclerosis). Checked on 23 November 2026 against a copy of the fact sheet at
 * https://communitymedicine4all.com/2017/08/07/who-reviews-fact-sheet-on-palliative-care-7-august-2017/:
 * the shares and the list of other conditions match; the WHO gives no share for neurological
 * conditions, so that card's figure is not a percentage and the intro speaks of percentages only.
 * Agency for Integrated Care (AIC): the palliative care settings in Singapore (home, day hospice,
 * inpatient hospice, and hospital palliative care teams).
 * Home oxygen fire safety (no smoking; no gas stoves, candles or joss sticks near the oxygen): the
 * sources are named in the COPD page's module, copd-care.ts.
 */
import { figure, keys, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, getCareConsultation, getFreeConsultation, viewAllServices } from "../actions";
import { lastReview } from "./review";
import { servicePage } from "./types";

export const structure = servicePage({
  slug: "palliative-care",
  name: wordIn("service-names", "palliative-care"),
  theme: "purple",
  // When to call 995 and when to see a doctor first, as this condition changes the advice (content/safety.ts).
  safetyNote: "endOfLife",
  sharedFrame: true,
  backLink: { to: "/services" },
  hero: {
    intro: keys("comfort", "ourHelp"),
    actions: [getCareConsultation, chatOnWhatsApp],
    points: keys("freeConsultation", "comfortFirst", "wholeFamily"),
  },
  sections: [
    {
      kind: "cards",
      id: "understanding-palliative-care",
      columns: 3,
      cards: [
        // WHO palliative care fact sheet: improves quality of life of patients and families facing life-threatening illness.
        { key: "qualityOfLife", icon: "flower" },
        // WHO palliative care fact sheet: most effective when started early, alongside other treatment.
        { key: "notOnlyLastDays", icon: "calendar" },
        // WHO palliative care fact sheet: physical, psychosocial and spiritual care; supports the family, including in bereavement.
        { key: "wholeFamily", icon: "users" },
      ],
    },
    {
      kind: "details",
      id: "palliative-conditions",
      // Shares: the product's figures, copied exactly; WHO palliative care fact sheet gives them as shares of adults
      // worldwide in need of palliative care. WHO gives no single figure for neurological conditions, so that
      // card's figure is words ("Various").
      columns: 2,
      cards: [
        { key: "cancer", icon: "ribbon", figure: figure(0.34, "percent") },
        { key: "heart", icon: "activity", figure: figure(0.385, "percent") },
        // Oxygen at home: its approach carries the fire safety advice.
        { key: "respiratory", icon: "wind", figure: figure(0.103, "percent") },
        { key: "neurological", icon: "brain" },
      ],
    },
    {
      kind: "details",
      id: "palliative-approaches",
      columns: 3,
      cards: [
        { key: "cancer", icon: "ribbon", lists: [{ key: "howWeHelp", items: keys("comfort", "meals", "company") }] },
        { key: "kidneyFailure", icon: "droplet", lists: [{ key: "howWeHelp", items: keys("fluidAndDiet", "skinCare", "escort") }] },
        { key: "endOfLife", icon: "flower", lists: [{ key: "howWeHelp", items: keys("personalCare", "presence", "wishes") }] },
      ],
    },
    {
      kind: "cards",
      id: "palliative-services",
      columns: 3,
      cards: [
        { key: "symptomCare", icon: "hand-heart" },
        { key: "personalCare", icon: "smile" },
        { key: "medication", icon: "pill" },
        { key: "emotionalSupport", icon: "heart-handshake" },
        { key: "familySupport", icon: "users" },
        { key: "coordination", icon: "stethoscope" },
      ],
    },
    {
      kind: "cards",
      id: "palliative-settings",
      // AIC: palliative care in Singapore is given at home, in day hospices, in inpatient hospices and by hospital teams.
      columns: 4,
      cards: [
        { key: "home", icon: "home" },
        { key: "dayCare", icon: "sun" },
        { key: "inpatientHospice", icon: "building" },
        { key: "consultative", icon: "hospital" },
      ],
    },
    { kind: "steps", id: "palliative-care-journey", steps: keys("listening", "carePlan", "ongoingSupport") },
    {
      kind: "testimonials",
      id: "palliative-testimonials",
      items: [{ key: "lastMonthsAtHome", name: "W.L.", rating: 5, sample: true }],
    },
  ],
  cta: { actions: [getFreeConsultation, viewAllServices] },
  review: {
    ...lastReview,
    sources: [
      { key: "who", url: "https://www.who.int/news-room/fact-sheets/detail/palliative-care" },
      { key: "aic", url: "https://www.aic.sg" },
    ],
  },
});
