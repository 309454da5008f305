/**
 * A page's <head> tags, made at build time in its loader (lib/meta.ts holds the rules): they reach
 * the browser as page data, so no page's JavaScript carries the code that writes titles, social
 * tags and structured data. The route's `meta` export only hands them to React Router.
 */
import type { MetaDescriptor, RouterContextProvider } from "react-router";
import { dictionaryFor } from "~/content/dictionary.server";
import type { ServicePage } from "~/content/services/types";
import { localise } from "~/i18n/languages";
import { langFrom } from "~/i18n/page.server";
import { type PageMeta, SITE_URL, getMeta } from "./meta";
import { type JsonLd, medicalWebPage, service } from "./structured-data";

type Context = Readonly<RouterContextProvider>;

/**
 * The tags of a page in the language its layout names. `structuredData` may depend on the page's
 * address in that language.
 */
export function headOf(
  context: Context,
  page: Omit<PageMeta, "structuredData">,
  structuredData?: (url: string) => JsonLd[],
): MetaDescriptor[] {
  const lang = langFrom(context);
  const frame = { lang, dictionary: dictionaryFor(lang) };
  return getMeta({ ...page, structuredData: structuredData?.(localise(page.path, lang)) }, frame);
}

/** A service page's tags: its Service data, and MedicalWebPage when its content was reviewed. */
export function servicePageHead(context: Context, page: ServicePage): MetaDescriptor[] {
  return headOf(
    context,
    { title: page.meta.title, description: page.meta.description, path: `/services/${page.slug}`, breadcrumbs: page.sharedFrame },
    (url) => [
      service(SITE_URL, url, page.name, page.meta.description),
      ...(page.review ? [medicalWebPage(SITE_URL, url, page.hero.title, page.review.lastReviewedIso)] : []),
    ],
  );
}
