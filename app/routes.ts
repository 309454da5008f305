import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { FEATURED_SLUG, postSlugs } from "./content/blog/slugs";
import { topicOrder, topics } from "./content/care-guide";
import { serviceSlugs } from "./content/services/slugs";
import { type Lang, langs, languages } from "./i18n/languages";

/**
 * One line per page, once for every language in app/i18n/languages.ts. English paths have no
 * prefix and keep the route ids they always had; another language's paths and ids start with its
 * code ("/zh/about", "zh/about"). Every URL is prerendered (see content/site-map.ts). The service
 * pages, the care guide's result pages and the blog posts each share one module, which reads its
 * page by the address's last segment; an address under /care-guide or /blog that names no page
 * is matched by the not-found routes, so the 404 page served for it is the page the browser draws.
 */
/** The service page that draws its own header and footer (docs/product.md, "COPD Care"). */
const OWN_FRAME = "copd-care";

function pages(lang: Lang): RouteConfigEntry[] {
  const prefix = languages[lang].prefix.slice(1);
  const path = (rest: string) => [prefix, rest].filter(Boolean).join("/");
  /** A route's id: the file's own for English (as before languages), prefixed for the others. */
  const id = (name: string) => (lang === "en" ? undefined : `${lang}/${name}`);
  const page = (rest: string, file: string, name = rest) => route(path(rest), `routes/${file}.tsx`, { id: id(name) });
  /** A page whose module serves several addresses: each needs an id of its own, English too. */
  const shared = (rest: string, file: string) => route(path(rest), `routes/${file}.tsx`, { id: lang === "en" ? rest : `${lang}/${rest}` });
  const service = (slug: string) => shared(`services/${slug}`, "service");
  return [
    prefix ? route(prefix, "routes/home.tsx", { id: id("home") }) : index("routes/home.tsx"),
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
    ...serviceSlugs.map((slug) =>
      slug === OWN_FRAME
        ? layout("routes/own-frame.tsx", { id: lang === "en" ? undefined : `${lang}/own-frame` }, [service(slug)])
        : service(slug),
    ),
    page("blog", "blog"),
    ...[FEATURED_SLUG, ...postSlugs].map((slug) => shared(`blog/${slug}`, "blog-post")),
    // Any other address under /blog: 'Post not found' (prerendered as /blog/404, served with 404).
    page("blog/*", "blog-not-found"),
    // Not in the spec's table: the PDPA notice the request forms link to.
    page("privacy", "privacy"),
    page("*", "not-found", "not-found"),
  ];
}

export default langs.map((lang) => layout("routes/language.tsx", { id: `language-${lang}` }, pages(lang))) satisfies RouteConfig;
