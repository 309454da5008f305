/**
 * Every translated content module against its English original (app/content/<lang>/x.ts
 * beside app/content/x.ts): the same shape, the same fixed values, every English figure kept,
 * and words that are really translated.
 */
import { describe, expect, it } from "vitest";
import { scriptLetters } from "./english";
import { KEPT_IN_LATIN, withoutKeptNames } from "./kept-in-latin";
import { type Lang, langs, languages } from "./languages";

const modules = import.meta.glob<Record<string, unknown>>(
  ["../content/**/*.ts", "!**/*.test.ts", "!**/*.server.ts", "!**/test-helpers.ts"],
  {
    eager: true,
  },
);

/** Fields whose value is the same in every language: addresses, names of things in code, sizes. */
const FIXED_KEYS = new Set([
  "slug",
  "id",
  "kind",
  "theme",
  "icon",
  "src",
  "width",
  "height",
  "to",
  "href",
  "iso",
  "tone",
  "variant",
  "region",
  "topic",
  "amount",
  "colour",
  "anchor",
  "type",
  "autoComplete",
  "value",
]);

/** A name in code rather than a word, like a form field's "firstName": kept as it is. */
const IDENTIFIER = /^[a-z][A-Za-z0-9-]*$/;

/** Numbers each language sets for itself: a reading pace counts words in English, characters in Chinese. */
const OWN_NUMBERS = { perMinute: true };

/** A value any language keeps: an address in or out of the site. */
const FIXED_VALUE = /^(\/|#|tel:|mailto:|https?:)/;

/** Two or more words in Latin letters in a row. */
const LATIN_RUN = /[A-Za-z][A-Za-z'’.-]*(?:[ ,]+[A-Za-z][A-Za-z'’.-]*)+/g;
/** Letters of the translation's own writing system (a page of Chinese has Chinese characters). */
const ownScript = (lang: Lang) => scriptLetters(languages[lang].script.name);
/** Chinese text takes full-width punctuation: "，" not ",", "：" not ":", "（）" not "()". */
const HALF_WIDTH_BESIDE_HAN = /\p{Script=Han}[,:;?!()]|[,:;?!()]\p{Script=Han}/gu;

/** Numbers as written: "4,800", "7.0", "22:00", "50". */
function figures(text: string): string[] {
  return (text.match(/\d+(?:[.,:]\d+)*/g) ?? []).map((figure) => figure.replace(/,(?=\d{3})/g, ""));
}

type Finding = { path: string; problem: string };

/**
 * Checks a translation against the English. In a language with a writing system of its own,
 * English left in the translation can be seen (runs of Latin words, and text with none of the
 * language's letters); in one written in Latin letters it cannot, and those two checks are left out.
 */
function compare(en: unknown, tr: unknown, path: string, findings: Finding[], lang: Lang, key = "") {
  const ownLetters = ownScript(lang);
  const inLatin = languages[lang].script.name === "Latin";
  if (typeof en === "string") {
    if (typeof tr !== "string") return findings.push({ path, problem: "is not a string" });
    if ((FIXED_KEYS.has(key) && !/\s/.test(en)) || FIXED_VALUE.test(en) || (key === "name" && IDENTIFIER.test(en))) {
      if (tr !== en) findings.push({ path, problem: `must stay "${en}"` });
      return;
    }
    const missing = figures(en).filter((figure) => !figures(tr).includes(figure));
    if (missing.length) findings.push({ path, problem: `lost the figure(s) ${missing.join(", ")}` });
    // What is left in Latin letters once the names a translation may keep are taken out.
    const rest = withoutKeptNames(tr);
    const latin = inLatin ? [] : (rest.match(LATIN_RUN) ?? []).filter((run) => /[A-Za-z]{2}/.test(run));
    if (latin.length) findings.push({ path, problem: `keeps English words: ${latin.join(" | ")}` });
    const halfWidth = tr.match(HALF_WIDTH_BESIDE_HAN);
    if (halfWidth) findings.push({ path, problem: `has ASCII punctuation beside Chinese: "${halfWidth.join('", "')}"` });
    if (!inLatin && /[A-Za-z]{3}/.test(en) && !ownLetters.test(tr) && !KEPT_IN_LATIN.includes(tr.trim()))
      findings.push({ path, problem: `has no ${languages[lang].name} words: "${tr}"` });
    return;
  }
  if (typeof en === "function") {
    if (typeof tr !== "function") findings.push({ path, problem: "is not a function" });
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(tr) || tr.length !== en.length) return findings.push({ path, problem: `must have ${en.length} items` });
    en.forEach((item, index) => compare(item, tr[index], `${path}[${index}]`, findings, lang, key));
    return;
  }
  if (en && typeof en === "object") {
    if (!tr || typeof tr !== "object") return findings.push({ path, problem: "is not an object" });
    for (const [field, value] of Object.entries(en))
      compare(value, (tr as Record<string, unknown>)[field], `${path}.${field}`, findings, lang, field);
    for (const field of Object.keys(tr)) if (!(field in en)) findings.push({ path: `${path}.${field}`, problem: "is not in the English" });
    return;
  }
  if (en !== tr && !(key in OWN_NUMBERS && typeof tr === typeof en)) findings.push({ path, problem: `must stay ${String(en)}` });
}

for (const language of langs.filter((code) => code !== "en")) {
  const prefix = `../content/${language}/`;
  const files = Object.keys(modules).filter((file) => file.startsWith(prefix));

  describe(`${language} content`, () => {
    it.each(files)("%s matches its English original", (file) => {
      const original = modules[file.replace(prefix, "../content/")];
      expect(original, `no English module for ${file}`).toBeDefined();
      const findings: Finding[] = [];
      for (const [name, value] of Object.entries(modules[file] ?? {})) {
        if (!original || !(name in original)) findings.push({ path: name, problem: "is not exported by the English module" });
        else compare(original[name], value, name, findings, language);
      }
      expect(findings.map(({ path, problem }) => `${path} ${problem}`)).toEqual([]);
    });
  });
}
