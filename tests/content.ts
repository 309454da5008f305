/**
 * The site's words as the pages show them, for the browser tests to expect: a catalog composed
 * with its page structure exactly as the build composes it (app/i18n/compose.server.ts), read from
 * the files, since the tests run outside Vite.
 */
import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { composeCatalog } from "../app/i18n/compose.server";
import type { Structure } from "../app/i18n/composed";
import type { Lang } from "../app/i18n/languages";
import type { CatalogWords } from "../app/i18n/catalog-words.generated";

function words(lang: Lang, name: string): unknown {
  return parse(readFileSync(`app/content/${lang}/${name}.yaml`, "utf8"));
}

function wordAt(lang: Lang, name: string, path: string): unknown {
  let value = words(lang, name);
  for (const key of path.split(/\.|\[(\d+)\]/).filter(Boolean)) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** Catalog `name` in `lang`, composed: the words the page shows, with every figure written. */
export async function contentIn<N extends keyof CatalogWords>(lang: Lang, name: N): Promise<Record<string, unknown> & CatalogWords[N]> {
  const module = `app/content/${name}.ts`;
  const structure: Structure = existsSync(module) ? (((await import(`../${module}`)) as { structure?: Structure }).structure ?? {}) : {};
  return composeCatalog({ lang, name, structure, words: words(lang, name), wordAt: (other, path) => wordAt(lang, other, path) }) as Record<string, unknown> &
    CatalogWords[N];
}
