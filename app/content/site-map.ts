/**
 * Every public URL of the site: the prerender list (react-router.config.ts) and, later,
 * the sitemap are built from this one list.
 */
import { type Lang, langs, localise } from "../i18n/languages";
import { FEATURED_SLUG, postSlugs } from "./blog/slugs";
import { topicOrder, topics } from "./care-guide";
import { type ServicePath, serviceSlugs } from "./services/slugs";

const pagePaths = [
  "/",
  "/about",
  "/services",
  "/locations",
  "/testimonials",
  "/faq",
  "/contact",
  "/blog",
  "/privacy",
  "/care-guide",
  "/costs",
  "/our-caregivers",
] as const;

/** The care guide's result pages, one per main need (reached without JavaScript). */
export const guideResultPaths: string[] = topicOrder.map((topic) => `/care-guide/${topics[topic].slug}`);

export const blogPaths = [FEATURED_SLUG, ...postSlugs].map((slug) => `/blog/${slug}`);

export const servicePaths: string[] = serviceSlugs.map((slug): ServicePath => `/services/${slug}`);

/** Every English page's address. */
export function prerenderPaths(): string[] {
  return [...pagePaths, ...guideResultPaths, ...servicePaths, ...blogPaths];
}

/** Every page's address in `lang`: the English ones with the language's prefix. */
export function pagePathsIn(lang: Lang): string[] {
  return prerenderPaths().map((path) => localise(path, lang));
}

/** Every page in every language: what the build prerenders and the sitemap lists. */
export function allPagePaths(): string[] {
  return langs.flatMap(pagePathsIn);
}

/**
 * The not-found pages of each language, prerendered for the server to send with status 404: the
 * site's 404 page, and 'Post not found' for an address under /blog that names no post.
 */
export function notFoundPaths(): string[] {
  return langs.flatMap((lang) => ["/404", "/blog/404"].map((path) => localise(path, lang)));
}
