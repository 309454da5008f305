/**
 * The type of a page's content in any language: its shared structure (typeof the structure module)
 * with the English catalog's words put in their places, as compose.server.ts does at build time.
 * Components see one typed object; a key the English catalog lacks is a type error.
 */
import type { Figure, Keep, Keys, Template, TemplateMark, WordRef } from "./markers";

/** What stands in the structure where there is nothing. */
type Absent = undefined;

/** A structure's value with every marker turned into the words it becomes. */
export type Resolved<S> = S extends Figure | WordRef
  ? string
  : S extends TemplateMark<infer A>
    ? Template<A>
    : S extends readonly unknown[]
      ? { -readonly [I in keyof S]: Resolved<S[I]> }
      : S extends object
        ? { -readonly [K in keyof S]: Resolved<S[K]> }
        : S;

/** Words without structure: as the catalog has them (a tuple of texts stays one). */
type Plain<W> = W extends readonly unknown[]
  ? { -readonly [I in keyof W]: Plain<W[I]> }
  : W extends object
    ? { -readonly [K in keyof W]: Plain<W[K]> }
    : W;

/** The name an item of a list goes by in the catalogs: its `key`, else its `id`. */
type ItemKey<I> = I extends { readonly key: infer K extends string } ? K : I extends { readonly id: infer K extends string } ? K : never;

/** The words a group `W` keeps under `K`, or nothing. */
type Entry<W, K> = [K] extends [never] ? Absent : K extends keyof W ? W[K] : Absent;

/** The structure `S` and the words `W` in one. */
export type Composed<S, W> = [S] extends [Absent]
  ? Plain<W>
  : [W] extends [Absent]
    ? Resolved<S>
    : S extends TemplateMark<infer A>
      ? Template<A>
      : S extends Keep
        ? W extends object
          ? Plain<W[keyof W]>[]
          : never
        : S extends Keys<infer K>
          ? { -readonly [I in keyof K]: K[I] extends keyof W ? Plain<W[K[I]]> : never }
          : S extends readonly unknown[]
            ? W extends readonly unknown[]
              ? { -readonly [I in keyof S]: Composed<S[I], I extends keyof W ? W[I] : Absent> }
              : { -readonly [I in keyof S]: Composed<S[I], Entry<W, ItemKey<S[I]>>> }
            : S extends object
              ? W extends object
                ? {
                    -readonly [K in Exclude<keyof S, "facts"> | keyof W]: Composed<
                      K extends keyof S ? S[K] : Absent,
                      K extends keyof W ? W[K] : Absent
                    >;
                  }
                : never
              : never;

/** A content module's export: its structure, and the figures its sentences may name. */
export type Structure = { facts?: Record<string, Fact> } & Record<string, unknown>;

/** A value a sentence may name: a figure each language writes, a number, a name or a yes/no. */
export type Fact = Figure | number | string | boolean;

/** The page content a structure and a catalog make: the structure without its facts. */
export type ContentOf<S, W> = Composed<Omit<S, "facts">, W>;
