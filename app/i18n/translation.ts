import type { IconName } from "~/lib/icon-names";

/**
 * Strings a translation keeps exactly as the English has them: addresses inside the site (the
 * link wrapper adds the language's prefix when it renders them), links out of it, and icon names.
 */
type Fixed = `/${string}` | `#${string}` | `${"tel" | "mailto" | "https" | "http"}:${string}` | IconName;

/**
 * Fields whose value is the same in every language: names in code (kinds, tones, colours, icons,
 * ids and regions), addresses and sizes. The translation test holds them to the English too.
 */
type FixedKey =
  | "slug"
  | "id"
  | "kind"
  | "theme"
  | "icon"
  | "src"
  | "width"
  | "height"
  | "to"
  | "href"
  | "iso"
  | "tone"
  | "variant"
  | "region"
  | "topic"
  | "amount"
  | "colour"
  | "anchor"
  | "type"
  | "autoComplete"
  | "value";

/**
 * The shape a translation of an English content value must have: the same keys, the same
 * number of items in each fixed list, the same numbers and functions, and words of its own.
 * A missing field, item or page is a type error that names it.
 */
export type Translation<T> = T extends string
  ? T extends Fixed
    ? T
    : string
  : T extends number
    ? number
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends object
        ? { [K in keyof T]: K extends FixedKey ? (T[K] extends object ? Translation<T[K]> : T[K]) : Translation<T[K]> }
        : T;
