/* oxlint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles are deliberate: browsers drop a table's implicit roles once CSS changes its display (the stacked phone layout), and explicit roles keep it a table for screen readers. */
import { Card } from "~/components/ui/card";
import { Phrase } from "~/components/ui/phrase";
import type { Content } from "~/i18n/content.server";
/**
 * The regions, their planning areas and the usual start, as a real table (GOV.UK table guidance),
 * stacked as cards on narrow screens as DataTable's tables are (`.stack-table` in app.css). Each
 * cell of planning areas is a list, one area to an item, laid out as a wrapped run: the names are
 * never joined into one text with separators typed by the page.
 */
export function AreasTable({
  caption,
  columns,
  regions,
  starts,
}: {
  caption: string;
  columns: readonly string[];
  regions: Content<"areas">["regions"];
  starts: Content<"locations">["starts"];
}) {
  const [, areasColumn, askUsColumn, startColumn] = columns;
  const startIn = (region: string) => starts.find((entry) => entry.key === region)?.table;
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
          {regions.map((entry) => (
            <tr key={entry.key} role="row" className="border-b border-border last:border-0">
              <th role="rowheader" scope="row" className="px-5 py-3 align-top font-bold md:whitespace-nowrap">
                <Phrase text={entry.name} />
              </th>
              <td role="cell" data-label={areasColumn} className="px-5 py-3 align-top">
                <AreaList names={entry.areas} />
              </td>
              <td role="cell" data-label={askUsColumn} className="px-5 py-3 align-top">
                <AreaList names={entry.askUs} />
              </td>
              <td role="cell" data-label={startColumn} className="px-5 py-3 align-top tabular md:min-w-40">
                {startIn(entry.region)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Planning areas, one to an item, wrapped as a run of names with room between them. */
function AreaList({ names }: { names: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-wrap gap-x-8 gap-y-1 ps-5">
      {names.map((name) => (
        <li key={name}>
          <Phrase text={name} />
        </li>
      ))}
    </ul>
  );
}
