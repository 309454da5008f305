import type { IconName } from "~/lib/icon-names";
import sprite from "./icons.svg?no-inline";

/**
 * Draws an icon from the sprite by name: the drawings live in one hashed, cached SVG file, so no
 * page carries icon code. Icons are decorative: the text beside them carries the meaning.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
