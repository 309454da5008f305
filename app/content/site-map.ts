/**
 * Every public URL of the site: the prerender list (react-router.config.ts) and, later,
 * the sitemap are built from this one list.
 */
import { FEATURED_SLUG, postSlugs } from "./blog/slugs";
import { topicOrder, topics } from "./care-guide";
import { type ServicePath, serviceSlugs } from "./services/index";

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

export function prerenderPaths(): string[] {
  return [...pagePaths, ...guideResultPaths, ...servicePaths, ...blogPaths];
}
