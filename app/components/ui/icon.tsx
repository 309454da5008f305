import type { IconName } from "~/lib/icon-names";

/**
 * Draws an icon by name from a symbol in the page: the build puts the symbols a page uses into the
 * page itself (scripts/drawings.mjs), and the rest of the set (app/components/ui/icons.svg, one
 * cached file) follows after the first paint, for what the page draws later and the pages reached
 * from it; each symbol carries the icons' stroke. No page carries icon code. Icons are decorative:
 * the text beside them carries the meaning.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" className={className}>
      <use href={`#i-${name}`} />
    </svg>
  );
}
