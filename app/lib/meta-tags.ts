/**
 * The tags of a page's <head> that are not structured data: what the not-found pages, which have
 * no page data of their own, make in the browser. Every other page's head, structured data
 * included, is made at build time (lib/head.server.ts, lib/meta.ts).
 */
import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { fill } from "~/i18n/markers";
import { type Lang, langs, languages, localise } from "~/i18n/languages";
import type { CrumbWords } from "./breadcrumbs";
import type { JsonLd } from "./structured-data";
import { graphemes } from "~/i18n/graphemes";

/** Public origin of the site, for canonical and Open Graph URLs. Set VITE_SITE_URL at build time. */
export const SITE_URL = (import.meta.env.VITE_SITE_URL ?? "https://www.example.com").replace(/\/$/, "");

/** The 1200x630 picture shown when a page is shared (WhatsApp, Facebook, search results); its description is each language's. */
const SOCIAL_IMAGE = { src: "/og-image.png", width: 1200, height: 630 } as const;

export interface PageMeta {
  /**
   * The page's own title; the helper appends the business name unless the title already holds
   * it or the whole would pass TITLE_MAX_LENGTH.
   */
  title: string;
  /** 50-160 characters: what a searcher sees under the title. */
  description: string;
  /** Path of the page in English, e.g. "/about": each language's address is made from it. */
  path: string;
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
  /** false on pages that show no breadcrumb trail (home, COPD): no BreadcrumbList then. */
  breadcrumbs?: boolean;
  /** Page-specific JSON-LD (Service, BlogPosting, FAQPage, MedicalWebPage). */
  structuredData?: JsonLd[];
}

/** Search results cut a title after about 70 characters; a longer one loses its end. */
export const TITLE_MAX_LENGTH = 70;

/**
 * Search results show about 160 letters (80 of Chinese), counted as a reader counts them: longer
 * text is cut at a word, or anywhere in a script without spaces, and ends with "…".
 */
export function clampDescription(text: string, max = 160): string {
  const letters = graphemes(text);
  if (letters.length <= max) return text;
  const cut = letters.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.，。；：]+$/, "")}…`;
}

function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === "/" ? "/" : path}`;
}

/**
 * What the page's language layout gives every page's metadata (its loader data, the second of
 * the meta function's `matches`): the language, the names of the breadcrumb trail, and the words
 * of a title ("{title} | {business}") and of the shared picture's description.
 */
export interface FrameData {
  lang: Lang;
  dictionary: { breadcrumbs: CrumbWords; site: { pageTitle: string; shareImageAlt: string } };
}

/** The page's title as search results and link previews show it, in the language's own pattern. */
export function fullTitleOf(title: string, frame: FrameData): string {
  // A title that already names the business (the home page's) would otherwise say it twice; a
  // long article title keeps its own words whole rather than the business name.
  const branded = fill(frame.dictionary.site.pageTitle, { title });
  return title.includes(site.name) || branded.length > TITLE_MAX_LENGTH ? title : branded;
}

/** The page's public address in `lang`. */
export function pageUrl(path: string, lang: Lang): string {
  return absoluteUrl(localise(path, lang));
}

/**
 * A page's <title>, description, canonical URL, language alternates and social tags; lib/meta.ts
 * adds the structured data. `frame` is the language layout's data: the page's language, its
 * breadcrumb names and the words of its titles.
 */
export function metaTags({ title, description: text, path, noindex = false }: PageMeta, frame: FrameData): MetaDescriptor[] {
  const { lang } = frame;
  const description = clampDescription(text, languages[lang].script.description.max);
  const fullTitle = fullTitleOf(title, frame);
  const url = pageUrl(path, lang);
  // A page kept out of search results (the 404 page, served at any unknown address) has no
  // address of its own to name.
  const own: MetaDescriptor[] = noindex ? [] : [{ tagName: "link", rel: "canonical", href: url }];
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    ...own,
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...(noindex ? [] : [{ property: "og:url", content: url }]),
    { property: "og:locale", content: languages[lang].ogLocale },
    { name: "twitter:card", content: "summary_large_image" },
    // The link-preview picture (scripts/og-image.mjs draws it from the name and the logo).
    { property: "og:image", content: absoluteUrl(SOCIAL_IMAGE.src) },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: frame.dictionary.site.shareImageAlt },
    { name: "twitter:image", content: absoluteUrl(SOCIAL_IMAGE.src) },
  ];
  for (const other of langs) if (other !== lang) tags.push({ property: "og:locale:alternate", content: languages[other].ogLocale });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  else {
    // The same page in every language, and the English one for any other reader (hreflang).
    for (const other of langs) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: languages[other].hreflang, href: absoluteUrl(localise(path, other)) });
    }
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localise(path, "en")) });
  }
  return tags;
}
