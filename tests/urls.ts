import { allPagePaths, blogPaths, guideResultPaths, pagePathsIn, prerenderPaths, servicePaths } from "../app/content/site-map";
import { langs, localise } from "../app/i18n/languages";

/** Every English page. */
export const english = prerenderPaths();

/** Every page in the other languages (/zh/...). */
export const translated = langs.filter((lang) => lang !== "en").flatMap(pagePathsIn);

/** Every page in every language. */
export const everyPage = allPagePaths();

/** The service page that draws its own header and footer instead of the shared ones. */
const OWN_FRAME = "/services/copd-care";

/**
 * One page of each layout in every language: every page with a module of its own, and the first
 * of those that share one (a service page, and the COPD page with its own frame; a care guide
 * result; an article). Pages that share a module differ only in their words, which every page's
 * check at the phone's width reads; a layout's look at the desktop's width is the same on each.
 */
export const onePerKind = langs.flatMap((lang) => {
  const shared = new Set([...guideResultPaths, ...servicePaths, ...blogPaths]);
  const own = prerenderPaths().filter((path) => !shared.has(path));
  return [...own, guideResultPaths[0]!, servicePaths[0]!, OWN_FRAME, blogPaths[0]!].map((path) => localise(path, lang));
});
