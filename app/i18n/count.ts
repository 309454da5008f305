/**
 * How long a text is, as its language counts (`counts` in its rules): words between spaces; or, in
 * a script written without spaces (Chinese), each letter of its script as one word, each run of
 * other letters or digits as one, and punctuation not at all.
 */
import { type Lang, languageRules, languages } from "./languages";

export function countWords(text: string, lang: Lang): number {
  if (languageRules[lang].counts === "words") return text.split(/\s+/).filter(Boolean).length;
  const ownLetter = new RegExp(`\\p{Script=${languages[lang].script.name}}`, "gu");
  return text
    .replace(ownLetter, " x ")
    .split(/\s+/)
    .filter((run) => /[\p{L}\p{N}]/u.test(run)).length;
}
