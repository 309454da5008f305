/**
 * Two or more words in Latin letters in a row: an English name inside a sentence of a language
 * with its own writing system (a scheme's English name in brackets, an English title). Marked
 * lang="en" on the page, in content (components/ui/phrase.tsx) and in articles alike.
 */
export const ENGLISH_RUN = /[A-Za-z][A-Za-z'’&.]*(?:[ -][A-Za-z][A-Za-z'’&.]*)+/g;

/** Letters of a writing system, by its Unicode name ("Han", "Latin"). */
export function scriptLetters(script: string): RegExp {
  return new RegExp(`\\p{Script=${script}}`, "u");
}
