/**
 * A page's words for the browser tests, composed as the build composes them
 * (app/i18n/content.server.ts) but outside Vite: the page's structure module, passed in, with the
 * words of its catalog read from disk and the shared facts. The tests then look on the built page
 * for exactly the text the build put there.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { sharedFacts } from "../app/content/facts";
import { compose, formatMessage } from "../app/i18n/compose.server";
import type { Structure } from "../app/i18n/composed";
import type { CatalogName, Content } from "../app/i18n/content.server";
import type { Lang } from "../app/i18n/languages";

function catalog(lang: Lang, name: string): unknown {
  return parse(readFileSync(new URL(`../app/content/${lang}/${name}.yaml`, import.meta.url), "utf8"));
}

function wordAt(lang: Lang, name: string, path: string): string {
  let value = catalog(lang, name);
  for (const key of path.split(/\.|\[(\d+)\]/).filter(Boolean)) value = (value as Record<string, unknown>)[key];
  if (typeof value !== "string") throw new Error(`app/content/${lang}/${name}.yaml has no word at ${path}`);
  return value;
}

/** The content of catalog `name` in `lang`, from its structure module's export `structure`. */
export function composed<N extends CatalogName>(name: N, module: { structure: Structure }, lang: Lang = "en"): Content<N> {
  const { facts = {}, ...structure } = module.structure;
  return compose(structure, catalog(lang, name), {
    lang,
    file: `app/content/${lang}/${name}.yaml`,
    facts: { ...sharedFacts, ...facts },
    lookup: (other, path) => formatMessage(wordAt(lang, other, path), {}, lang, `app/content/${lang}/${other}.yaml: ${path}`),
  }) as Content<N>;
}
