import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { type Lang, langs, languages } from "./i18n/languages";

/**
 * One line per page, once for every language in app/i18n/languages.ts. English paths have no
 * prefix and keep the route ids they always had; another language's paths and ids start with its
 * code ("/zh/about", "zh/about"). Every URL is prerendered (see content/site-map.ts). The service
 * pages share one module, which reads its page from content/services/index.ts by slug.
 */
function pages(lang: Lang): RouteConfigEntry[] {
  const prefix = languages[lang].prefix.slice(1);
  const path = (rest: string) => [prefix, rest].filter(Boolean).join("/");
  /** A route's id: the file's own for English (as before languages), prefixed for the others. */
  const id = (name: string) => (lang === "en" ? undefined : `${lang}/${name}`);
  const page = (rest: string, file: string, name = rest) => route(path(rest), `routes/${file}.tsx`, { id: id(name) });
  const service = (slug: string) => {
    const name = `services/${slug}`;
    return route(path(name), "routes/service.tsx", { id: lang === "en" ? name : `${lang}/${name}` });
  };
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
    page("care-guide/:need", "care-guide-result"),
    page("costs", "costs"),
    page("our-caregivers", "our-caregivers"),
    service("home-care-singapore"),
    service("overnight-care"),
    service("personal-care"),
    service("companionship"),
    service("medical-escort"),
    service("cancer-care"),
    service("dementia-care"),
    // The COPD page draws its own header and footer instead of the shared ones.
    layout("routes/own-frame.tsx", { id: lang === "en" ? undefined : `${lang}/own-frame` }, [service("copd-care")]),
    service("diabetes-care"),
    service("palliative-care"),
    service("respite-care"),
    service("live-in-care"),
    service("home-therapy"),
    service("nursing-procedure"),
    page("blog", "blog"),
    page("blog/:slug", "blog-post"),
    // Not in the spec's table: the PDPA notice the request forms link to.
    page("privacy", "privacy"),
    page("*", "not-found", "not-found"),
  ];
}

export default langs.map((lang) => layout("routes/language.tsx", { id: `language-${lang}` }, pages(lang))) satisfies RouteConfig;
