/**
 * The languages the site is written in, one entry each. A language's words are its catalogs and
 * articles in app/content/<code>/; everything else (addresses, figures, pictures, hours) is shared
 * and formatted for it through the Intl settings below. Routes, the prerender list, the sitemap,
 * the switcher, hreflang, the type settings of its script and every per-language check follow this
 * list. Adding a language: its folder of catalogs and articles, its glossary, and one entry here.
 */
const shipped = {
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
    /**
     * Intl locales: numbers and money, dates ("23 November 2026") and clock times ("8:00 AM").
     * Singapore English writes dates the British way and times with AM and PM.
     */
    intl: { numbers: "en-SG", dates: "en-GB", times: "en-US" },
    /** Money is written "SGD 4,500", as the specification's fees are. */
    money: { currencyDisplay: "code" },
    /** Large figures are grouped in thousands: "120,000". */
    largeNumbers: "grouped",
    /** Hours in a short list ("Mon-Fri 9AM-6PM") join the hour and AM/PM without a space. */
    tightHours: true,
    /** Clock times as Intl writes them by default: "8:00 AM", "12:00 PM". */
    dayPeriods: "plain",
    /** Breadcrumbs name each page by its address ("Home Care Singapore"), as the specification asks. */
    crumbs: "segments",
    script: {
      /** Its writing system, as Unicode names it: pages in another script mark English phrases lang="en". */
      name: "Latin",
      /** How reading time and page length are counted: words between spaces. */
      counts: "words",
      /** Words read in a minute, for "N min read". */
      perMinute: 200,
      /** The length of a meta description search results show in full, in characters. */
      description: { min: 50, max: 160 },
      /** Fonts after Atkinson Hyperlegible Next, and line heights by text size; null: the defaults. */
      type: null,
      /** Punctuation of its own ("，" for ","): none, it uses ASCII punctuation. */
      fullWidthPunctuation: false,
      /** Names a page may keep in Latin letters: none to list in a Latin-script language. */
      keptInLatin: [],
    },
  },
  zh: {
    tag: "zh-Hans-SG",
    hreflang: "zh-Hans",
    ogLocale: "zh_SG",
    prefix: "/zh",
    name: "中文",
    failure: "出了点问题",
    request: "Chinese (简体中文)",
    intl: { numbers: "zh-Hans-SG", dates: "zh-Hans-SG", times: "zh-Hans-SG" },
    money: { currencyDisplay: "symbol" },
    /** Figures of 10,000 and more are counted in 万 when that is exact: "12万", "8.72万". */
    largeNumbers: "myriads",
    tightHours: false,
    /** Clock times name the part of the day: "早上6:00", "中午12:00", "晚上10:00". */
    dayPeriods: "named",
    /** Breadcrumbs name each page in Chinese, by the names in the language's catalogs. */
    crumbs: "names",
    script: {
      name: "Han",
      /** Chinese is written without spaces: each character counts as one word. */
      counts: "characters",
      perMinute: 300,
      /** Chinese says in 80 characters what English says in 160. */
      description: { min: 30, max: 100 },
      /** Chinese text takes full-width punctuation: "，" not ",", "：" not ":", "（）" not "()". */
      fullWidthPunctuation: true,
      /**
       * No Chinese web font is downloaded: after Atkinson (Latin letters and digits only) each
       * character comes from the reader's own Chinese system font, PingFang on Apple devices, Noto
       * Sans CJK on Android and Linux, Microsoft YaHei on Windows. Chinese characters are denser
       * than Latin letters, so lines are taller.
       */
      type: {
        fonts: ["PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Microsoft YaHei"],
        lineHeights: { sm: 1.7, base: 1.85, lg: 1.8, xl: 1.6, "2xl": 1.5, "3xl": 1.4, "4xl": 1.3 },
      },
      /**
       * Words a Chinese page may keep in Latin letters (the checks of every Chinese page allow
       * them): proper names, the provider's sample identity, official names given beside their
       * Chinese names, and units.
       */
      keptInLatin: [
        "Sample Home Care",
        "Sample Home Care Pte. Ltd.",
        // The sample office address, written in English as Singapore addresses are.
        "Sample Road",
        "WhatsApp",
        "Facebook",
        "Instagram",
        "LinkedIn",
        "Google",
        "HealthHub",
        "Healthier SG",
        "CareShield Life",
        "ElderShield",
        "MediSave",
        "MediShield Life",
        "Pioneer Generation",
        "Merdeka Generation",
        "AIC",
        "MOH",
        "HPB",
        "CPF",
        "HDB",
        "MOM",
        "PDPA",
        "GST",
        "UEN",
        "COPD",
        "HbA1c",
        "WHO",
        "ADA",
        "mmol/L",
        "mg/dL",
        "kg",
        "cm",
        "km",
        "SGD",
        "S$",
        "NG",
        "PEG",
        // Programmes named in brackets after their Chinese names, in the articles.
        "Silver Generation Office",
        "Lasting Power of Attorney",
        "Advance Care Planning",
        "Enhancement for Active Seniors",
        "Medication Without Harm",
        "My Healthy Plate",
        // Official scheme names, given in brackets after their Chinese names.
        "Home Caregiving Grant",
        "Seniors' Mobility and Enabling Fund",
        "MediSave Care",
        "Pioneer Generation Disability Assistance Scheme",
        "Migrant Domestic Worker Levy Concession",
        "Caregivers Training Grant",
        "Singpass",
        // Postal-district places with no Chinese name in common use.
        "Ardmore",
        "Amber Road",
        "Eastwood",
        "Kew Drive",
        "Penjuru",
        "Dairy Farm",
        "Senoko",
        // Registers named in a source list, whose pages are in English only.
        "Singapore Nursing Board",
        "Allied Health Professions Council",
        "SCDF",
      ],
    },
  },
} as const satisfies Record<string, Language>;

/**
 * Builds made for the pseudo-language's test (VITE_PSEUDO_LOCALE=1) add it to the list: every page
 * again under /pseudo, its words made from the English (i18n/pseudo.ts). Never in a shipped build.
 */
const PSEUDO =
  import.meta.env?.VITE_PSEUDO_LOCALE === "1" || (typeof process !== "undefined" && process.env?.VITE_PSEUDO_LOCALE === "1");

const pseudo = {
  ...shipped.en,
  // Figures, days and times in Greek: on a pseudo page, every word not in the pseudo-language's
  // brackets is then either a figure or a name, or an English string some component holds.
  intl: { numbers: "el", dates: "el", times: "el" },
  tightHours: false,
  tag: "en-XA",
  hreflang: "en-XA",
  ogLocale: "en_XA",
  prefix: "/pseudo",
  name: "Pseudo",
  request: "Pseudo (test)",
  crumbs: "names",
  pseudo: true,
  script: { ...shipped.en.script, keptInLatin: ["Sample Home Care", "WhatsApp", "Facebook", "Instagram", "LinkedIn", "Google"] },
} as const satisfies Language;

/**
 * Every language, by its code. Its type lists the shipped languages only: the pseudo-language is
 * reached through `langs` in its test build alone.
 */
export const languages: typeof shipped = PSEUDO ? ({ ...shipped, pseudo } as unknown as typeof shipped) : shipped;

/** What the site needs to know of a language. */
export interface Language {
  tag: string;
  hreflang: string;
  ogLocale: string;
  prefix: "" | `/${string}`;
  name: string;
  failure: string;
  request: string;
  intl: { numbers: string; dates: string; times: string };
  money: { currencyDisplay: "code" | "symbol" | "narrowSymbol" | "name" };
  largeNumbers: "grouped" | "myriads";
  tightHours: boolean;
  dayPeriods: "plain" | "named";
  crumbs: "segments" | "names";
  script: {
    name: string;
    counts: "words" | "characters";
    perMinute: number;
    description: { min: number; max: number };
    type: null | {
      fonts: readonly string[];
      lineHeights: Readonly<Record<"sm" | "base" | "lg" | "xl" | "2xl" | "3xl" | "4xl", number>>;
    };
    fullWidthPunctuation: boolean;
    keptInLatin: readonly string[];
  };
  /** A test language made from the English words (i18n/pseudo.ts). */
  pseudo?: boolean;
}

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
