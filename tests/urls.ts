import { allPagePaths, blogPaths, guideResultPaths, pagePathsIn, prerenderPaths, servicePaths } from "../app/content/site-map";
import { DEFAULT_LANG, langs, localise } from "../app/i18n/languages";

/** Every English page. */
export const english = prerenderPaths();

/** Every page in the other languages (/zh/...). */
export const translated = langs.filter((lang) => lang !== "en").flatMap(pagePathsIn);

/** Every page in every language. */
export const everyPage = allPagePaths();

/** The service page that draws its own header and footer instead of the shared ones. */
const OWN_FRAME = "/services/copd-care";

/**
 * One page of each layout, in English: every page with a module of its own, and the first of
 * those that share one (a service page, and the COPD page with its own frame; a care guide result;
 * an article). Pages that share a module differ only in their words, which every page's check at
 * the phone's width reads; a layout's look at the desktop's width is the same on each.
 */
const layouts = (() => {
  const shared = new Set([...guideResultPaths, ...servicePaths, ...blogPaths]);
  const own = prerenderPaths().filter((path) => !shared.has(path));
  return [...own, guideResultPaths[0]!, servicePaths[0]!, OWN_FRAME, blogPaths[0]!];
})();

/** One page of each layout in every language. */
export const onePerKind = langs.flatMap((lang) => layouts.map((path) => localise(path, lang)));

/**
 * The pages checked at the desktop's width: each layout in English, and again in one other
 * language, the other languages taking turns from layout to layout, so each language's words meet
 * the wide layouts without every layout being loaded in every language. (Every page of every
 * language is checked at the phone's width, where longer words run out of room first; each
 * language's header at 1440 px is checked in tests/languages.spec.ts.)
 */
export const widePages = (() => {
  const others = langs.filter((lang) => lang !== DEFAULT_LANG);
  return layouts.flatMap((path, index) => [path, ...(others.length ? [localise(path, others[index % others.length]!)] : [])]);
})();
