/**
 * The addresses of the site's pages, as types: a link in any content to a page that does not exist
 * is a type error. A leaf module: it imports only the other lists of slugs, which import nothing.
 */
import type { FEATURED_SLUG, postSlugs } from "./blog/slugs";
import type { ServicePath } from "./services/slugs";

/** The pages with an address of their own, outside the service pages, the care guide's results and the blog posts. */
export type PagePath =
  | "/"
  | "/about"
  | "/services"
  | "/locations"
  | "/testimonials"
  | "/faq"
  | "/contact"
  | "/blog"
  | "/privacy"
  | "/care-guide"
  | "/costs"
  | "/our-caregivers";

type BlogPath = `/blog/${typeof FEATURED_SLUG | (typeof postSlugs)[number]}`;

/** Every page of the site (English address; each language adds its prefix when it links). */
export type SitePath = PagePath | ServicePath | BlogPath | `/care-guide/${string}`;

/** A page, or a place on a page ("/services#specialized-care"). */
export type SiteLink = SitePath | `${SitePath}#${string}`;
