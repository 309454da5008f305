/** The interface words of the Chinese site: the same shape as the English dictionary. */
import type { Dictionary } from "~/content/dictionary";
import { directLinks, formLabels, formNotes, requestFields, scriptNotice } from "./form-fields";
import { errorSummary, failureToast, fieldErrors, forms } from "./forms";
import { blogPage } from "./blog/page";
import { crumbNames } from "./breadcrumbs";
import { illustrations } from "./illustrations";
import { sectionLabels } from "./labels";
import { footerGroups, frameLabels, headerLinks, helpLabels, textSizeLabels } from "./navigation";
import { notFoundPage } from "./not-found";
import { choosingCare } from "./services/choosing-care";
import { siteWords } from "./site-words";

export const dictionary: Dictionary = {
  site: siteWords,
  headerLinks,
  footerGroups,
  helpLabels,
  textSizeLabels,
  frameLabels,
  sectionLabels,
  choosingCare,
  form: {
    fieldLabels: Object.fromEntries(requestFields.map((field) => [field.name, field.label])) as Dictionary["form"]["fieldLabels"],
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
  blogNotFound: { ...blogPage.notFound, backLabel: blogPage.backLabel },
  breadcrumbs: { home: "首页", names: crumbNames },
};
