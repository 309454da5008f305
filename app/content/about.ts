/**
 * /about (docs/product.md, section 2, "/about"): intro, four statistics, the Singapore ageing
 * background, the shared stay-in model, operational pillars, advantages, the five divisions, core
 * values, mission and vision, reasons to choose us and calls to action. The words are in
 * app/content/<lang>/about.yaml.
 */
import { figure, keys } from "~/i18n/markers";
import { illustration } from "./illustrations";

export const structure = {
  // Figures from docs/product.md, section 9, each with the publication the page names:
  // - 900K and 2.1: the Population White Paper (National Population and Talent Division, January
  //   2013): citizens aged 65 and over triple to 900,000 by 2030, and "We currently have 5.9
  //   working-age citizens for each citizen aged 65 and above. This ratio will fall to 2.1 by
  //   2030" (as quoted by Yahoo Finance Singapore, "Old Singaporeans to triple to 900,000 by 2030",
  //   https://sg.finance.yahoo.com/news/old-singaporeans-triple-900-000-091100554.html, read
  //   2026-11-26). The spec's "5.7 in 2015" could not be confirmed (the fact-check's audit found
  //   4.9 for 2015), so the page gives the White Paper's own 5.9, for 2012, instead.
  // - 100K+ living alone by 2030: the Ministry of Finance's Singapore Public Sector Outcomes
  //   Review 2024 (1 November 2024) estimates about 122,000 seniors living alone by 2030
  //   (as reported by Mothership, https://mothership.sg/2024/11/122000-seniors-live-alone-singapore;
  //   the release: https://mof.gov.sg/news-publications/press-releases/singapore-public-sector-outcomes-review-2024;
  //   read 2026-11-26).
  // - 87,200 living alone in 2024: the Department of Statistics, as the Ministry of Health's
  //   written answer of 12 January 2026 gives it
  //   (https://www.moh.gov.sg/newsroom/addressing-loneliness-and-psychological-distress-among-seniors-living-alone,
  //   read 2026-11-26).
  // - 86%: HDB's Sample Household Survey 2018 (published February 2021): 86% of elderly residents
  //   intended to keep living in their existing flat (as reported by CNA,
  //   https://www.channelnewsasia.com/singapore/elderly-hdb-ageing-assisted-living-sample-household-survey-341871,
  //   read 2026-11-26). The label says what was asked, of whom.
  facts: {
    horizon: 2030,
    olderAge: 65,
    whitePaperYear: 2013,
    seniorsByHorizon: figure(900_000),
    aloneYear: 2024,
    aloneThen: figure(87_200),
    supportRatioYear: 2012,
    supportRatioThen: figure(5.9),
    supportRatioByHorizon: figure(2.1),
    outcomesReviewYear: 2024,
    hdbSurveyYear: 2018,
  },
  hero: { image: illustration("aboutHero"), intro: keys("whoWeAre", "listening") },
  statistics: [
    { key: "seniorsByHorizon", number: figure(900_000, "compact") },
    { key: "livingAlone", number: figure(100_000, "compact", "+") },
    { key: "supportRatio", number: figure(2.1) },
    // HDB's Sample Household Survey 2018 (see the facts above).
    { key: "stayInFlat", number: figure(0.86, "percent") },
  ],
  background: { paragraphs: keys("ageing", "fewerWorkers", "families") },
  stayInModel: {
    // Short ratio shown large, as the spec shows it.
    ratio: "3:1",
    cards: [
      { key: "privateBedroom", icon: "moon" },
      { key: "sharedSpaces", icon: "users" },
      { key: "liveInCaregiver", icon: "heart-handshake" },
      { key: "dailyRoutine", icon: "sun" },
    ],
    image: illustration("stayInModel"),
  },
  pillars: {
    cards: [
      { key: "carePlans", icon: "clipboard-list" },
      { key: "trainedCaregivers", icon: "graduation-cap" },
      { key: "safety", icon: "shield-check" },
      { key: "familyUpdates", icon: "message-circle" },
    ],
  },
  advantages: {
    cards: [
      { key: "familiarSurroundings", icon: "home" },
      { key: "personalAttention", icon: "hand-heart" },
      { key: "company", icon: "smile" },
      { key: "fitsYourLife", icon: "calendar" },
      { key: "familiesClose", icon: "users" },
    ],
  },
  // The five business divisions, in the spec's order.
  divisions: {
    cards: [
      { key: "homeCare", icon: "home" },
      { key: "nursingHomes", icon: "building" },
      { key: "clinic", icon: "stethoscope" },
      { key: "trainingAcademy", icon: "graduation-cap" },
      { key: "consultancy", icon: "briefcase" },
    ],
  },
  values: {
    cards: [
      { key: "dignity", icon: "badge-check" },
      { key: "compassion", icon: "heart-handshake" },
      { key: "respect", icon: "hand-heart" },
      { key: "integrity", icon: "scale" },
      { key: "teamwork", icon: "users" },
    ],
  },
  reasons: {
    items: keys("freeConsultation", "plannedAroundThem", "trainedCaregivers", "oneProvider", "growsWithNeeds", "regularUpdates"),
  },
  cta: {
    // To /services, to /contact, and to the home page's contact section, in that order.
    actions: [
      { key: "services", kind: "link", to: "/services" },
      { key: "contact", kind: "link", to: "/contact" },
      { key: "consultation", kind: "consultation" },
    ],
  },
} as const;
