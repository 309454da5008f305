import type { Statistic } from "~/content/types";

/** Figures shown large, each with its label and, when known, its source. */
export function StatGrid({ stats }: { stats: readonly Statistic[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-[var(--radius-card)] border border-border bg-surface p-6">
          <dt className="order-2 mt-2 text-lg font-bold">{stat.label}</dt>
          <dd className="tabular order-1 text-4xl font-bold text-primary">{stat.number}</dd>
          {stat.source && <dd className="order-3 mt-2 text-sm text-muted">Source: {stat.source}</dd>}
        </div>
      ))}
    </dl>
  );
}
