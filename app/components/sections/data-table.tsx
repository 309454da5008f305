/* oxlint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles are deliberate: browsers drop a table's implicit roles once CSS changes its display (the stacked phone layout), and explicit roles keep it a table for screen readers. */
import type { ReactNode } from "react";
import { Phrase } from "~/components/ui/phrase";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/**
 * A real table: caption, column headers, and a header cell opening each row (GOV.UK table guidance).
 * On narrow screens each row is stacked as a card with the column name before each value
 * (`.stack-table` in app.css), so nothing scrolls sideways; explicit roles keep the table
 * semantics for screen readers when the layout changes. A cell is words (an English phrase inside
 * another language marked as Phrase marks it) or an element of its own (a list of names).
 */
export function DataTable({
  caption,
  columns,
  rows,
  rowKeys,
  columnClasses = [],
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Each row's key, where its cells are not all words. */
  rowKeys?: readonly string[];
  /** Classes of each column's cells, by position (the row header first). */
  columnClasses?: readonly string[];
}) {
  return (
    <Card padding="none">
      <table role="table" className="stack-table w-full border-collapse text-left">
        <caption className="px-5 pt-4 pb-2 text-left text-lg font-bold">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row" className="bg-primary-tint">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="border-b border-border px-5 py-3 align-bottom font-bold text-primary"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, rowIndex) => (
            <tr key={rowKeys?.[rowIndex] ?? row.join("|")} role="row" className="border-b border-border last:border-0">
              {row.map((cell, index) => {
                const content = typeof cell === "string" ? <Phrase text={cell} /> : cell;
                return index === 0 ? (
                  <th key={index} role="rowheader" scope="row" className={cn("px-5 py-3 align-top font-bold", columnClasses[0])}>
                    {content}
                  </th>
                ) : (
                  <td
                    key={index}
                    role="cell"
                    data-label={columns[index]}
                    className={cn("px-5 py-3 align-top tabular", columnClasses[index])}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
