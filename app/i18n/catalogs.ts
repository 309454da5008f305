/**
 * The checks every word catalog passes, and the TypeScript type the English catalogs give the
 * code. A catalog is a YAML file of words (app/content/<lang>/<name>.yaml) whose keys mirror the
 * page's shared structure; English is the reference every other language is held to. The build
 * (the `catalogs` plugin in vite.config.ts) and `npm run typecheck` both run these, so a missing,
 * extra or empty key fails with the file and the key named.
 *
 * Plain module with no imports of the site's own, so Node runs it as it is (scripts/catalog-types.ts).
 */
import { TYPE, parse } from "@formatjs/icu-messageformat-parser";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** What a catalog holds: words, lists of words and groups of words, to any depth. */
export type Words = string | Words[] | { [key: string]: Words };

/** Keys a catalog may not use at its top: the shared structure keeps them for itself. */
const RESERVED = new Set(["facts"]);

const isGroup = (value: unknown): value is Record<string, Words> => typeof value === "object" && value !== null && !Array.isArray(value);

/** "hero.intro[1]", "cards[0].title". */
function join(path: string, key: string | number): string {
  return typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;
}

/** A sentence with places is an ICU message; plain text (no "{") is shown as it is. */
export function isMessage(text: string): boolean {
  return text.includes("{");
}

/** ICU message parsing as the build formats: "<" is text, never a tag. */
export function parseMessage(text: string): MessageFormatElement[] {
  return parse(text, { ignoreTag: true });
}

/** The names of a message's places, and how each is formatted ("" for a plain place). */
export function placesOf(elements: MessageFormatElement[], found = new Map<string, string>()): Map<string, string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      placesOf(element.children, found);
      continue;
    }
    const kind =
      element.type === TYPE.argument
        ? ""
        : element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time
          ? `${TYPE[element.type]}${typeof element.style === "string" ? `, ${element.style}` : element.style ? ", ::" : ""}`
          : TYPE[element.type];
    found.set(element.value, kind);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) placesOf(option.value, found);
    }
  }
  return found;
}

/** A sentence's tags (`<hotline>…</hotline>`), each as often as it is opened, sorted. */
export function tagsIn(text: string): string[] {
  return [...text.matchAll(/<([A-Za-z][\w-]*)>/g)].map((match) => match[1]!).toSorted();
}

/** Why a sentence's tags do not pair up (each opened once and closed in turn), or "" when they do. */
export function unpairedTag(text: string): string {
  const open: string[] = [];
  for (const [, opening, closing] of text.matchAll(/<([A-Za-z][\w-]*)>|<\/([A-Za-z][\w-]*)>/g)) {
    if (opening) open.push(opening);
    else if (open.pop() !== closing) return `</${closing}> closes no open <${closing}>`;
  }
  return open.length > 0 ? `<${open.at(-1)}> is never closed` : "";
}

const showTags = (names: string[]) => names.map((name) => `<${name}>`).join(" ") || "(none)";

/** Problems of one catalog on its own: empty words, messages that do not parse, reserved keys. */
export function checkCatalog(words: unknown, file: string): string[] {
  const problems: string[] = [];
  if (!isGroup(words)) return [`${file}: the catalog must be a group of keys (key: words), not ${describe(words)}`];
  for (const key of Object.keys(words))
    if (RESERVED.has(key)) problems.push(`${file}: ${key}: the key "${key}" is kept for the shared structure; rename it`);
  const visit = (value: unknown, path: string) => {
    if (typeof value === "string") {
      const unpaired = unpairedTag(value);
      if (value.trim() === "") problems.push(`${file}: ${path}: is empty; write the words`);
      else if (unpaired) problems.push(`${file}: ${path}: ${unpaired}: "${value}"`);
      else if (isMessage(value)) {
        try {
          parseMessage(value);
        } catch (error) {
          problems.push(`${file}: ${path}: the places in braces are not written right (${(error as Error).message}): "${value}"`);
        }
      }
    } else if (Array.isArray(value)) {
      // An entry is found by what it is, never by its place in a list: a list reordered in one
      // language would go unnoticed, and editors would show its entries as numbers.
      problems.push(
        `${file}: ${path}: is a list; give each entry a key that says what it is (bathing: …), and list the keys in the page's structure (keys("bathing", …))`,
      );
    } else if (isGroup(value)) {
      if (Object.keys(value).length === 0) problems.push(`${file}: ${path}: is an empty group; write its keys or remove it`);
      for (const [key, item] of Object.entries(value)) visit(item, join(path, key));
    } else {
      problems.push(`${file}: ${path}: ${describe(value)} is not words; write text (put quotes round a number or yes/no)`);
    }
  };
  for (const [key, value] of Object.entries(words)) visit(value, key);
  return problems;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group";
  return `${typeof value} ${JSON.stringify(value)}`;
}

/**
 * Problems of a translation held to the English catalog: every key the English has and no other,
 * lists of the same length, nothing empty, and each sentence with the same places, formatted the
 * same way ("{fee, number, money}" stays money), so no figure or name can be dropped or mistyped.
 */
export function compareCatalogs(english: Words, translation: unknown, file: string, englishFile: string): string[] {
  const problems: string[] = [];
  const visit = (source: Words, value: unknown, path: string) => {
    const at = path || "(the whole file)";
    if (value === undefined) {
      problems.push(`${file}: ${at}: missing; translate it from ${englishFile}`);
      return;
    }
    if (typeof source === "string") {
      if (typeof value !== "string") {
        problems.push(`${file}: ${at}: expected words, found ${describe(value)}`);
        return;
      }
      const [sourceTags, tags] = [tagsIn(source), tagsIn(value)];
      if (sourceTags.join() !== tags.join()) {
        problems.push(`${file}: ${at}: has the tags ${showTags(tags)}; the English has ${showTags(sourceTags)}`);
      }
      if (!isMessage(source) && !isMessage(value)) return;
      let sourcePlaces: Map<string, string>;
      let places: Map<string, string>;
      try {
        sourcePlaces = placesOf(parseMessage(source));
        places = placesOf(parseMessage(value));
      } catch {
        return; // checkCatalog reports the message that does not parse
      }
      const want = [...sourcePlaces].map(([name, kind]) => `{${name}${kind ? `, ${kind}` : ""}}`).toSorted();
      const have = [...places].map(([name, kind]) => `{${name}${kind ? `, ${kind}` : ""}}`).toSorted();
      if (want.join() !== have.join()) {
        problems.push(`${file}: ${at}: has the places ${have.join(" ") || "(none)"}; the English has ${want.join(" ") || "(none)"}`);
      }
      return;
    }
    if (Array.isArray(source)) {
      if (!Array.isArray(value)) {
        problems.push(`${file}: ${at}: expected a list of ${source.length}, found ${describe(value)}`);
        return;
      }
      if (value.length !== source.length) problems.push(`${file}: ${at}: has ${value.length} items; the English has ${source.length}`);
      source.slice(0, value.length).forEach((item, index) => visit(item, value[index], join(path, index)));
      return;
    }
    if (!isGroup(value)) {
      problems.push(`${file}: ${at}: expected a group of keys, found ${describe(value)}`);
      return;
    }
    for (const [key, item] of Object.entries(source)) visit(item, value[key], join(path, key));
    for (const key of Object.keys(value)) {
      if (!(key in source)) problems.push(`${file}: ${join(path, key)}: is not in ${englishFile}; remove it, or add it there first`);
    }
  };
  visit(english, translation, "");
  return problems;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The TypeScript type of an English catalog: text is `string`, a list a tuple of its items (so the
 * shared structure and the words agree on how many), a group an object of its keys.
 */
export function typeOf(words: Words, indent = ""): string {
  if (typeof words === "string") return "string";
  const inner = `${indent}  `;
  if (Array.isArray(words)) {
    const items = words.map((item) => typeOf(item, inner));
    const oneLine = `[${items.join(", ")}]`;
    return oneLine.length < 100 && !oneLine.includes("\n")
      ? oneLine
      : `[\n${items.map((item) => `${inner}${item},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(words).map(
    ([key, value]) => `${inner}${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${typeOf(value, inner)};`,
  );
  return `{\n${entries.join("\n")}\n${indent}}`;
}

const HEADER = [
  "// Made by scripts/catalogs.ts from the English catalogs (app/content/en/**/*.yaml). Do not edit:",
  "// change a catalog and run `npm run typecheck` (or build) again.",
  "",
];

/** The generated type of the words: one entry per English catalog. */
export function wordsModule(catalogs: Record<string, Words>): string {
  const names = Object.keys(catalogs).toSorted();
  return [
    ...HEADER,
    "export interface CatalogWords {",
    ...names.map((name) => `  ${JSON.stringify(name)}: ${typeOf(catalogs[name]!, "  ")};`),
    "}",
    "",
  ].join("\n");
}

/**
 * The generated type of the shared structures: one entry per catalog that has one (the export
 * `structure` of app/content/<name>.ts). A module of its own, so the structures can name words
 * without an import circle.
 */
export function structuresModule(structured: readonly string[]): string {
  return [
    ...HEADER,
    "export interface CatalogStructures {",
    ...structured.toSorted().map((name) => `  ${JSON.stringify(name)}: typeof import("../content/${name}").structure;`),
    "}",
    "",
  ].join("\n");
}
