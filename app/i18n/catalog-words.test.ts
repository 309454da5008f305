/**
 * Every language's words, by the rules of its script (its entry in languages.ts): no figure typed
 * into a sentence in any language (figures are facts, written by the platform), and in a language
 * with a writing system of its own, no English left but the names it may keep, and its own
 * punctuation. The catalogs' keys and places are checked against the English by scripts/catalogs.ts.
 * An article is prose with its figures written by hand, so each translation is held to the English
 * article's figures instead: the same numbers, however the language writes them.
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { scriptLetters } from "./english";
import { readsAsEnglish } from "./english-left";
import { formatTime } from "./format";
import { type Lang, languageEntry, languageRules, writtenLangs } from "./languages";

const files = import.meta.glob<string>("../content/*/**/*.yaml", { query: "?raw", import: "default", eager: true });
const articles = import.meta.glob<string>("../content/*/blog/*.md", { query: "?raw", import: "default", eager: true });

/** Every word of a catalog, with its key. */
function wordsOf(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => wordsOf(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => wordsOf(item, path ? `${path}.${key}` : key));
  return [];
}

/** A sentence without its ICU places and choices' keys: only the words a reader sees. */
function readable(text: string): string {
  return text
    .replace(/<\/?[A-Za-z][\w-]*>/g, "")
    .replace(/\{[\w]+(?:, *\w+(?:, *[^{}]*)?)?\}/g, " ")
    .replace(/\{(\w+), *(?:plural|select)[^{]*/g, " ")
    .replace(/[{}#]/g, " ");
}

// Every language with catalogs, the ones being translated too.
const written = writtenLangs();

const withOwnScript = written.filter((lang) => languageEntry(lang).script.name !== "Latin");
const withOwnPunctuation = written.filter((lang) => languageRules[lang].fullWidthPunctuation);

/** Each catalog of `lang`: its file name and its source. */
const catalogsOf = (lang: Lang) =>
  Object.entries(files)
    .filter(([file]) => file.startsWith(`../content/${lang}/`))
    .map(([file, source]) => [file.replace("../", "app/"), source] as const);

/** The text without the names the language may keep in Latin letters. */
function withoutKept(lang: Lang, text: string): string {
  return languageRules[lang].keptInLatin.toSorted((a, b) => b.length - a.length).reduce((rest, name) => rest.replaceAll(name, " "), text);
}

const ownLetters = (lang: Lang) => scriptLetters(languageEntry(lang).script.name);

describe.each(written)("the words in %s", (lang) => {
  it.each(catalogsOf(lang))("%s type no figure into a sentence", (_, source) => {
    const found = wordsOf(parse(source))
      .filter(([, text]) => /(^|[^\p{L}\d])\d/u.test(withoutKept(lang, readable(text))))
      .map(([key, text]) => `${key}: "${text}"`);
    expect(found).toEqual([]);
  });
});

describe.each(withOwnScript)("the words in %s, a script of its own", (lang) => {
  it.each(catalogsOf(lang))("%s keep no English but the names the language may keep", (_, source) => {
    const found = wordsOf(parse(source)).flatMap(([key, text]) => {
      const rest = withoutKept(lang, readable(text));
      const runs = (rest.match(/[A-Za-z][A-Za-z'’.-]*(?:[ ,]+[A-Za-z][A-Za-z'’.-]*)+/g) ?? []).filter((run) => /[A-Za-z]{2}/.test(run));
      const none = /[A-Za-z]{3}/.test(rest) && !ownLetters(lang).test(text);
      return runs.length > 0 || none ? [`${key}: "${text}"`] : [];
    });
    expect(found).toEqual([]);
  });
});

describe.each(withOwnPunctuation)("the words in %s, with punctuation of its own", (lang) => {
  it.each(catalogsOf(lang))("%s use its own punctuation beside its own letters", (_, source) => {
    const letter = ownLetters(lang).source;
    const halfWidth = new RegExp(`${letter}[,:;?!()]|[,:;?!()]${letter}`, "u");
    const found = wordsOf(parse(source))
      .filter(([, text]) => halfWidth.test(readable(text)))
      .map(([key, text]) => `${key}: "${text}"`);
    expect(found).toEqual([]);
  });
});

/** The words of `unit` a language writes after a figure to multiply it (万 and 亿 in Chinese), from Intl. */
function compactUnits(locale: string): Map<string, number> {
  const units = new Map<string, number>();
  for (let power = 3; power <= 12; power++) {
    const parts = new Intl.NumberFormat(locale, { notation: "compact" }).formatToParts(10 ** power);
    const unit = parts.find((part) => part.type === "compact")?.value;
    const shown = Number(
      parts
        .filter((part) => part.type === "integer")
        .map((part) => part.value)
        .join(""),
    );
    if (unit && !units.has(unit)) units.set(unit, 10 ** power / shown);
  }
  return units;
}

/** The figures of an article's published text (not its front matter, editors' notes, links or list numbers), as numbers. */
function figuresOf(lang: Lang, source: string): number[] {
  const units = compactUnits(languageEntry(lang).numbers);
  // A clock written "6.00 pagi" is an hour and its minutes, as "6:00 AM" is, not the figure 6.
  const periods = ["06:00", "12:00", "18:00", "21:00"].map((time) =>
    formatTime(time, lang)
      .replace(/[\d.:\s]+/u, "")
      .trim(),
  );
  const mark = languageRules[lang].clockSeparator === "." ? "\\." : ":";
  const clock = new RegExp(`(\\d{1,2})${mark}(\\d{2})(?= (?:${periods.join("|")}))`, "gu");
  const text = source
    .replace(clock, "$1:$2")
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^\s*\d+\.\s/gm, "");
  const unit = [...units.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const figure = new RegExp(`(\\d+(?:[.,]\\d+)*)${unit ? `(${unit})?` : ""}`, "gu");
  return [...text.matchAll(figure)].map((match) => {
    const value = Number(match[1]!.replaceAll(",", "")) * (match[2] ? units.get(match[2])! : 1);
    return Number(value.toPrecision(12));
  });
}

/** Each figure once, in order. */
const distinct = (list: number[]) => [...new Set(list)].toSorted((a, b) => a - b);

const articleOf = (lang: Lang, slug: string) => articles[`../content/${lang}/blog/${slug}.md`];
const slugs = Object.keys(articles)
  .filter((file) => file.startsWith("../content/en/"))
  .map((file) => file.replace(/^.*\/(.+)\.md$/, "$1"));

describe.each(written.filter((lang) => lang !== "en"))("the articles in %s", (lang) => {
  it.each(slugs)("%s gives the English article's figures, no more and no fewer", (slug) => {
    const translation = articleOf(lang, slug);
    expect(translation, `app/content/${lang}/blog/${slug}.md`).toBeDefined();
    expect(distinct(figuresOf(lang, translation!))).toEqual(distinct(figuresOf("en", articleOf("en", slug)!)));
  });
});

it("reads figures as the language writes them", () => {
  expect(figuresOf("zh", "---\ntitle: x\n---\n约有8.72万名乐龄人士，预计超过10万人，上午8:00。")).toEqual([87200, 100000, 8, 0]);
  expect(figuresOf("en", "---\ntitle: x\n---\nAbout 87,200 seniors; more than 100,000 by 8:00.\n1. A step")).toEqual([87200, 100000, 8, 0]);
  expect(figuresOf("ms", "---\ntitle: x\n---\ndari 6.00 pagi hingga 12.30 tengah hari, bayaran $6.50")).toEqual([6, 0, 12, 30, 6.5]);
});

it("every language in the list has its catalogs", () => {
  const missing = written.filter((lang) => !Object.keys(files).some((file) => file.startsWith(`../content/${lang}/`)));
  expect(missing).toEqual([]);
});

/** Languages written in Latin letters, like English: no change of script shows English left in them. */
const latinLike = written.filter((lang) => lang !== "en" && languageEntry(lang).script.name === "Latin");

/** The English catalog's entries, by file name and key. */
const englishEntries = new Map(
  catalogsOf("en").map(([file, source]) => [file.replace("/en/", "/"), new Map(wordsOf(parse(source)))] as const),
);

describe.each(latinLike)("the words in %s, written in Latin letters as English is", (lang) => {
  it.each(catalogsOf(lang))("%s keep no English but the names the language may keep", (file, source) => {
    const english = englishEntries.get(file.replace(`/${lang}/`, "/"));
    const found = wordsOf(parse(source))
      .filter(([key, text]) =>
        readsAsEnglish(readable(text), english?.get(key) && readable(english.get(key)!), languageRules[lang].keptInLatin),
      )
      .map(([key, text]) => `${key}: "${text}"`);
    expect(found).toEqual([]);
  });

  it.each(slugs)("the article %s keeps no English sentence but the names the language may keep", (slug) => {
    const text = (articleOf(lang, slug) ?? "").replace(/\]\([^)]*\)/g, "]");
    const found = text
      .split(/(?<=[.!?])\s+|\n+/)
      .filter((sentence) => readsAsEnglish(sentence, undefined, languageRules[lang].keptInLatin));
    expect(found).toEqual([]);
  });
});
