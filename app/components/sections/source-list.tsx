import { Card } from "~/components/ui/card";
import { useDictionary, useLang } from "~/i18n/context";
import { scriptLetters } from "~/i18n/english";
import { languages } from "~/i18n/languages";

/** The reputable sources a page's health facts rest on. */
export function SourceList({ sources }: { sources: readonly { name: string; url: string }[] }) {
  const { sectionLabels } = useDictionary();
  // On a page in another writing system, a source named without any of its letters is an English
  // page named in English: marked so, a screen reader reads it in an English voice.
  const script = languages[useLang()].script.name;
  const ownLetters = scriptLetters(script);
  return (
    <Card as="aside" aria-label={sectionLabels.sources} className="prose-measure">
      <h2 className="text-xl">{sectionLabels.sources}</h2>
      <ul className="mt-3 grid gap-1">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              rel="noopener noreferrer"
              lang={script !== "Latin" && !ownLetters.test(source.name) ? "en" : undefined}
              className="inline-flex min-h-11 items-center text-primary underline"
            >
              {source.name}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
