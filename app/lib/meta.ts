import type { MetaDescriptor } from "react-router";
import { languages } from "~/i18n/languages";
import { type FrameData, type PageMeta, SITE_URL, fullTitleOf, metaTags, pageUrl } from "./meta-tags";
import { breadcrumbList, businessReference, medicalBusiness } from "./structured-data";

/** The pages about the provider itself, which carry its full description; the others name it by its id. */
const ABOUT_THE_PROVIDER = new Set(["/", "/about", "/contact"]);

export { SITE_URL, TITLE_MAX_LENGTH, clampDescription, metaTags } from "./meta-tags";
export type { FrameData, PageMeta } from "./meta-tags";

/** Schema.org types of the page-specific JSON-LD that say which language they are written in. */
const WRITTEN = new Set(["WebPage", "MedicalWebPage", "FAQPage", "BlogPosting", "Article"]);

/**
 * Every page's <head> tags: those of lib/meta-tags.ts, then its structured data (the business,
 * in full on the pages about it and by reference elsewhere, the page, its breadcrumb trail and what the page adds). A page kept out of search results has
 * none. `frame` is the language layout's data.
 */
export function getMeta(page: PageMeta, frame: FrameData): MetaDescriptor[] {
  const { path, noindex = false, breadcrumbs = true, structuredData = [] } = page;
  const tags = metaTags(page, frame);
  if (noindex) return tags;
  const { lang } = frame;
  const fullTitle = fullTitleOf(page.title, frame);
  const url = pageUrl(path, lang);
  const inLanguage = languages[lang].tag;
  const written = structuredData.map((data) => (WRITTEN.has(String(data["@type"])) ? { ...data, inLanguage } : data));
  const jsonLd = [
    ABOUT_THE_PROVIDER.has(path) ? medicalBusiness(SITE_URL) : businessReference(SITE_URL),
    ...(written.some((data) => WRITTEN.has(String(data["@type"])))
      ? []
      : [{ "@context": "https://schema.org", "@type": "WebPage", name: fullTitle, url, inLanguage }]),
    ...(breadcrumbs && path !== "/" ? [breadcrumbList(SITE_URL, path, lang, frame.dictionary.breadcrumbs)] : []),
    ...written,
  ];
  for (const data of jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}
