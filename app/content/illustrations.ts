/**
 * The nine page illustrations (crafted SVGs in /public/illustrations): their files and sizes. Each
 * language describes them in its illustrations.yaml. To use a photograph instead, change `src`,
 * keep the same aspect ratio (4:3), and update the descriptions to match. Blog images are not
 * listed here: each article names its own picture.
 */
import { wordIn } from "~/i18n/markers";
import type { ImageSlot } from "./types";

export const illustrations = {
  homeHero: {
    src: "/illustrations/home-hero.svg",
    width: 640,
    height: 480,
  },
  aboutHero: {
    src: "/illustrations/about-hero.svg",
    width: 640,
    height: 480,
  },
  stayInModel: {
    src: "/illustrations/stay-in-model.svg",
    width: 640,
    height: 480,
  },
  servicesHero: {
    src: "/illustrations/services-hero.svg",
    width: 640,
    height: 480,
  },
  locationsHero: {
    src: "/illustrations/locations-hero.svg",
    width: 640,
    height: 480,
  },
  testimonialsHero: {
    src: "/illustrations/testimonials-hero.svg",
    width: 640,
    height: 480,
  },
  contactHero: {
    src: "/illustrations/contact-hero.svg",
    width: 640,
    height: 480,
  },
  faqHero: {
    src: "/illustrations/faq-hero.svg",
    width: 640,
    height: 480,
  },
  notFound: {
    src: "/illustrations/not-found.svg",
    width: 640,
    height: 480,
  },
} satisfies Record<string, Omit<ImageSlot, "alt">>;

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
