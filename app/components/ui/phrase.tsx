import { useLang } from "~/i18n/context";
import { languages } from "~/i18n/languages";

/** Two or more words in Latin letters in a row: an English name in a sentence of another language. */
const ENGLISH_RUN = /([A-Za-z][A-Za-z'’&.]*(?:[ -][A-Za-z][A-Za-z'’&.]*)+)/;

/**
 * Text, with any English phrase inside a sentence of another language marked `lang="en"` (an
 * official scheme's English name in brackets, an English source's title), so a screen reader
 * reads it in an English voice. Pages in Latin letters (English) get the text as it is.
 */
export function Phrase({ text }: { text: string }) {
  const lang = useLang();
  // In a language written in Latin letters an English phrase cannot be told from the page's own words.
  if (languages[lang].script === "Latin" || !ENGLISH_RUN.test(text)) return text;
  return text.split(ENGLISH_RUN).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
