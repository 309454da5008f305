import type { CardColour } from "~/content/types";

/** Theme-token classes for each card colour: dark ink on its light tint (contrast pinned in a test). */
export const cardColourClasses: Record<CardColour, { tint: string; ink: string; border: string }> = {
  teal: { tint: "bg-teal-tint", ink: "text-teal", border: "border-teal" },
  terracotta: { tint: "bg-terracotta-tint", ink: "text-terracotta", border: "border-terracotta" },
  green: { tint: "bg-green-tint", ink: "text-green", border: "border-green" },
  purple: { tint: "bg-purple-tint", ink: "text-purple", border: "border-purple" },
  blue: { tint: "bg-blue-tint", ink: "text-blue", border: "border-blue" },
  amber: { tint: "bg-amber-tint", ink: "text-amber", border: "border-amber" },
  rose: { tint: "bg-rose-tint", ink: "text-rose", border: "border-rose" },
};
