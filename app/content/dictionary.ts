/**
 * The interface words of the English site, in one object: the shared header and footer, the
 * breadcrumbs, the text-size control, the words shared sections show, both request forms with
 * their messages and toasts, the 404 page and the "Choosing care" block. Each language has one
 * of the same shape (app/content/<lang>/dictionary.ts); a page receives only its own language's,
 * as page data, so no visitor downloads another language's words.
 */
import { directLinks, formLabels, formNotes, requestFields, scriptNotice } from "./form-fields";
import { errorSummary, failureToast, fieldErrors, forms } from "./forms";
import { blogPage } from "./blog/page";
import { crumbNames } from "./breadcrumbs";
import { sectionLabels } from "./labels";
import { footerGroups, frameLabels, headerLinks, helpLabels, textSizeLabels } from "./navigation";
import { illustrations } from "./illustrations";
import { notFoundPage } from "./not-found";
import { type ChoosingCare, choosingCare } from "./services/choosing-care";
import { siteWords } from "./site-words";
import type { Translation } from "~/i18n/translation";

export const dictionary = {
  site: siteWords,
  headerLinks,
  footerGroups,
  helpLabels,
  textSizeLabels,
  frameLabels,
  sectionLabels,
  choosingCare: choosingCare as ChoosingCare,
  form: {
    fieldLabels: Object.fromEntries(requestFields.map((field) => [field.name, field.label])) as Record<
      (typeof requestFields)[number]["name"],
      string
    >,
    formLabels,
    formNotes,
    scriptNotice,
    directLinks,
    forms,
    failureToast,
    fieldErrors,
    errorSummary,
  },
  notFoundPage: { ...notFoundPage, image: illustrations.notFound },
  /** 'Post not found', for any address under /blog that names no post, and its way back. */
  blogNotFound: { ...blogPage.notFound, backLabel: blogPage.backLabel },
  /** The breadcrumb trail: English names each page by its address (see lib/breadcrumbs.ts). */
  breadcrumbs: { home: "Home", names: crumbNames },
};

/** What every language's dictionary holds: the English keys, each with words of its own. */
export type Dictionary = Translation<typeof dictionary>;
