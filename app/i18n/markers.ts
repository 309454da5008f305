/**
 * What the shared structure of a page may hold where a language puts words: a figure for each
 * language to write (`figure`), a word kept in another catalog (`word`), a sentence the page fills
 * in as it runs (`template`), and a list some of whose entries depend on the provider's settings
 * (`keep`). Plain values (paths, icons, sizes, kinds) stand as they are. compose.server.ts turns
 * each marker into the page's words at build time. The markers have no side effects, and say so,
 * so a structure a page's script does not read is left out of its bundle.
 */
import type { CatalogWords } from "./catalog-words.generated";

/** The named styles a figure may take; format.ts says how each language writes each. */
export type FigureStyle = "number" | "tenths" | "money" | "percent" | "compact" | "date" | "time";

export interface Figure {
  readonly $figure: FigureStyle;
  readonly value: number | string;
  /** "+" after the figure: at least this many ("100K+"). */
  readonly plus?: boolean;
}

/**
 * A figure written for each language: figure(900000, "compact") is "900K" and "90万",
 * figure("2026-11-23", "date") "23 November 2026", figure(0.34, "percent") "34%",
 * figure(126 / 18.016, "tenths") "7.0" (always one decimal).
 */
export function figure(value: number, style?: Exclude<FigureStyle, "date" | "time">, atLeast?: "+"): Figure;
export function figure(value: string, style: "date" | "time"): Figure;
/* @__NO_SIDE_EFFECTS__ */
export function figure(value: number | string, style: FigureStyle = "number", atLeast?: "+"): Figure {
  return atLeast ? { $figure: style, value, plus: true } : { $figure: style, value };
}

export interface WordRef<C extends string = string, P extends string = string> {
  readonly $word: C;
  readonly path: P;
}

/** The dotted paths to the words of a catalog: "names.respite-care". */
type WordPaths<T, Prefix extends string = ""> = T extends string
  ? Prefix
  : T extends readonly unknown[]
    ? never
    : { [K in keyof T & string]: WordPaths<T[K], Prefix extends "" ? K : `${Prefix}.${K}`> }[keyof T & string];

/**
 * A word kept in another catalog, so it is written once per language: the name of a service in
 * the navigation, a card and a breadcrumb. A catalog or key the English catalogs lack is a type error.
 */
/* @__NO_SIDE_EFFECTS__ */
export function wordIn<C extends keyof CatalogWords, P extends WordPaths<CatalogWords[C]>>(catalog: C, path: P): WordRef<C, P> {
  return { $word: catalog, path };
}

declare const templateArgs: unique symbol;

/** A sentence with places the page fills in as it runs, e.g. "Step {number}": its words stay as written. */
export interface TemplateMark<A extends string = string> {
  readonly $template: readonly A[];
}

/** A sentence the page completes: "{code} is in postal district {district}". */
export type Template<A extends string = string> = string & { readonly [templateArgs]?: A };

/* @__NO_SIDE_EFFECTS__ */
export function template<const A extends string>(...args: A[]): TemplateMark<A> {
  return { $template: args };
}

/** A list of named entries, in this order, each shown where the flag beside its name is true. */
export interface Keep<K extends string = string> {
  readonly $keep: Readonly<Record<K, boolean>>;
}

/** keep({ carePlan: true, firstAssessment: provider.freeAssessment }): the second is shown only when the assessment is free. */
/* @__NO_SIDE_EFFECTS__ */
export function keep<const K extends string>(flags: Readonly<Record<K, boolean>>): Keep<K> {
  return { $keep: flags };
}

/**
 * The order of a list whose words a catalog keeps by name: keys("bathing", "meals") in the
 * structure, and in each catalog a group with exactly those keys (`bathing: Help with bathing`).
 * The page receives the words as a list, in this order, whatever order a catalog writes them in.
 * A list of the structure's own items names each item's words by its `key` (or its `id`) instead.
 */
export interface Keys<K extends readonly string[] = readonly string[]> {
  readonly $keys: K;
  /** Its name in a list of such lists (a table's row, whose cells are named by column). */
  readonly key?: string;
}

/* @__NO_SIDE_EFFECTS__ */
export function keys<const K extends readonly string[]>(...names: K): Keys<K> {
  return { $keys: names };
}

/** A row of a table: its name, and its cells named by column, in the columns' order. */
/* @__NO_SIDE_EFFECTS__ */
export function row<const R extends string, const K extends readonly string[]>(key: R, columns: K): Keys<K> & { readonly key: R } {
  return { $keys: columns, key };
}

/** Puts the values into a template's places (only simple places: "{name}"). */
export function fill<A extends string>(sentence: Template<A>, values: Record<A, string | number>): string {
  return sentence.replace(/\{(\w+)\}/g, (place, key: string) => (key in values ? String(values[key as A]) : place));
}
