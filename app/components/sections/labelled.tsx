import type { ReactNode } from "react";
import { Message } from "~/components/ui/message";
import { useDictionary } from "~/i18n/context";

/**
 * A label and what it labels as one line, in the language's own order and punctuation (the
 * `site.labelled` entry: "<label>{label}:</label> {text}"); the label is drawn with `labelClass`.
 */
export function Labelled({ label, text, labelClass = "font-bold" }: { label: ReactNode; text: ReactNode; labelClass?: string }) {
  const { site } = useDictionary();
  return <Message text={site.labelled} tags={{ label: <span className={labelClass} /> }} values={{ label, text }} />;
}
