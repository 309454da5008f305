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
  },
  zh: {
    tag: "zh-Hans-SG",
    hreflang: "zh-Hans",
    ogLocale: "zh_SG",
    prefix: "/zh",
    name: "中文",
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

/** The path without its language prefix: "/zh/about" → "/about", "/zh" → "/". */
export function basePath(pathname: string): string {
  const { prefix } = languages[langOf(pathname)];
  return pathname.slice(prefix.length) || "/";
}

/** The same page in another language: ("/about", "zh") → "/zh/about", ("/", "zh") → "/zh". */
export function localise(path: string, lang: Lang): string {
  const base = basePath(path);
  const { prefix } = languages[lang];
  if (!prefix) return base;
  return base === "/" ? prefix : `${prefix}${base}`;
}
