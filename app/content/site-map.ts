/**
 * Every public URL of the site: the prerender list (react-router.config.ts) and, later,
 * the sitemap are built from this one list.
 */
import { FEATURED_SLUG, postSlugs } from "./blog/slugs";
import { type ServicePath, serviceSlugs } from "./services/index";

const pagePaths = ["/", "/about", "/services", "/locations", "/testimonials", "/faq", "/contact", "/blog", "/privacy"] as const;

export const blogPaths = [FEATURED_SLUG, ...postSlugs].map((slug) => `/blog/${slug}`);

export const servicePaths: string[] = serviceSlugs.map((slug): ServicePath => `/services/${slug}`);

export function prerenderPaths(): string[] {
  return [...pagePaths, ...servicePaths, ...blogPaths];
}
