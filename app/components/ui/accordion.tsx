import { type ReactNode, useId } from "react";
import { Icon } from "~/components/ui/icon";

interface AccordionEntry {
  /** Stable key; the heading itself when absent. */
  id?: string;
  heading: string;
  body: string;
  /**
   * Shown after the body, outside its paragraph (a link to a page that says more). The caller
   * builds it, so pages without one download nothing for it.
   */
  after?: ReactNode;
}

/**
 * Questions that open and close in place, one at a time: native `<details>` elements sharing a
 * `name`, so the browser closes the open one when another opens. It works in the prerendered HTML
 * before any script arrives (and if none ever does), the keyboard and screen readers get the
 * browser's own disclosure, and find-in-page opens the item holding a match. No component state.
 * The question stays a heading inside its summary, so heading navigation still lists every one.
 */
export function Accordion({ entries, className }: { entries: readonly AccordionEntry[]; className?: string }) {
  // One group per accordion: two lists on a page each keep their own open item.
  const group = useId();
  return (
    <div className={className}>
      {entries.map((entry) => (
        <details key={entry.id ?? entry.heading} name={group} className="group rounded-card border border-border bg-surface">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left hover:bg-primary-tint [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-bold">{entry.heading}</h3>
            <Icon name="chevron-down" className="size-6 shrink-0 text-primary transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-lg">
            <p className="prose-measure">{entry.body}</p>
            {entry.after}
          </div>
        </details>
      ))}
    </div>
  );
}
