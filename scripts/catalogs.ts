/**
 * Reads every language's word catalogs (app/content/<lang>/**\/*.yaml) from disk, checks them
 * against the English ones, and writes the TypeScript type of the English catalogs to
 * app/i18n/catalog-words.generated.ts. The build runs it first (the `catalogs` plugin in
 * vite.config.ts) and so does `npm run typecheck`:
 *
 *   node scripts/catalogs.ts          check, and write the types
 *
 * A problem fails either, naming the file and the key.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { type Words, checkCatalog, compareCatalogs, structuresModule, wordsModule } from "../app/i18n/catalogs.ts";
import { type Lang, languageRules, writtenLangs } from "../app/i18n/languages.ts";

/**
 * The languages whose catalogs are files, shipped or being translated (a pseudo-language's are
 * made from the English): a language is checked from its first catalog, not from its launch.
 */
const written = writtenLangs;

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const TYPES_FILES = { words: "app/i18n/catalog-words.generated.ts", structures: "app/i18n/catalog-structures.generated.ts" };

/** Catalog names under a language's folder: "about", "services/respite-care". */
function catalogNames(dir: string, under = ""): string[] {
  let entries: string[];
  try {
    entries = readdirSync(join(dir, under));
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = under ? `${under}/${entry}` : entry;
    if (entry.endsWith(".yaml")) return [path.replace(/\.yaml$/, "")];
    if (!entry.includes(".")) return catalogNames(dir, path);
    return [];
  });
}

/** Every word of a catalog, with its key. */
function wordsOf(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => wordsOf(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => wordsOf(item, path ? `${path}.${key}` : key));
  return [];
}

/**
 * The words a language's glossary has retired (its rules in languages.ts), wherever they are
 * still written: in its catalogs, and in its articles' text (editors' notes left out).
 */
export function retiredWords(lang: Lang, catalogs: Record<string, unknown>, root = ROOT): string[] {
  const rules = languageRules[lang].retired.map((rule) => ({ ...rule, pattern: new RegExp(rule.find, "gu") }));
  if (rules.length === 0) return [];
  const found: string[] = [];
  const check = (where: string, name: string, text: string) => {
    for (const rule of rules) {
      if (rule.allowedIn?.includes(name)) continue;
      for (const match of text.matchAll(rule.pattern))
        found.push(`${where}: "${match[0]}" is retired; write ${rule.use} (see the glossary)`);
    }
  };
  for (const [name, words] of Object.entries(catalogs)) {
    for (const [key, text] of wordsOf(words)) check(`app/content/${lang}/${name}.yaml: ${key}`, name, text);
  }
  const articles = join(root, "app/content", lang, "blog");
  for (const file of readdirSafe(articles).filter((entry) => entry.endsWith(".md"))) {
    const text = readFileSync(join(articles, file), "utf8").replace(/<!--[\s\S]*?-->/g, "");
    check(`app/content/${lang}/blog/${file}`, `blog/${file.replace(/\.md$/, "")}`, text);
  }
  return found;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export interface CatalogSet {
  /** Every language's catalogs, by name. */
  words: Record<string, Record<string, unknown>>;
  problems: string[];
}

/** Reads and checks the catalogs of every language in languages.ts. */
export function readCatalogs(root = ROOT): CatalogSet {
  const words: Record<string, Record<string, unknown>> = {};
  const problems: string[] = [];
  const folder = (lang: string) => join(root, "app/content", lang);
  const shown = (path: string) => relative(root, path);
  for (const lang of written()) {
    words[lang] = {};
    for (const name of catalogNames(folder(lang))) {
      const file = join(folder(lang), `${name}.yaml`);
      try {
        words[lang][name] = parseYaml(readFileSync(file, "utf8"), { uniqueKeys: true });
      } catch (error) {
        problems.push(`${shown(file)}: not valid YAML: ${(error as Error).message.split("\n")[0]}`);
        continue;
      }
      problems.push(...checkCatalog(words[lang][name], shown(file)));
    }
  }
  for (const lang of written()) problems.push(...retiredWords(lang as Lang, words[lang] ?? {}, root));
  const english = words.en ?? {};
  if (Object.keys(english).length === 0) problems.push("app/content/en: no catalogs found; the English words are the reference");
  for (const lang of written()) {
    if (lang === "en") continue;
    for (const name of Object.keys(english)) {
      const file = `app/content/${lang}/${name}.yaml`;
      if (!(name in words[lang]!)) {
        problems.push(`${file}: missing; translate app/content/en/${name}.yaml into it`);
        continue;
      }
      problems.push(...compareCatalogs(english[name] as Words, words[lang]![name], file, `app/content/en/${name}.yaml`));
    }
    for (const name of Object.keys(words[lang]!)) {
      if (!(name in english))
        problems.push(`app/content/${lang}/${name}.yaml: there is no app/content/en/${name}.yaml; remove it, or write the English first`);
    }
  }
  return { words, problems };
}

function writeIfChanged(file: string, text: string): void {
  let old = "";
  try {
    old = readFileSync(file, "utf8");
  } catch {
    mkdirSync(join(file, ".."), { recursive: true });
  }
  if (old !== text) writeFileSync(file, text);
}

/** Writes the types of the English catalogs and of the structures, when they changed. */
export function writeCatalogTypes(set: CatalogSet, root = ROOT): void {
  const english = (set.words.en ?? {}) as Record<string, Words>;
  const structured = Object.keys(english).filter((name) => {
    try {
      return /^export const structure\b/m.test(readFileSync(join(root, "app/content", `${name}.ts`), "utf8"));
    } catch {
      return false;
    }
  });
  writeIfChanged(join(root, TYPES_FILES.words), wordsModule(english));
  writeIfChanged(join(root, TYPES_FILES.structures), structuresModule(structured));
}

/** Checks the catalogs and writes their types; throws, listing every problem, if any. */
export function catalogsOrFail(root = ROOT): CatalogSet {
  const set = readCatalogs(root);
  if (set.problems.length > 0) {
    throw new Error(
      `The word catalogs have ${set.problems.length === 1 ? "a problem" : `${set.problems.length} problems`}:\n${set.problems.map((p) => `  ${p}`).join("\n")}`,
    );
  }
  writeCatalogTypes(set, root);
  return set;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const set = catalogsOrFail();
    const count = Object.values(set.words).reduce((total, catalogs) => total + Object.keys(catalogs).length, 0);
    console.log(`Checked ${count} catalogs in ${Object.keys(set.words).length} languages; wrote their types.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
