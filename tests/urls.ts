import { allPagePaths, pagePathsIn, prerenderPaths } from "../app/content/site-map";
import { langs } from "../app/i18n/languages";

/** Every English page. */
export const english = prerenderPaths();

/** Every page in the other languages (/zh/...). */
export const translated = langs.filter((lang) => lang !== "en").flatMap(pagePathsIn);

/** Every page in every language. */
export const everyPage = allPagePaths();

/**
 * Every page with whether its check runs at one width only. A check that depends on the width
 * runs for English at both widths and, to keep the run short, for the other languages on the
 * phone, where most of their readers are (axe runs for every page at both widths, in pages.spec).
 */
export const byWidth: { url: string; phoneOnly: boolean }[] = [
  ...english.map((url) => ({ url, phoneOnly: false })),
  ...translated.map((url) => ({ url, phoneOnly: true })),
];
