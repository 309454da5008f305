import { Fragment, type ReactNode } from "react";
import { Phrase } from "~/components/ui/phrase";
import { type RichPart, parseRich } from "~/i18n/rich";

/** What a component gives a sentence's tags: the element that wraps each tagged part. */
export type MessageTags = Record<string, (children: ReactNode) => ReactNode>;

/**
 * One catalog entry, rendered whole: its tagged parts (`<hotline>…</hotline>`) wrapped in the
 * elements the component gives, its places (`{code}`) filled with the values the page has as it
 * runs, and any English phrase inside another language marked as Phrase marks it. The component
 * passes elements and values only, never words, spaces or punctuation: the sentence keeps its
 * language's own order. A tag or place the component does not give fails at once (the build
 * prerenders every page, so it fails there).
 */
export function Message({ text, tags = {}, values = {} }: { text: string; tags?: MessageTags; values?: Record<string, ReactNode> }) {
  const render = (parts: RichPart[]): ReactNode =>
    parts.map((part, index) => {
      if (typeof part === "string") return <Phrase key={index} text={part} />;
      if ("tag" in part) {
        const wrap = tags[part.tag];
        if (!wrap) throw new Error(`The sentence has <${part.tag}>, which its component does not give`);
        return <Fragment key={index}>{wrap(render(part.parts))}</Fragment>;
      }
      if (!(part.place in values)) throw new Error(`The sentence has {${part.place}}, which its component does not fill`);
      return <Fragment key={index}>{values[part.place]}</Fragment>;
    });
  return render(parseRich(text));
}
