import { Card, type CardColumns, cardColumns } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Phrase } from "~/components/ui/phrase";
import type { FeatureCard } from "~/content/types";
import { cn } from "~/lib/cn";

/** Cards with an icon, a title, a description and an optional checklist. */
export function FeatureGrid({ cards, columns = 3 }: { cards: FeatureCard[]; columns?: CardColumns }) {
  return (
    <ul className={cn("grid gap-6", cardColumns[columns])}>
      {cards.map((card) => (
        <Card as="li" key={card.title}>
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
            <Icon name={card.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-xl">{card.title}</h3>
          <p className="mt-2">
            <Phrase text={card.description} />
          </p>
          {card.items && <CheckList items={card.items} className="mt-4" />}
        </Card>
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
          <span>
            <Phrase text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
