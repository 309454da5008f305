/**
 * The fourteen service pages, by the last segment of their address, in the route table's order.
 * The one list: the routes, the site map, the sitemap, the tests and each page's catalog
 * (app/content/<lang>/services/<slug>.yaml) follow it. A leaf module: it imports nothing.
 */
export const serviceSlugs = [
  "home-care-singapore",
  "overnight-care",
  "personal-care",
  "companionship",
  "medical-escort",
  "cancer-care",
  "dementia-care",
  "copd-care",
  "diabetes-care",
  "palliative-care",
  "respite-care",
  "live-in-care",
  "home-therapy",
  "nursing-procedure",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** The address of a service page; a slug with no page is a type error. */
export type ServicePath = `/services/${ServiceSlug}`;

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(slug);
}
