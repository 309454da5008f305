import { Fragment, type ReactElement, type ReactNode, cloneElement } from "react";
import { Phrase } from "~/components/ui/phrase";
import { type RichPart, parseRich } from "~/i18n/rich";

/** What a component gives a sentence's tags: for each, the element that wraps the tagged words (`<Anchor href="tel:…" />`). */
export type MessageTags = Record<string, ReactElement<{ children?: ReactNode }>>;

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
        const element = tags[part.tag];
        if (!element) throw new Error(`<${part.tag}> in "${text}"`);
        return cloneElement(element, { key: index }, render(part.parts));
      }
      if (!(part.place in values)) throw new Error(`{${part.place}} in "${text}"`);
      return <Fragment key={index}>{values[part.place]}</Fragment>;
    });
  return render(parseRich(text));
}

/** The `<hidden>` part of a sentence: read by screen readers, not shown (a step's number, "Error:"). */
export const hiddenTag: MessageTags = { hidden: <span className="sr-only" /> };
