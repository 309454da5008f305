/**
 * Every icon the site can draw, by name. `npm run icons` builds the sprite
 * (components/ui/icons.svg) from lucide's drawings of exactly these, so the
 * browser downloads one small cached SVG file and no icon code at all.
 */

/** Icons content modules may name (cards, benefits, contact options). */
export const CONTENT_ICON_NAMES = [
  "heart-handshake",
  "hand-heart",
  "users",
  "home",
  "moon",
  "stethoscope",
  "ambulance",
  "brain",
  "ribbon",
  "wind",
  "droplet",
  "flower",
  "activity",
  "syringe",
  "shield-check",
  "clock",
  "phone",
  "mail",
  "map-pin",
  "message-circle",
  "calendar",
  "star",
  "sparkles",
  "graduation-cap",
  "building",
  "briefcase",
  "clipboard-list",
  "smile",
  "sun",
  "utensils",
  "pill",
  "accessibility",
  "badge-check",
  "lightbulb",
  "eye",
  "scale",
  "leaf",
  "hospital",
] as const;

/** Icons only the components use (arrows, chevrons, the menu button, alerts). */
export const UI_ICON_NAMES = [
  "arrow-left",
  "arrow-right",
  "check",
  "chevron-down",
  "chevron-right",
  "info",
  "menu",
  "navigation",
  "quote",
  "triangle-alert",
  "x",
] as const;

export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number];
export type IconName = ContentIconName | (typeof UI_ICON_NAMES)[number];

/** Our names that differ from lucide's file names. */
export const LUCIDE_FILE: Partial<Record<IconName, string>> = { home: "house" };
