/**
 * The languages the site is written in. English is the source: its content sits directly in
 * app/content, and every other language's in app/content/<code>/ with the same shape, beside a
 * dictionary of interface words. Adding a language means adding its folder and dictionary and
 * one entry here.
 */
export const languages = {
  en: {
    /** On <html lang> and in the JSON-LD's inLanguage. */
    tag: "en-SG",
    /** In the hreflang alternates and the sitemap. */
    hreflang: "en",
    ogLocale: "en_SG",
    /** Before every path of the language: "" for English, whose URLs never change. */
    prefix: "",
    /** How the switcher names the language, in that language. */
    name: "English",
    /** The heading of the last-resort error page, shown in every language at once. */
    failure: "Something went wrong",
    /** How a request sent from a page in this language names it to the care team (email and sheet). */
    request: "English",
    /** The locale dates are written in: "3 November 2026". */
    dates: "en-GB",
    /** Its writing system, as Unicode names it: pages in another script mark English phrases lang="en". */
    script: "Latin",
  },
  zh: {
    tag: "zh-Hans-SG",
    hreflang: "zh-Hans",
    ogLocale: "zh_SG",
    prefix: "/zh",
    name: "中文",
    failure: "出了点问题",
    request: "Chinese (简体中文)",
    dates: "zh-Hans-SG",
    script: "Han",
  },
} as const;

export type Lang = keyof typeof languages;

export const langs = Object.keys(languages) as Lang[];

export const DEFAULT_LANG: Lang = "en";

/** The language of a path: the one whose prefix starts it, else English. */
export function langOf(pathname: string): Lang {
  for (const lang of langs) {
    const { prefix } = languages[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return DEFAULT_LANG;
}

/**
 * The path without its language prefix or a trailing slash: "/zh/about" → "/about", "/zh" → "/",
 * "/about/" → "/about" (the address a page is prerendered under).
 */
export function basePath(pathname: string): string {
  const { prefix } = languages[langOf(pathname)];
  const base = pathname.slice(prefix.length).replace(/(.)\/+$/, "$1");
  return base || "/";
}

/**
 * The same page in another language: ("/about", "zh") → "/zh/about", ("/", "zh") → "/zh",
 * ("/#contact", "zh") → "/zh#contact". Addresses outside the site are left as they are.
 */
export function localise(path: string, lang: Lang): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? "" : path.slice(split);
  const base = basePath(pathname);
  const { prefix } = languages[lang];
  if (!prefix) return `${base}${rest}`;
  return `${base === "/" ? prefix : `${prefix}${base}`}${rest}`;
}
