/**
 * How long a text is, as its language counts: words between spaces, or, in a script written
 * without spaces (Chinese), each of its characters as a word; punctuation not at all.
 */
import { type Lang, languages, languageRules } from "./languages";

export function countWords(text: string, lang: Lang): number {
  const { counts } = languageRules[lang];
  const { name } = languages[lang].script;
  const spaced = counts === "characters" ? text.replace(new RegExp(`\\p{Script=${name}}`, "gu"), " x ") : text;
  return spaced
    .replace(/[\u3000-\u303f\uff00-\uffef]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}
