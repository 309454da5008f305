/**
 * The word catalogs of every language, as the build reads them: app/content/<lang>/<name>.yaml,
 * parsed once. Build-time only (route loaders): no visitor downloads a catalog, only the words of
 * the page in front of them, as page data.
 */
import { parse as parseYaml } from "yaml";
import type { CatalogWords } from "./catalog-words.generated";
import { type Lang, type Language, languages } from "./languages";
import { pseudoWords } from "./pseudo";

const files = import.meta.glob<string>("../content/*/**/*.yaml", { query: "?raw", import: "default", eager: true });

/** The name of a catalog: "about", "services/respite-care". */
export type CatalogName = keyof CatalogWords;

const parsed = new Map<string, unknown>();

/** Where a language keeps a catalog. */
export function catalogFile(lang: Lang, name: string): string {
  return `app/content/${lang}/${name}.yaml`;
}

/** The words of catalog `name` in `lang`, as written (a pseudo-language's are made from the English). */
export function catalog(lang: Lang, name: string): unknown {
  const key = `${lang}/${name}`;
  if (parsed.has(key)) return parsed.get(key);
  let words: unknown;
  if ((languages[lang] as Language).pseudo) words = pseudoWords(catalog("en", name));
  else {
    const source = files[`../content/${lang}/${name}.yaml`];
    if (source === undefined) throw new Error(`${catalogFile(lang, name)} does not exist: translate ${catalogFile("en", name)} into it`);
    words = parseYaml(source);
  }
  parsed.set(key, words);
  return words;
}

/** Every catalog name English has. */
export function catalogNames(): string[] {
  return Object.keys(files)
    .filter((file) => file.startsWith("../content/en/"))
    .map((file) => file.slice("../content/en/".length).replace(/\.yaml$/, ""));
}

/** A word at a dotted path of a catalog ("names.respite-care", "cards[2].title"). */
export function wordAt(lang: Lang, name: string, path: string): unknown {
  let value: unknown = catalog(lang, name);
  for (const key of path.split(/\.|\[(\d+)\]/).filter(Boolean)) {
    value = (value as Record<string, unknown> | undefined)?.[key];
  }
  if (value === undefined) throw new Error(`${catalogFile(lang, name)} has no ${path}`);
  return value;
}
