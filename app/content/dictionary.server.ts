/**
 * Each language's dictionary: the interface words every page shows (header, footer, breadcrumbs,
 * text-size control, the words shared sections show, both request forms with their messages and
 * toasts, the 404 pages, the "Choosing care" block), from its catalog app/content/<lang>/interface.yaml,
 * with the office and support hours written for the language. The language layout sends a page
 * only its own language's dictionary, as page data, so no visitor downloads another language's words.
 */
import { contentFor } from "~/i18n/content.server";
import { hoursLine, hoursTable } from "~/i18n/format";
import type { Lang } from "~/i18n/languages";
import { crumbNamesIn } from "./breadcrumbs.server";
import { site } from "./site";

/** The dictionary of `lang`. */
export function dictionaryFor(lang: Lang) {
  const { site: words, hours, breadcrumbs, ...rest } = contentFor(lang, "interface");
  return {
    ...rest,
    site: {
      ...words,
      /** The office hours on the contact page, a row a day or run of days. */
      officeHours: hoursTable(site.officeHours, lang, hours),
      /** The support hours on the FAQ and service pages, in one line. */
      supportHours: hoursLine(site.supportHours, lang, hours),
    },
    /** The breadcrumb trail: its first crumb, and each page's name by its address's segment. */
    breadcrumbs: { home: breadcrumbs.home, names: crumbNamesIn(lang) },
  };
}

/** What every language's dictionary holds. */
export type Dictionary = ReturnType<typeof dictionaryFor>;
