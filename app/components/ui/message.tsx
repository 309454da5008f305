import { Fragment, type ReactElement, type ReactNode, cloneElement } from "react";
import { Phrase } from "~/components/ui/phrase";
import { useDictionary } from "~/i18n/context";
import { type RichPart, parseRich } from "~/i18n/rich";

/**
 * What a component gives a sentence's tags: for each, the element that wraps the tagged words
 * (`<Anchor href="tel:…" />`), or a function of those words.
 */
export type MessageTags = Record<string, ReactElement<{ children?: ReactNode }> | ((children: ReactNode) => ReactNode)>;

/**
 * One catalog entry, rendered whole: each tagged part (`<hotline>…</hotline>`) becomes the element
 * the component gives for that tag, with the tagged words inside; each place (`{code}`) is filled
 * with the value the page has as it runs; and any English phrase inside another language is marked
 * as Phrase marks it. The component passes elements and values only, never words, spaces or
 * punctuation: the sentence keeps its language's own order. A tag or place the component does not
 * give fails at once (the build prerenders every page, so it fails there).
 *
 *   <Message text={schemes.hotline} tags={{ hotline: <a href="tel:18006506060" /> }} />
 */
export function Message({ text, tags = {}, values = {} }: { text: string; tags?: MessageTags; values?: Record<string, ReactNode> }) {
  const render = (parts: RichPart[]): ReactNode =>
    parts.map((part, index) => {
      if (typeof part === "string") return <Phrase key={index} text={part} />;
      if ("tag" in part) {
        const wrap = tags[part.tag];
        if (!wrap) throw new Error(`The sentence has <${part.tag}>, which its component does not give: "${text}"`);
        if (typeof wrap === "function") return <Fragment key={index}>{wrap(render(part.parts))}</Fragment>;
        return cloneElement(wrap, { key: index }, render(part.parts));
      }
      if (!(part.place in values)) throw new Error(`The sentence has {${part.place}}, which its component does not fill: "${text}"`);
      return <Fragment key={index}>{values[part.place]}</Fragment>;
    });
  return render(parseRich(text));
}

/** The `<hidden>` part of a sentence: read by screen readers, not shown (a step's number, "Error:"). */
export const hiddenTag: MessageTags = { hidden: <span className="sr-only" /> };

/**
 * A label and what it labels as one line, in the language's own order and punctuation (the
 * `site.labelled` entry: "<label>{label}:</label> {text}"); the label is drawn with `labelClass`.
 */
export function Labelled({ label, text, labelClass = "font-bold" }: { label: ReactNode; text: ReactNode; labelClass?: string }) {
  const { site } = useDictionary();
  return <Message text={site.labelled} tags={{ label: <span className={labelClass} /> }} values={{ label, text }} />;
}
