import { DataTable } from "~/components/sections/data-table";
import { Phrase } from "~/components/ui/phrase";
import type { Content } from "~/i18n/content.server";

/**
 * The regions, their planning areas and the usual start, as a DataTable. Each cell of planning
 * areas is a list, one area to an item, laid out as a wrapped run: the names are never joined into
 * one text with separators typed by the page. The region's name stays on one line and the start
 * keeps room beside the lists, on screens wide enough for a table.
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
  const startIn = (region: string) => starts.find((entry) => entry.key === region)?.table ?? "";
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rowKeys={regions.map((entry) => entry.key)}
      rows={regions.map((entry) => [
        entry.name,
        <AreaList key="areas" names={entry.areas} />,
        <AreaList key="askUs" names={entry.askUs} />,
        startIn(entry.region),
      ])}
      columnClasses={["md:whitespace-nowrap", "", "", "md:min-w-40"]}
    />
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
