/**
 * The one way content reaches a page: the shared structure of app/content/<name>.ts (its export
 * `structure`, if it has one) with the words of app/content/<lang>/<name>.yaml put in, for the
 * page's language. Build-time only: the route loaders call it when the pages are prerendered,
 * and the page receives the result as page data.
 */
import type { CatalogStructures } from "./catalog-structures.generated";
import type { CatalogWords } from "./catalog-words.generated";
import { composeCatalog } from "./compose.server";
import type { ContentOf, Structure } from "./composed";
import type { Lang } from "./languages";
import { catalog, wordAt } from "./words.server";

const modules = import.meta.glob<{ structure?: Structure }>(
  ["../content/**/*.ts", "!**/*.test.ts", "!**/*.server.ts", "!**/test-helpers.ts"],
  {
    eager: true,
  },
);

/** The name of a catalog: "about", "services/respite-care". */
export type CatalogName = keyof CatalogWords;

type StructureOf<N> = N extends keyof CatalogStructures ? CatalogStructures[N] : Record<never, never>;

/** A catalog's words in their page's structure: what a component receives. */
export type Content<N extends CatalogName> = N extends CatalogName ? ContentOf<StructureOf<N>, CatalogWords[N]> : never;

/** The shared structure of a catalog: {} for a catalog of words alone. */
function structureOf(name: string): Structure {
  return modules[`../content/${name}.ts`]?.structure ?? {};
}

const cache = new Map<string, unknown>();

/** The content of catalog `name` in `lang`, checked and composed (see the module comment). */
export function contentFor<N extends CatalogName>(lang: Lang, name: N): Content<N> {
  const key = `${lang}/${name}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      composeCatalog({
        lang,
        name,
        structure: structureOf(name),
        words: catalog(lang, name),
        wordAt: (other, path) => wordAt(lang, other, path),
      }),
    );
  }
  return cache.get(key) as Content<N>;
}
