import { useId, useState } from "react";
import { Icon } from "~/components/ui/icon";

interface AccordionEntry {
  /** Stable key; the heading itself when absent. */
  id?: string;
  heading: string;
  body: string;
}

/**
 * The WAI-ARIA accordion pattern: each heading holds a button that shows or hides its panel.
 * One panel open at a time, and the open one closes again when its button is pressed. Closed
 * panels stay in the HTML (hidden), for search engines and for readers before JavaScript.
 * Hand-written rather than a library primitive: it is the whole of what the pages need, in a
 * fraction of the bytes.
 */
export function Accordion({ entries, className }: { entries: readonly AccordionEntry[]; className?: string }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className={className}>
      {entries.map((entry, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={entry.id ?? entry.heading} className="rounded-card border border-border bg-surface">
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-lg font-bold hover:bg-primary-tint"
              >
                {entry.heading}
                <Icon name="chevron-down" className="size-6 shrink-0 text-primary transition-transform group-aria-expanded:rotate-180" />
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5 text-lg">
              <p className="prose-measure">{entry.body}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
