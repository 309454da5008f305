/**
 * English left in a language written in Latin letters too (Malay, say), where no change of script
 * shows it: an entry still the same as the English one, or one that reads English. Used by the
 * catalog checks; no page loads it.
 */

/** Short words of every English sentence that no Malay or other Latin-script sentence of ours uses. */
const ENGLISH_WORDS = new Set(
  "a the and of to for with your you us my is are this that we our will can be at on or it from by as an not have has what when how who which".split(
    " ",
  ),
);

/** The English words of a text, each once, in small letters. */
function englishWordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => ENGLISH_WORDS.has(word)));
}

/**
 * Whether `text`, an entry of a Latin-script language, is English left untranslated: the same
 * words as the English entry (`english`) when they make an English sentence (two words or more,
 * one of them a short word only English sentences use), or two or more of those short words. `kept` are the names the language keeps
 * in English ("Home Caregiving Grant"), taken out first.
 */
export function readsAsEnglish(text: string, english: string | undefined, kept: readonly string[]): boolean {
  const rest = kept.toSorted((a, b) => b.length - a.length).reduce((left, name) => left.replaceAll(name, " "), text);
  const words = rest.match(/[\p{L}\p{N}]+/gu) ?? [];
  const short = englishWordsOf(rest);
  // The English sentence itself (a name both languages write alike, "Bukit Merah", is no sentence).
  if (english !== undefined && words.length >= 2 && text.trim() === english.trim() && short.size >= 1) return true;
  return short.size >= 2;
}
