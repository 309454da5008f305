/**
 * The nine page illustrations (crafted SVGs in /public/illustrations). To use a photograph
 * instead, change `src` and keep the same aspect ratio (4:3), then update `alt` to match.
 * Blog images are not listed here: each blog post carries its own ImageSlot.
 */
import { wordIn } from "~/i18n/markers";
import type { ImageSlot } from "./types";

export const illustrations = {
  homeHero: {
    src: "/illustrations/home-hero.svg",
    alt: "A smiling carer sits on a sofa at home, holding hands with an older woman beside a sunny window and a plant.",
    width: 640,
    height: 480,
  },
  aboutHero: {
    src: "/illustrations/about-hero.svg",
    alt: "Three carers stand together behind an older couple who sit side by side on a sofa, holding hands.",
    width: 640,
    height: 480,
  },
  stayInModel: {
    src: "/illustrations/stay-in-model.svg",
    alt: "Three older residents share a meal at a long table in a homely dining room while a carer brings a pot of tea.",
    width: 640,
    height: 480,
  },
  servicesHero: {
    src: "/illustrations/services-hero.svg",
    alt: "A carer holds the arm of an older man with a walking stick as he stands up from his armchair.",
    width: 640,
    height: 480,
  },
  locationsHero: {
    src: "/illustrations/locations-hero.svg",
    alt: "A map pin marks a spot in a leafy Singapore neighbourhood of HDB blocks.",
    width: 640,
    height: 480,
  },
  testimonialsHero: {
    src: "/illustrations/testimonials-hero.svg",
    alt: "A grandmother in her armchair holds her granddaughter's hand while her son rests a hand on her shoulder.",
    width: 640,
    height: 480,
  },
  contactHero: {
    src: "/illustrations/contact-hero.svg",
    alt: "An older woman relaxes in her armchair, smiling as she talks on the phone, with a cup of tea beside her.",
    width: 640,
    height: 480,
  },
  faqHero: {
    src: "/illustrations/faq-hero.svg",
    alt: "A carer at a table points to an open leaflet as she talks a family member through it.",
    width: 640,
    height: 480,
  },
  notFound: {
    src: "/illustrations/not-found.svg",
    alt: "An empty signpost stands beside a winding path through green hills.",
    width: 640,
    height: 480,
  },
} satisfies Record<string, ImageSlot>;

/** The nine pictures without their descriptions, which each language writes in illustrations.yaml. */
type PictureName = keyof typeof illustrations;

/**
 * A page illustration in a page's structure: its file and size, and its description in the
 * page's language (app/content/<lang>/illustrations.yaml).
 */
/* @__NO_SIDE_EFFECTS__ */
export function illustration<const N extends PictureName>(name: N) {
  const { src, width, height } = illustrations[name];
  return { src, width, height, alt: wordIn("illustrations", name) };
}
