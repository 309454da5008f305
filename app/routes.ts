import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { FEATURED_SLUG, postSlugs } from "./content/blog/slugs";
import { topicOrder, topics } from "./content/care-guide";
import { serviceSlugs } from "./content/services/slugs";
import { langs, languages } from "./i18n/languages";

/**
 * One line per page, for every language at once: a page's path starts with an optional language
 * prefix (`:lang?/about` is "/about" and "/zh/about"), so the route table, which every page's first
 * load carries, keeps one entry per page however many languages there are. Only the home pages
 * are listed per language ("/zh"), because a lone `:lang?` would also match a mistyped "/abuot",
 * and the not-found routes stay unprefixed (`*` is "/zh/no-such-page" too): an unknown address is
 * then matched by the same route as the not-found page served for it. The language layout reads
 * the language from the address (app/i18n/languages.ts). Every URL is prerendered (see
 * content/site-map.ts). The service pages, the care guide's result pages and the blog posts each
 * share one module, which reads its page by the address's last segment.
 */
/** The service page that draws its own header and footer (docs/product.md, "COPD Care"). */
const OWN_FRAME = "copd-care";

/** A page in every language, by its path after the language's prefix. */
const page = (path: string, file: string) => route(`:lang?/${path}`, `routes/${file}.tsx`);
/** A page whose module serves several addresses: each needs an id of its own. */
const shared = (path: string, file: string) => route(`:lang?/${path}`, `routes/${file}.tsx`, { id: path });
const service = (slug: string) => shared(`services/${slug}`, "service");

const pages: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  ...langs
    .filter((lang) => languages[lang].prefix)
    .map((lang) => route(languages[lang].prefix.slice(1), "routes/home.tsx", { id: `home-${lang}` })),
  page("about", "about"),
  page("services", "services"),
  page("locations", "locations"),
  page("testimonials", "testimonials"),
  page("faq", "faq"),
  page("contact", "contact"),
  // Help in choosing: the four-question guide (with a result page per main need, for visitors
  // without JavaScript), costs and financial help, and who comes to the home.
  page("care-guide", "care-guide"),
  ...topicOrder.map((topic) => shared(`care-guide/${topics[topic].slug}`, "care-guide-result")),
  page("costs", "costs"),
  page("our-caregivers", "our-caregivers"),
  // The service pages, from the one list of slugs. The COPD page draws its own header and
  // footer instead of the shared ones.
  ...serviceSlugs.map((slug) => (slug === OWN_FRAME ? layout("routes/own-frame.tsx", [service(slug)]) : service(slug))),
  page("blog", "blog"),
  ...[FEATURED_SLUG, ...postSlugs].map((slug) => shared(`blog/${slug}`, "blog-post")),
  // Any other address under /blog: 'Post not found' (prerendered as /blog/404, served with 404).
  page("blog/*", "blog-not-found"),
  // Not in the spec's table: the PDPA notice the request forms link to.
  page("privacy", "privacy"),
  route("*", "routes/not-found.tsx"),
];

export default [layout("routes/language.tsx", { id: "language" }, pages)] satisfies RouteConfig;
