import { allPagePaths, pagePathsIn, prerenderPaths } from "../app/content/site-map";
import { langs } from "../app/i18n/languages";

/** Every English page. */
export const english = prerenderPaths();

/** Every page in the other languages (/zh/...). */
export const translated = langs.filter((lang) => lang !== "en").flatMap(pagePathsIn);

/** Every page in every language. */
export const everyPage = allPagePaths();
