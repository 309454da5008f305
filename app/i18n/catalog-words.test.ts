/**
 * Every language's words, by the rules of its script (its entry in languages.ts): no figure typed
 * into a sentence in any language (figures are facts, written by the platform), and in a language
 * with a writing system of its own, no English left but the names it may keep, and its own
 * punctuation. The catalogs' keys and places are checked against the English by scripts/catalogs.ts.
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { scriptLetters } from "./english";
import { type Lang, type Language, langs, languages, languageRules } from "./languages";

const files = import.meta.glob<string>("../content/*/**/*.yaml", { query: "?raw", import: "default", eager: true });

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
    .replace(/\{[\w]+(?:, *\w+(?:, *[^{}]*)?)?\}/g, " ")
    .replace(/\{(\w+), *(?:plural|select)[^{]*/g, " ")
    .replace(/[{}#]/g, " ");
}

const written = langs.filter((lang) => !(languages[lang] as Language).pseudo);

const withOwnScript = written.filter((lang) => languages[lang].script.name !== "Latin");
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

const ownLetters = (lang: Lang) => scriptLetters(languages[lang].script.name);

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

it("every language in the list has its catalogs", () => {
  const missing = written.filter((lang) => !Object.keys(files).some((file) => file.startsWith(`../content/${lang}/`)));
  expect(missing).toEqual([]);
});
