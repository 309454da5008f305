/**
 * Text as a reader counts it: one entry per letter seen (a grapheme cluster), so a Tamil letter
 * written with a vowel sign ("கா") or a letter with an accent counts once, however many code
 * points it takes. Lengths the languages set (a description's, a crumb's) are counted this way.
 */
export function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== "function") return Array.from(text);
  return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), (part) => part.segment);
}
