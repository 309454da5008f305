/**
 * The site's words as the pages show them, for the browser tests to expect: a catalog composed
 * with its page structure exactly as the build composes it (app/i18n/compose.server.ts), read from
 * the files, since the tests run outside Vite. The tests then look on the built page for exactly
 * the text the build put there.
 */
import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import * as interfaceWords from "../app/content/interface";
import { composeCatalog } from "../app/i18n/compose.server";
import type { Structure } from "../app/i18n/composed";
import type { CatalogName, Content } from "../app/i18n/content.server";
import type { Lang } from "../app/i18n/languages";

function words(lang: Lang, name: string): unknown {
  return parse(readFileSync(new URL(`../app/content/${lang}/${name}.yaml`, import.meta.url), "utf8"));
}

function wordAt(lang: Lang, name: string, path: string): unknown {
  let value = words(lang, name);
  for (const key of path.split(/\.|\[(\d+)\]/).filter(Boolean)) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** The content of catalog `name` in `lang`, from its structure module (imported by the test). */
export function composed<N extends CatalogName>(name: N, module: { structure: Structure }, lang: Lang = "en"): Content<N> {
  return composeCatalog({
    lang,
    name,
    structure: module.structure,
    words: words(lang, name),
    wordAt: (other, path) => wordAt(lang, other, path),
  }) as Content<N>;
}

/** The content of catalog `name` in `lang`, finding its structure module, if it has one, by name. */
export async function contentIn<N extends CatalogName>(lang: Lang, name: N): Promise<Content<N>> {
  const path = `app/content/${name}.ts`;
  const module = existsSync(path) ? ((await import(`../${path}`)) as { structure?: Structure }) : {};
  return composed(name, { structure: module.structure ?? {} }, lang);
}

/**
 * The interface dictionary's words in `lang` (app/content/<lang>/interface.yaml): the names of the
 * header's and footer's links, landmarks and controls, the forms' labels and messages.
 */
export function interfaceIn(lang: Lang = "en"): Content<"interface"> {
  return composed("interface", interfaceWords, lang);
}

/**
 * An article as its Markdown file in `lang` holds it: its title, the headings of its sections and
 * the links in its text, each with its words.
 */
export function articleIn(lang: Lang, slug: string): { title: string; headings: string[]; links: { text: string; href: string }[] } {
  const source = readFileSync(new URL(`../app/content/${lang}/blog/${slug}.md`, import.meta.url), "utf8");
  const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const { title } = parse(frontmatter) as { title: string };
  return {
    title,
    headings: [...body.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading!.trim()),
    links: [...body.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, text, href]) => ({ text: text!, href: href! })),
  };
}
