/**
 * The one way content reaches a page: the shared structure of app/content/<name>.ts (its export
 * `structure`, if it has one) with the words of app/content/<lang>/<name>.yaml put in, for the
 * page's language. Build-time only: the route loaders call it when the pages are prerendered,
 * and the page receives the result as page data.
 */
import type { CatalogStructures } from "./catalog-structures.generated";
import type { CatalogWords } from "./catalog-words.generated";
import { type ComposeContext, compose, formatMessage } from "./compose.server";
import type { ContentOf, Fact, Structure } from "./composed";
import type { Lang } from "./languages";
import { catalog, catalogFile, wordAt } from "./words.server";
import { sharedFacts } from "~/content/facts";

const modules = import.meta.glob<{ structure?: Structure }>(["../content/**/*.ts", "!**/*.test.ts", "!**/*.server.ts", "!**/test-helpers.ts"], {
  eager: true,
});

/** The name of a catalog: "about", "services/respite-care". */
export type CatalogName = keyof CatalogWords;

type StructureOf<N> = N extends keyof CatalogStructures ? CatalogStructures[N] : Record<never, never>;

/** A catalog's words in their page's structure: what a component receives. */
export type Content<N extends CatalogName> = ContentOf<StructureOf<N>, CatalogWords[N]>;

/** The shared structure of a catalog: {} for a catalog of words alone. */
function structureOf(name: string): Structure {
  return modules[`../content/${name}.ts`]?.structure ?? {};
}

/** The facts the sentences of a catalog may name: the shared ones and its structure's own. */
function factsOf(name: string): Record<string, Fact> {
  const own = structureOf(name).facts ?? {};
  const clash = Object.keys(own).filter((key) => key in sharedFacts);
  if (clash.length > 0) throw new Error(`app/content/${name}.ts: the facts ${clash.join(", ")} are shared facts already (content/facts.ts); rename them`);
  return { ...sharedFacts, ...own };
}

function contextFor(lang: Lang, name: string): ComposeContext {
  return {
    lang,
    file: catalogFile(lang, name),
    facts: factsOf(name),
    lookup: (other, path) => {
      const word = wordAt(lang, other, path);
      if (typeof word !== "string") throw new Error(`${catalogFile(lang, other)}: ${path} is a list or group, not a word`);
      return formatMessage(word, {}, lang, `${catalogFile(lang, other)}: ${path}`);
    },
  };
}

const cache = new Map<string, unknown>();

/** The content of catalog `name` in `lang`, checked and composed (see the module comment). */
export function contentFor<N extends CatalogName>(lang: Lang, name: N): Content<N> {
  const key = `${lang}/${name}`;
  if (!cache.has(key)) {
    const { facts: _facts, ...structure } = structureOf(name);
    cache.set(key, compose(structure, catalog(lang, name), contextFor(lang, name)));
  }
  return cache.get(key) as Content<N>;
}
