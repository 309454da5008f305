/**
 * The languages the site is written in, one entry each. A language's words are its catalogs and
 * articles in app/content/<code>/; everything else (addresses, figures, pictures, hours) is shared
 * and written for it by the platform's Intl, in the styles its entry sets. Routes, the prerender
 * list, the sitemap, the switcher, hreflang, its script's fonts and line heights, and every
 * per-language check follow this list. Adding a language: its folder of catalogs and articles, its
 * glossary, and its entry in both records below (a missing one is a type error).
 */

/** What the pages need of a language in the browser too. */
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
    /**
     * The last-resort error page, shown in every language at once (before any catalog has
     * arrived): what happened, then the words of the link to the language's home page.
     */
    failure: "Something went wrong.",
    failureHome: "Go to the English home page",
    /** How a request sent from a page in this language names it to the care team (email and sheet). */
    request: "English",
    /** The Intl locale numbers are written in: "4,800". */
    numbers: "en-SG",
    /** The order of a form's name fields: the given name first ("First name", "Last name"), or the family name. */
    nameOrder: "given-first",
    /**
     * Where the header's links are on a wide screen: in a bar beside the name and the consultation
     * button (from 84rem of header width; the menu button below that), or behind the menu button at
     * every width, for words too long to sit in one bar beside them.
     */
    navigation: "bar",
    script: {
      /** Its writing system, as Unicode names it: pages in another script mark English phrases lang="en". */
      name: "Latin",
      /** The length of a meta description search results show in full, in characters. */
      description: { min: 50, max: 160 },
    },
  },
  zh: {
    tag: "zh-Hans-SG",
    hreflang: "zh-Hans",
    ogLocale: "zh_SG",
    prefix: "/zh",
    name: "中文",
    failure: "出了点问题。",
    failureHome: "前往中文网站首页",
    request: "Chinese (简体中文)",
    numbers: "zh-Hans-SG",
    // 姓氏 before 名字, as a Chinese name is written.
    nameOrder: "family-first",
    navigation: "bar",
    script: {
      name: "Han",
      /** Chinese says in 80 characters what English says in 160. */
      description: { min: 30, max: 100 },
    },
  },
  ms: {
    tag: "ms-SG",
    hreflang: "ms",
    ogLocale: "ms_SG",
    prefix: "/ms",
    // As gov.sg's language menu names it.
    name: "Melayu",
    failure: "Berlaku masalah.",
    failureHome: "Pergi ke laman utama bahasa Melayu",
    request: "Malay (Bahasa Melayu)",
    numbers: "ms-SG",
    nameOrder: "given-first",
    navigation: "bar",
    script: {
      name: "Latin",
      description: { min: 50, max: 160 },
    },
  },
  ta: {
    tag: "ta-SG",
    hreflang: "ta",
    ogLocale: "ta_SG",
    prefix: "/ta",
    name: "தமிழ்",
    failure: "ஏதோ தவறு நடந்துவிட்டது.",
    failureHome: "தமிழ் முகப்புப் பக்கத்துக்குச் செல்லுங்கள்",
    request: "Tamil (தமிழ்)",
    // Figures as Tamil Murasu writes them: "$4,800", "4,800" (Tamil's own locale spaces the dollar sign).
    numbers: "en-SG",
    nameOrder: "given-first",
    // Its seven link names take 1,690 px in one line: beside the name and the button, 2,400 px.
    navigation: "menu",
    script: {
      name: "Tamil",
      /** Counted in letters as a reader sees them (a consonant with its vowel sign is one). */
      description: { min: 40, max: 160 },
    },
  },
} as const satisfies Record<string, Language>;

/**
 * Languages being translated, before they are shipped: their catalogs and articles are checked
 * with every other language's, and a build made with VITE_PREVIEW_LANGUAGES=1 adds their pages
 * (every page again under each prefix) for reading and for the browser checks. A shipped build
 * leaves them out: Vite writes the flag into the bundle, so this list is dropped with its branch.
 * A language moves to `shipped` once its native review is fixed and its pages pass every check.
 */
const preview = {} as const satisfies Record<string, Language>;

/** What the site needs to know of a language in the browser. */
export interface Language {
  tag: string;
  hreflang: string;
  ogLocale: string;
  prefix: "" | `/${string}`;
  name: string;
  failure: string;
  failureHome: string;
  request: string;
  numbers: string;
  nameOrder: "given-first" | "family-first";
  navigation: "bar" | "menu";
  script: { name: string; description: { min: number; max: number } };
  /** A test language made from the English words (i18n/pseudo.ts). */
  pseudo?: boolean;
}

export type Lang = keyof typeof shipped | keyof typeof preview;

/**
 * Every language whose words are written in its own catalogs, shipped or being translated. A
 * function, so a page's bundle, which never calls it, leaves the languages being translated out.
 */
export function writtenLangs(): Lang[] {
  return [...Object.keys(shipped), ...Object.keys(preview)] as Lang[];
}

/** A written language's entry, whether this build ships it or not (for the checks of its words). */
export function languageEntry(lang: Lang): Language {
  return lang in shipped ? shipped[lang as keyof typeof shipped] : preview[lang as keyof typeof preview];
}

/**
 * Builds made for the pseudo-language's test (VITE_PSEUDO_LOCALE=1) add it to the list: every page
 * again under /pseudo, its words made from the English (i18n/pseudo.ts). Never in a shipped build:
 * Vite writes the flag into the bundle, so a normal build drops this code.
 */
const PSEUDO =
  typeof import.meta.env === "object" ? import.meta.env.VITE_PSEUDO_LOCALE === "1" : globalThis.process?.env.VITE_PSEUDO_LOCALE === "1";

/** Builds that add the languages being translated (see `preview` above). */
const PREVIEW =
  typeof import.meta.env === "object"
    ? import.meta.env.VITE_PREVIEW_LANGUAGES === "1"
    : globalThis.process?.env.VITE_PREVIEW_LANGUAGES === "1";

type Languages = typeof shipped & typeof preview;

/** The languages of this build: the shipped ones, and those being translated in a preview build. */
const built = (PREVIEW ? { ...shipped, ...preview } : shipped) as Languages;

/**
 * Every language of this build, by its code. Its type lists the shipped languages and those
 * being translated; the pseudo-language is reached through `langs` in its test build alone, beside
 * English, the language it is made from (the others are checked in the real build). Its figures,
 * days and times are written the Japanese way: on a pseudo page, every word in Latin letters not in
 * the pseudo-language's brackets is then a name, or an English string some component holds.
 */
export const languages: Languages = PSEUDO
  ? ({
      en: shipped.en,
      pseudo: {
        ...shipped.en,
        tag: "en-XA",
        hreflang: "en-XA",
        ogLocale: "en_XA",
        prefix: "/pseudo",
        name: "Pseudo",
        request: "Pseudo (test)",
        numbers: "ja",
        pseudo: true,
      },
    } as unknown as Languages)
  : built;

/** How each language is written, for the build and the tests; no page downloads these. */
export interface LanguageRules {
  /** The Intl locales of dates ("23 November 2026") and clock times ("8:00 AM"). */
  intl: { dates: string; times: string };
  /** How money is written: "SGD 4,500" (code) or "$4,500" (symbol). */
  money: { currencyDisplay: "code" | "symbol" | "narrowSymbol" | "name" };
  /**
   * Large figures grouped in thousands ("120,000"), or counted in 万 ("12万", "8.72万", and an exact
   * five-digit figure as the press writes it, "7万8204").
   */
  largeNumbers: "grouped" | "myriads";
  /** Hours in a short list ("Mon-Fri 9AM-6PM") join the hour and AM/PM without a space. */
  tightHours: boolean;
  /** Days in a short list of hours: "Mon" (short) or the whole name, as Chinese writes 星期一 everywhere (long). */
  listDays: "short" | "long";
  /** Clock times name the part of the day ("早上6:00", "中午12:00") or not ("12:00 PM"). */
  dayPeriods: "plain" | "named";
  /** The mark between the hour and its minutes: "8:00", or "8.00" as the Malay press writes a clock. */
  clockSeparator: ":" | ".";
  /** How reading time and page length are counted: words between spaces, or each character. */
  counts: "words" | "characters";
  /** Words (or characters) read in a minute, for "N min read". */
  perMinute: number;
  /** Punctuation of its own beside its own letters ("，" for ","). */
  fullWidthPunctuation: boolean;
  /** The most letters (as a reader counts them, i18n/graphemes.ts) a breadcrumb's name may have: a few words. */
  crumbLength: number;
  /** Fonts after Atkinson Hyperlegible Next, and line heights by text size; null: the defaults. */
  type: null | {
    fonts: readonly string[];
    lineHeights: Readonly<Record<"sm" | "base" | "lg" | "xl" | "2xl" | "3xl" | "4xl", number>>;
  };
  /** Names a page in another script may keep in Latin letters. */
  keptInLatin: readonly string[];
  /**
   * Words its glossary has retired, each with the one to use instead: a catalog or article that
   * still has one fails the build. `find` is a regular expression; `allowedIn` names the catalogs
   * or articles ("blog/benefits-companionship-care") where the word means something else.
   */
  retired: readonly { find: string; use: string; allowedIn?: readonly string[] }[];
}

const english: LanguageRules = {
  // Singapore English writes dates the British way and times with AM and PM.
  intl: { dates: "en-GB", times: "en-US" },
  // As the specification's fees are written.
  money: { currencyDisplay: "code" },
  largeNumbers: "grouped",
  tightHours: true,
  listDays: "short",
  dayPeriods: "plain",
  clockSeparator: ":",
  counts: "words",
  perMinute: 200,
  fullWidthPunctuation: false,
  crumbLength: 40,
  type: null,
  keptInLatin: [],
  retired: [],
};

/** Names the Malay pages keep in English (docs/glossary-ms.md). */
const MS_KEPT = [
  "Sample Home Care Pte. Ltd.",
  "Sample Home Care",
  "Sample Road",
  "MediShield Life",
  "CareShield Life",
  "MediSave Care",
  "MediSave",
  "ElderShield",
  "Healthier SG",
  "HealthHub",
  "Singpass",
  "WhatsApp",
  "Google Maps",
  "Google",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "Home Caregiving Grant",
  "Seniors' Mobility and Enabling Fund",
  "Pioneer Generation Disability Assistance Scheme",
  "Caregivers Training Grant",
  "Migrant Domestic Worker Levy Concession",
  "Lasting Power of Attorney",
  "Advance Care Planning",
  "Office of the Public Guardian",
  "Silver Generation Office",
  "Enhancement for Active Seniors",
  "Medication Without Harm",
  "My Healthy Plate",
  "Healthier Choice Symbol",
  "Singapore Nursing Board",
  "Allied Health Professions Council",
  "Singapore Public Sector Outcomes Review",
  "Inquiries and Complaints Guide",
  "Sample Household Survey",
  "Singapore Cancer Registry",
  "National Registry of Diseases Office",
  "Primary Care Pages",
  "National Cancer Centre Singapore",
  "US Preventive Services Task Force",
  "Cancer Research UK",
  "American Diabetes Association",
  "Diabetes Hub",
  "Samaritans of Singapore",
  "Sport Singapore",
  "EASE",
  "HCS",
  "HCG",
  "CTG",
  "AAC",
  "LPA",
  "ACP",
  "AIC",
  "MOH",
  "HPB",
  "CPF",
  "HDB",
  "MOM",
  "MSF",
  "SCDF",
  "GST",
  "PDPA",
  "COPD",
  "NRIC",
  "UEN",
  "CHAS",
  "SGO",
  "TCM",
  "EmailJS",
  "JavaScript",
  "mmol/L",
  "mg/dL",
  "A1C",
  "HPV",
  "CT",
  "NG",
  "PEG",
] as const;

/**
 * Names the Tamil pages keep in Latin letters (docs/glossary-ta.md): the Malay pages' and more.
 * Marked pure, so a page's bundle, which never reads the rules, leaves the lists out.
 */
const TA_KEPT = /* @__PURE__ */ (() => [
  ...MS_KEPT,
  "HDB flat",
  "Active Ageing Centre",
  "Active Ageing Centres",
  "occupational therapy",
  "occupational therapists",
  "occupational therapist",
  "vascular dementia",
  "Lewy body dementia",
  "frontotemporal dementia",
  "Pap test",
  "Enrolled Nurses",
  "practising certificate",
  "Straits View",
  "Hong Leong Garden",
  "Watten Estate",
  "Amber Road",
  "Kew Drive",
  "Dairy Farm",
  "Museum",
  "Ardmore",
  "Eastwood",
  "Penjuru",
  "Woodgrove",
  "Springleaf",
  "Senoko",
  "CNA",
])();

export const languageRules: Record<Lang, LanguageRules> = {
  en: english,
  zh: {
    intl: { dates: "zh-Hans-SG", times: "zh-Hans-SG" },
    money: { currencyDisplay: "symbol" },
    largeNumbers: "myriads",
    tightHours: false,
    // One style of day name on every page: 星期一至星期五, never 周一 (docs/glossary-zh.md).
    listDays: "long",
    dayPeriods: "named",
    clockSeparator: ":",
    // Chinese is written without spaces: each character counts as one word.
    counts: "characters",
    perMinute: 300,
    fullWidthPunctuation: true,
    // Chinese says in 25 characters what English says in 40.
    crumbLength: 25,
    /*
     * No Chinese web font is downloaded: after Atkinson (Latin letters and digits only) each
     * character comes from the reader's own Chinese system font, PingFang on Apple devices, Noto
     * Sans CJK on Android and Linux, Microsoft YaHei on Windows. Chinese characters are denser
     * than Latin letters, so lines are taller.
     */
    type: {
      fonts: ["PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Microsoft YaHei"],
      lineHeights: { sm: 1.7, base: 1.85, lg: 1.8, xl: 1.6, "2xl": 1.5, "3xl": 1.4, "4xl": 1.3 },
    },
    // Proper names, the provider's sample identity, official names given beside their Chinese
    // names, and units.
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
    // One name for one thing (docs/glossary-zh.md): the variants it replaced.
    retired: [
      { find: "居家协助护理|居家辅助护理", use: "上门看护" },
      // Home Assisted Care is 上门看护: 居家看护 read as one character away from 住家看护 (Live-in
      // Care) and as the service the grant pays for. It stays only inside the grant's name.
      { find: "居家看护(?!津贴)", use: "上门看护 (居家看护 only in 居家看护津贴, the grant)" },
      // 护理程序 is the textbook "nursing process" (assess, plan, implement, evaluate); it does
      // not say that a nurse comes to the home to give injections or change a feeding tube.
      { find: "护理程序", use: "护士上门护理 (the service), 护理项目 or 护理操作 (in a sentence)" },
      // 生活辅助 reads as aids for daily living (devices), not as a kind of home; Zaobao writes 辅助生活.
      { find: "生活辅助", use: "辅助生活" },
      // Chinese counts in 万: the platform writes a large figure "90万", "10万+"; "900K" is English
      // notation many older readers cannot read. Also after a place: "{seniors}K".
      { find: "[\\d}][Kk]\\b", use: "the figure's place alone (the platform writes 90万), or 万 in an article" },
      // One money style: the platform writes every amount "$4,800"; no sentence adds another form.
      { find: "新元|SGD|S\\$", use: "the amount's place alone (the platform writes $4,800)" },
      // No space between a Chinese character and a Latin letter, a digit or a figure's place:
      // 发WhatsApp信息, Google地图, 护联中心热线{aicHotline} (the site's house rule).
      {
        find: "\\p{Script=Han}[ \\u00a0]+[A-Za-z0-9{]|[A-Za-z0-9}][ \\u00a0]+\\p{Script=Han}",
        use: "no space between Chinese and Latin letters or digits (发WhatsApp信息)",
      },
      { find: "忧郁症", use: "抑郁症" },
      // After the second outside Chinese review (2026-11-28): one hand from page to page.
      // Days are named in full (星期一至星期五), as the office hours and the costs page write them.
      { find: "(?<![每一])周[一二三四五六日](?![末期])", use: "星期一 … 星期日" },
      // "Your loved one" is 您的家人 on every page (亲人离世, a death in the family, is another thing).
      { find: "您的?亲人", use: "您的家人" },
      { find: "一般资讯", use: "一般资料" },
      { find: "家访", use: "上门评估 (an assessment), 上门 (a visit)" },
      // A mess hall's word, not a home's.
      { find: "伙食", use: "三餐 or 餐食" },
      { find: "约诊", use: "复诊, or 预约 (an appointment being made)" },
      { find: "药物?的分量", use: "剂量" },
      // 服务时间 reads as the hours care is given; the line it named gives the hours the phone is answered.
      { find: "服务时间", use: "电话及WhatsApp咨询时间 (the support hours)" },
      // A figure of hours is 3小时, as the costs page writes it (几个小时, a few hours, stays).
      { find: "[\\d}]个小时", use: "{hours}小时" },
      { find: "与健康问题共处", use: "患有其他长期病症" },
      { find: "高级辅助生活住所", use: "高级辅助生活合住之家 (the shared homes are 合住之家)" },
      { find: "返回服务页", use: "返回服务列表" },
      // A family caregiver is 家庭看护者, Zaobao's form (看护者 alone where clear).
      { find: "家人看护者", use: "家庭看护者" },
      // Physiotherapy is 物理治疗, as Singapore hospitals say; 理疗 is a mainland colloquialism.
      { find: "(?<!物)理疗", use: "物理治疗" },
      // "No obligation" is one phrase, 无需承诺; 承担义务 sounds like a contract.
      { find: "不必(?:作任何)?承诺|(?:承担|没有)任何义务", use: "无需承诺 (免费咨询，无需承诺)" },
      // Quotation marks as Singapore's Simplified press writes them: “”, and ‘’ inside.
      { find: "[「」『』]", use: "“” (and ‘’ for a quotation inside one)" },
      // Singapore's Chinese for allied health is 专职医疗; the council's name was a guess.
      { find: "综合医疗保健", use: "专职医疗 (专职医疗专业理事会, Allied Health Professions Council)" },
      // A helper's levy is 女佣税, as the press calls it; 劳工税 is the levy on foreign workers at large.
      { find: "劳工税", use: "女佣税 (the concession: 女佣税优惠)" },
      // A tube the staff change is a 喂食管 (or 鼻胃管, 导尿管): 插管 reads as intubation.
      { find: "更换插管", use: "更换喂食管" },
      /*
       * A paid care visit is 上门 / 上门服务; 探访 is a social or hospital visit. Caught: 探访 after the
       * words for our visits in the same clause (每次, 取消, 几次, 居家, 护理员, 护士, 治疗师, 团队,
       * 陪伴者) or before their rules (探访前, 探访后, 探访费, 探访的情况, 探访至少). Allowed:
       * 探访时间 and 探望 (family and friends), and an outreach visit by others (乐龄辅导办公室的大使上门探访).
       */
      {
        find: "(?:每一?次|取消|几次|居家|护理员|护士|治疗师|团队|陪伴者)[^，。；：！？\\n]{0,8}探访|探访(?:前|后|费|的情况|至少)",
        use: "上门 or 上门服务 for our visits (探访 and 探望 only for family, friends and outreach visiting)",
      },
      // Only where the text means a befriending programme, not our Companionship service.
      { find: "友伴服务", use: "陪伴服务", allowedIn: ["blog/benefits-companionship-care"] },
      { find: "陪伴护理", use: "陪伴服务" },
      { find: "医疗护送", use: "陪同就医" },
      { find: "阿尔茨海默症|阿兹海默", use: "阿尔茨海默病" },
      { find: "专门护理", use: "专科护理" },
      { find: "舒缓护理", use: "慈怀护理, or 以舒适为主的护理" },
      { find: "检视", use: "检讨" },
      { find: "老人痴呆", use: "失智症" },
      // A web page is not "moved" (搬移): it was removed or its address changed.
      { find: "网页可能已经搬移", use: "网页可能已经移除或更改了网址" },
      // Cookies by the name Singapore's sites give them, explained once in brackets.
      { find: "小型资料文件", use: "Cookie（浏览器小文件）" },
      // The families we served are not partners.
      { find: "合作的家庭", use: "服务过的家庭" },
      // Everyday help in the guide's words: short, the way families say it.
      { find: "居家日常生活上的帮忙", use: "日常起居帮忙 (居家日常帮忙 as the page's title)" },
    ],
  },
  ms: {
    // Dates as Berita Harian writes them ("23 November 2026"), times with the part of the day ("8:00 pagi").
    intl: { dates: "ms-SG", times: "ms-SG" },
    money: { currencyDisplay: "symbol" },
    largeNumbers: "grouped",
    tightHours: false,
    listDays: "short",
    dayPeriods: "named",
    // "6.00 pagi", as Berita Harian and Mediacorp's Berita write a clock (docs/glossary-ms.md).
    clockSeparator: ".",
    counts: "words",
    perMinute: 180,
    fullWidthPunctuation: false,
    // Malay puts more words after the noun than English: a page's name runs a little longer.
    crumbLength: 45,
    type: null,
    keptInLatin: MS_KEPT,
    // One name for one thing (docs/glossary-ms.md), after the native review (docs/reviews/).
    retired: [
      // "Kudis" is scabies: a pressure sore is a luka baring.
      { find: "kudis tekanan", use: "luka baring (ulser tekanan)" },
      { find: "penjagaan rehat (?:semalaman|lanjutan)", use: "penjagaan rehat waktu malam, penjagaan rehat yang lebih lama" },
      // "Asing" is Malaysia's immigration word; Singapore's Malay press writes "pembantu rumah".
      { find: "pembantu rumah asing", use: "pembantu rumah (pekerja pembantu rumah where a scheme is named)" },
      // A clock typed in an article is written as the press and the site's own times write it.
      { find: "\\d{1,2}:\\d{2} (?:pagi|tengah hari|petang|malam)", use: "6.00 pagi (a full stop between the hour and its minutes)" },
    ],
  },
  ta: {
    intl: { dates: "ta-SG", times: "ta-SG" },
    money: { currencyDisplay: "symbol" },
    largeNumbers: "grouped",
    tightHours: false,
    listDays: "long",
    dayPeriods: "named",
    clockSeparator: ":",
    counts: "words",
    perMinute: 150,
    fullWidthPunctuation: false,
    // Tamil words are long: a crumb's few words take more letters.
    crumbLength: 45,
    /*
     * No Tamil web font is downloaded: after Atkinson (Latin letters and digits only) each letter
     * comes from the phone's own Tamil font, Noto Sans Tamil on Android, Tamil Sangam MN on Apple
     * devices, Nirmala UI or Latha on Windows. Vowel signs sit above and below the letters, so lines
     * are taller.
     */
    type: {
      fonts: ["Noto Sans Tamil", "Tamil Sangam MN", "Nirmala UI", "Latha"],
      lineHeights: { sm: 1.8, base: 1.9, lg: 1.85, xl: 1.65, "2xl": 1.55, "3xl": 1.5, "4xl": 1.45 },
    },
    keptInLatin: TA_KEPT,
    // One name for one thing (docs/glossary-ta.md), after the native review (docs/reviews/).
    retired: [
      // Sri Lankan Tamil for a label; in Singapore it reads as "tablet". Not the verb ending -வில்லை.
      { find: "(?<![\\p{L}\\p{M}])வில்லை", use: "விவரச் சீட்டு (a label)" },
      // Suggests intimacy or secrets, not privacy.
      { find: "அந்தரங்க", use: "தனியுரிமை" },
      { find: "மூப்பியல்", use: "மூத்தோர் நல மருத்துவப் பிரிவு (a geriatric clinic)" },
      { find: "தொழில்முறைச் சிகிச்சை", use: "தொழில்சார் சிகிச்சை (occupational therapy)" },
      // Medicines are taken (எடுத்துக்கொள்), not eaten: the word covers tablets, inhalers and insulin.
      { find: "மருந்து[^.]{0,20}சாப்பிட", use: "மருந்தை எடுத்துக்கொள்ளுங்கள்" },
      // The names Tamil Murasu, Seithi and HealthHub's Tamil pages give (docs/glossary-ta.md).
      { find: "ஓய்வளிப்பு", use: "பராமரிப்பாளர் ஓய்வுக்காலச் சேவை (respite care)" },
      { find: "ஒருங்கிணைந்த பராமரிப்பு அமைப்ப", use: "ஒருங்கிணைக்கப்பட்ட பராமரிப்புக்கான அமைப்பு (AIC)" },
      { find: "பேச்சுப் பயிற்சிச் சிகிச்சை", use: "பேச்சுச் சிகிச்சை (speech therapy)" },
      { find: "அவசரச் சிகிச்சைப் பிரிவ", use: "அவசர மருத்துவப் பிரிவு (A&E)" },
      { find: "துடிப்பான மூப்படைதல்", use: "துடிப்புடன் மூப்படைதலுக்கான நிலையம் (Active Ageing Centre)" },
      // Personal data is தகவல்; the lookbehind keeps ஆதரவு ("support") and the verb தரவும் out of it.
      { find: "தனிநபர் தரவு|(?<![\\p{L}\\p{M}])தரவுப் பாதுகாப்பு", use: "தனிநபர் தகவல், தகவல் பாதுகாப்பு" },
    ],
  },
  ...(PSEUDO ? { pseudo: { ...english, intl: { dates: "ja", times: "ja" }, tightHours: false } } : {}),
};

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
