import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** How a card sets itself apart from what is around it. */
const tones = {
  /** White on the page, with a border: most cards. */
  surface: "border border-border bg-surface",
  /** White on a tinted band, where the band already sets the card apart. */
  plain: "bg-surface",
  /** A thick teal bar on the left: a statement or a note that should stand out. */
  accent: "border-l-8 border-primary bg-surface",
  /** No colour of its own: the caller sets background and border (themed cards). */
  bare: "",
} as const;

const paddings = { default: "p-6", snug: "p-5", roomy: "p-8", none: "" } as const;

type CardTone = keyof typeof tones;

/**
 * The card look (rounded corners, a warm grey border rather than a shadow), for an element
 * that cannot be a Card itself. No class merging here (see lib/cn.ts): callers add classes
 * that do not compete with these.
 */
export function cardVariants({ tone = "surface", padding = "default" }: { tone?: CardTone; padding?: keyof typeof paddings } = {}) {
  return `rounded-card ${tones[tone]} ${paddings[padding]}`;
}

/** Block elements a card may be: never phrasing content, so a heading may sit inside it. */
type CardElement = "div" | "li" | "figure" | "aside" | "section" | "p";

export type CardProps = HTMLAttributes<HTMLElement> &
  Parameters<typeof cardVariants>[0] & {
    /** The element to render, e.g. "li" inside a card grid; "div" by default. */
    as?: CardElement;
  };

export function Card({ as: Element = "div", tone, padding, className, ...props }: CardProps) {
  return <Element className={cn(cardVariants({ tone, padding }), className)} {...props} />;
}

/**
 * Columns of a card grid, by how many cards fit side by side on wide screens: one column on
 * phones, two from tablets, then three or four. Use with "grid" and a gap.
 */
export const cardColumns = {
  1: "",
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 xl:grid-cols-3",
  4: "md:grid-cols-2 xl:grid-cols-4",
} as const;

export type CardColumns = keyof typeof cardColumns;
