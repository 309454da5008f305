/** The interface words of the Chinese site, made from the Chinese modules as the English are. */
import { type Dictionary, dictionaryFrom } from "~/content/dictionary";
import type { CatalogWords } from "~/i18n/catalog-words.generated";
import { catalog } from "~/i18n/words.server";
import { crumbNames } from "./breadcrumbs";
import { directLinks, formLabels, formNotes, requestFields, scriptNotice } from "./form-fields";
import { errorSummary, failureToast, fieldErrors, forms } from "./forms";
import { illustrations } from "./illustrations";
import { sectionLabels } from "./labels";
import { footerGroups, frameLabels, headerLinks, helpLabels, textSizeLabels } from "./navigation";
import { notFoundPage } from "./not-found";
import { choosingCare } from "./services/choosing-care";
import { siteWords } from "./site-words";

export const dictionary: Dictionary = dictionaryFrom({
  siteWords,
  headerLinks,
  footerGroups,
  helpLabels,
  textSizeLabels,
  frameLabels,
  sectionLabels,
  choosingCare,
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
  blogPage: catalog("zh", "blog/page") as CatalogWords["blog/page"],
  crumbNames,
  crumbHome: "首页",
});
