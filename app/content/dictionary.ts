/**
 * The interface words of the English site, in one object: the shared header and footer, the
 * breadcrumbs, the text-size control, the words shared sections show, both request forms with
 * their messages and toasts, the 404 pages and the "Choosing care" block. Each language has one
 * of the same shape (app/content/<lang>/dictionary.ts), made by `dictionaryFrom` from its own
 * modules; a page receives only its own language's, as page data, so no visitor downloads
 * another language's words.
 */
import type { CatalogWords } from "~/i18n/catalog-words.generated";
import type { Translation } from "~/i18n/translation";
import { catalog } from "~/i18n/words.server";
import { crumbNames } from "./breadcrumbs";
import { directLinks, formLabels, formNotes, requestFields, scriptNotice } from "./form-fields";
import { errorSummary, failureToast, fieldErrors, forms } from "./forms";
import { illustrations } from "./illustrations";
import { sectionLabels } from "./labels";
import { footerGroups, frameLabels, headerLinks, helpLabels, textSizeLabels } from "./navigation";
import { notFoundPage } from "./not-found";
import { type ChoosingCare, choosingCare } from "./services/choosing-care";
import { siteWords } from "./site-words";

/** The English modules a dictionary is made from; a translation gives its own of each. */
const englishParts = {
  siteWords,
  headerLinks,
  footerGroups,
  helpLabels,
  textSizeLabels,
  frameLabels,
  sectionLabels,
  choosingCare: choosingCare as ChoosingCare,
  requestFields,
  formLabels,
  formNotes,
  scriptNotice,
  directLinks,
  forms,
  failureToast,
  fieldErrors,
  errorSummary,
  notFoundPage,
  notFoundImage: illustrations.notFound,
  /** The blog's words (app/content/<lang>/blog/page.yaml): its 'Post not found' and way back. */
  blogPage: catalog("en", "blog/page") as CatalogWords["blog/page"],
  crumbNames,
  /** The breadcrumb trail's first crumb. */
  crumbHome: "Home",
};

export type DictionaryParts = Translation<typeof englishParts>;

/** A language's dictionary, from its modules. */
export function dictionaryFrom(parts: DictionaryParts) {
  return {
    site: parts.siteWords,
    headerLinks: parts.headerLinks,
    footerGroups: parts.footerGroups,
    helpLabels: parts.helpLabels,
    textSizeLabels: parts.textSizeLabels,
    frameLabels: parts.frameLabels,
    sectionLabels: parts.sectionLabels,
    choosingCare: parts.choosingCare,
    form: {
      fieldLabels: Object.fromEntries(parts.requestFields.map((field) => [field.name, field.label])) as Record<
        (typeof requestFields)[number]["name"],
        string
      >,
      formLabels: parts.formLabels,
      formNotes: parts.formNotes,
      scriptNotice: parts.scriptNotice,
      directLinks: parts.directLinks,
      forms: parts.forms,
      failureToast: parts.failureToast,
      fieldErrors: parts.fieldErrors,
      errorSummary: parts.errorSummary,
    },
    notFoundPage: { ...parts.notFoundPage, image: parts.notFoundImage },
    /** 'Post not found', for any address under /blog that names no post, and its way back. */
    blogNotFound: { ...parts.blogPage.notFound, backLabel: parts.blogPage.backLabel },
    /** The breadcrumb trail: English names each page by its address (see lib/breadcrumbs.ts). */
    breadcrumbs: { home: parts.crumbHome, names: parts.crumbNames },
  };
}

/** What every language's dictionary holds. */
export type Dictionary = ReturnType<typeof dictionaryFrom>;

export const dictionary: Dictionary = dictionaryFrom(englishParts);
