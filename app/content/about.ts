/**
 * /about (docs/product.md, section 2, "/about"): intro, four statistics, the Singapore ageing
 * background, the shared stay-in model, operational pillars, advantages, the five divisions, core
 * values, mission and vision, reasons to choose us and calls to action. The words are in
 * app/content/<lang>/about.yaml.
 */
import { figure } from "~/i18n/markers";
import { illustration } from "./illustrations";

export const structure = {
  // Figures from docs/product.md, section 9. The 900K and 2.1 projections match the Population
  // White Paper (National Population and Talent Division, 2013): citizens aged 65 and over
  // tripling to 900,000 by 2030, and 2.1 working-age citizens for each of them by 2030.
  // The others are given by the spec without a publication; confirm the exact sources
  // before going live.
  facts: {
    horizon: 2030,
    olderAge: 65,
    whitePaperYear: 2013,
    seniorsByHorizon: figure(900_000),
    aloneYear: 2024,
    aloneThen: figure(87_200),
    supportRatioYear: 2015,
    supportRatioThen: figure(5.7),
    supportRatioByHorizon: figure(2.1),
  },
  hero: { image: illustration("aboutHero") },
  statistics: [
    { number: figure(900_000, "compact") },
    { number: figure(100_000, "compact", "+") },
    { number: figure(2.1) },
    // A preference figure comes from a survey; the spec names no publication.
    { number: figure(0.86, "percent") },
  ],
  stayInModel: {
    // Short ratio shown large, as the spec shows it.
    ratio: "3:1",
    cards: [{ icon: "moon" }, { icon: "users" }, { icon: "heart-handshake" }, { icon: "sun" }],
    image: illustration("stayInModel"),
  },
  pillars: { cards: [{ icon: "clipboard-list" }, { icon: "graduation-cap" }, { icon: "shield-check" }, { icon: "message-circle" }] },
  advantages: { cards: [{ icon: "home" }, { icon: "hand-heart" }, { icon: "smile" }, { icon: "calendar" }, { icon: "users" }] },
  // The five business divisions, in the spec's order.
  divisions: {
    cards: [{ icon: "home" }, { icon: "building" }, { icon: "stethoscope" }, { icon: "graduation-cap" }, { icon: "briefcase" }],
  },
  values: { cards: [{ icon: "badge-check" }, { icon: "heart-handshake" }, { icon: "hand-heart" }, { icon: "scale" }, { icon: "users" }] },
  cta: {
    // To /services, to /contact, and to the home page's contact section, in that order.
    actions: [{ kind: "link", to: "/services" }, { kind: "link", to: "/contact" }, { kind: "consultation" }],
  },
} as const;
