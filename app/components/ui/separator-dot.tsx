/**
 * A dot between the items of a line of facts (category, date, reading time): drawn, not typed,
 * so no language's punctuation sits in a component. A flex item, centred on the line.
 */
export function SeparatorDot() {
  return <span aria-hidden="true" className="size-1.5 shrink-0 self-center rounded-full bg-current" />;
}
