import { useOptionalLang } from "~/i18n/context";
import { ENGLISH_RUN } from "~/i18n/english";
import { languages } from "~/i18n/languages";

/** The same pattern, captured, so `split` keeps the English runs between the other words. */
const SPLIT = new RegExp(`(${ENGLISH_RUN.source})`);

/**
 * Text, with any English phrase inside a sentence of another language marked `lang="en"` (an
 * official scheme's English name in brackets, an English source's title), so a screen reader
 * reads it in an English voice. Pages in Latin letters (English) get the text as it is.
 */
export function Phrase({ text }: { text: string }) {
  const lang = useOptionalLang();
  // In a language written in Latin letters an English phrase cannot be told from the page's own
  // words; outside any language's frame nothing is marked.
  if (!lang || languages[lang].script.name === "Latin" || !SPLIT.test(text)) return text;
  return text.split(SPLIT).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
