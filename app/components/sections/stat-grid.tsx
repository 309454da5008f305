import { Card, cardColumns } from "~/components/ui/card";
import type { Statistic } from "~/content/types";
import { cn } from "~/lib/cn";
import { useDictionary } from "~/i18n/context";
import { fill } from "~/i18n/markers";

/** Figures shown large, each with its label and, when known, its source. */
export function StatGrid({ stats }: { stats: readonly Statistic[] }) {
  const { sectionLabels } = useDictionary();
  return (
    <dl className={cn("grid gap-6", cardColumns[4])}>
      {stats.map((stat) => (
        <Card key={stat.label} className="flex flex-col">
          <dt className="order-2 mt-2 text-lg font-bold">{stat.label}</dt>
          <dd className="order-1 text-4xl font-bold text-primary tabular">{stat.number}</dd>
          {stat.source && <dd className="order-3 mt-2 text-sm text-muted">{fill(sectionLabels.statSource, { source: stat.source })}</dd>}
        </Card>
      ))}
    </dl>
  );
}
