import { Icon } from "~/components/ui/icon";
import type { FeatureCard } from "~/content/types";
import { cn } from "~/lib/cn";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 xl:grid-cols-4",
} as const;

/** Cards with an icon, a title, a description and an optional checklist. */
export function FeatureGrid({ cards, columns = 3 }: { cards: FeatureCard[]; columns?: keyof typeof columnClasses }) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-[var(--radius-card)] border border-border bg-surface p-6">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
            <Icon name={card.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-xl">{card.title}</h3>
          <p className="mt-2">{card.description}</p>
          {card.items && <CheckList items={card.items} className="mt-4" />}
        </li>
      ))}
    </ul>
  );
}

/** A list of short points, each with a tick. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("grid content-start gap-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="check" className="mt-1 size-5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
