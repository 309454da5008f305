/**
 * Puts a language's words into a page's shared structure, at build time: each catalog key in its
 * place, each figure written for the language, each shared word looked up, each sentence's places
 * filled from the facts. Runs in the route loaders only (they run when the pages are prerendered),
 * so the message formatter and the catalogs never reach the browser. A mismatch between the
 * structure and the words fails the build, naming the catalog and the key.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { isMessage, parseMessage, placesOf } from "./catalogs";
import { sharedFacts } from "~/content/facts";
import type { Fact, Structure } from "./composed";
import { formatDate, formatMoney, formatNumber, formatTime, namedFormats } from "./format";
import { type Lang, languageRules, languages } from "./languages";
import type { Figure, Keep, Keys, TemplateMark, WordRef } from "./markers";

type Tree = unknown;

/** How compose finds the words of another catalog in the same language. */
export type WordLookup = (catalog: string, path: string) => string;

export interface ComposeContext {
  lang: Lang;
  /** The catalog being composed, for messages: "app/content/zh/about.yaml". */
  file: string;
  /** Values the sentences may name: the shared facts and the module's own. */
  facts: Record<string, Fact>;
  lookup: WordLookup;
}

/** A mismatch between a page's structure and its words, or a sentence that cannot be filled. */
export class CompositionError extends Error {
  override name = "CompositionError";
}

const isFigure = (value: unknown): value is Figure => typeof value === "object" && value !== null && "$figure" in value;
const isWordRef = (value: unknown): value is WordRef => typeof value === "object" && value !== null && "$word" in value;
const isTemplate = (value: unknown): value is TemplateMark => typeof value === "object" && value !== null && "$template" in value;
const isKeep = (value: unknown): value is Keep => typeof value === "object" && value !== null && "$keep" in value;
const isKeys = (value: unknown): value is Keys => typeof value === "object" && value !== null && "$keys" in value;
const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The name an item of a list goes by in the catalogs: its `key`, else its `id`; none when its words all come from elsewhere. */
function itemKey(item: unknown): string | undefined {
  if (!isGroup(item)) return undefined;
  if (typeof item.key === "string") return item.key;
  return typeof item.id === "string" ? item.id : undefined;
}

/** A figure as the language writes it. */
export function writeFigure(figure: Figure, lang: Lang): string {
  const written = writeValue(figure, lang);
  return figure.plus ? `${written}+` : written;
}

function writeValue(figure: Figure, lang: Lang): string {
  const { $figure: style, value } = figure;
  if (style === "date") return formatDate(String(value), lang);
  if (style === "time") return formatTime(String(value), lang);
  if (typeof value !== "number") throw new CompositionError(`A ${style} figure must be a number, not ${JSON.stringify(value)}`);
  if (style === "money") return formatMoney(value, lang);
  if (style === "percent") return formatNumber(value, lang, namedFormats(lang).number.percent);
  if (style === "tenths") return formatNumber(value, lang, namedFormats(lang).number.tenths);
  if (style === "compact") return formatNumber(value, lang, namedFormats(lang).number.compact);
  return writeNumber(value, lang);
}

/**
 * A plain figure: grouped in thousands ("120,000"), or, in a language that counts in myriads, in
 * 万: "12万" and "8.72万" when two decimals hold it exactly, otherwise the 万 and the rest as the
 * press writes an exact figure ("7万8204"). A rest under 1,000 would need a 零 ("7万零204"), so such
 * a figure stays grouped ("70,204").
 */
export function writeNumber(value: number, lang: Lang): string {
  if (languageRules[lang].largeNumbers === "myriads" && Number.isInteger(value) && value >= 10_000 && value < 100_000_000) {
    if (value % 100 === 0) return formatNumber(value, lang, namedFormats(lang).number.compact);
    const rest = value % 10_000;
    if (rest >= 1_000) return `${formatNumber(Math.floor(value / 10_000), lang)}万${formatNumber(rest, lang, { useGrouping: false })}`;
  }
  return formatNumber(value, lang);
}

/** The facts as a message formatter takes them: figures written out, yes/no as "true"/"false". */
function factValues(facts: Record<string, Fact>, lang: Lang): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(facts).map(([name, fact]) => [
      name,
      isFigure(fact) ? writeFigure(fact, lang) : typeof fact === "boolean" ? String(fact) : fact,
    ]),
  );
}

const formatters = new Map<string, IntlMessageFormat>();

/** A sentence with its places filled from the facts; plain text stays as it is. */
export function formatMessage(text: string, values: Record<string, string | number>, lang: Lang, where: string): string {
  if (!isMessage(text)) return text;
  const places = placesOf(parseMessage(text));
  const unknown = [...places.keys()].filter((name) => !(name in values));
  if (unknown.length > 0) {
    throw new CompositionError(
      `${where}: names ${unknown.map((name) => `{${name}}`).join(", ")}, which is not a fact of this page. The facts are: ${Object.keys(values).join(", ") || "(none)"}`,
    );
  }
  const key = `${lang}\u0000${text}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(text, languages[lang].numbers, namedFormats(lang), { ignoreTag: true });
    formatters.set(key, formatter);
  }
  return String(formatter.format(values));
}

const at = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Words and structure in one, for `lang`: see the module comment. */
export function compose(structure: Tree, words: Tree, context: ComposeContext): unknown {
  // The facts the sentences being written may name: the page's, and inside an item of the
  // structure that has facts of its own (a category's number of questions), those too.
  let values = factValues(context.facts, context.lang);
  const where = (path: string) => `${context.file}: ${path || "(the whole file)"}`;

  const resolve = (value: Tree, path: string): unknown => {
    if (isFigure(value)) return writeFigure(value, context.lang);
    if (isWordRef(value)) return context.lookup(value.$word, value.path);
    if (isTemplate(value))
      throw new CompositionError(
        `${where(path)}: missing; the page fills in a sentence here (${value.$template.map((a) => `{${a}}`).join(" ")})`,
      );
    if (isKeep(value)) throw new CompositionError(`${where(path)}: missing; the page shows a list of words here`);
    if (isKeys(value)) throw new CompositionError(`${where(path)}: missing; write its entries ${value.$keys.join(", ")}`);
    if (Array.isArray(value)) return value.map((item, index) => resolve(item, at(path, index)));
    if (isGroup(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, at(path, key))]));
    return value;
  };

  const write = (value: Tree, path: string): unknown => {
    if (typeof value === "string") return formatMessage(value, values, context.lang, where(path));
    if (Array.isArray(value)) return value.map((item, index) => write(item, at(path, index)));
    if (isGroup(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, write(item, at(path, key))]));
    return value;
  };

  /** A catalog's group of named entries held to the names the structure lists, both ways. */
  const sameNames = (names: readonly string[], text: Record<string, unknown>, path: string) => {
    const missing = names.filter((name) => !(name in text));
    if (missing.length > 0)
      throw new CompositionError(`${where(path)}: ${missing.join(", ")}: missing; write ${missing.length > 1 ? "them" : "it"}`);
    const unknown = Object.keys(text).filter((name) => !names.includes(name));
    if (unknown.length > 0) {
      throw new CompositionError(
        `${where(at(path, unknown[0]!))}: is not an entry of this list (its entries are ${names.join(", ")}); rename it or remove it`,
      );
    }
  };

  const merge = (shape: Tree, text: Tree, path: string): unknown => {
    if (shape === undefined) return write(text, path);
    if (text === undefined) return resolve(shape, path);
    if (isTemplate(shape)) {
      if (typeof text !== "string") throw new CompositionError(`${where(path)}: expected a sentence with places, found a list or group`);
      const extra = [...placesOf(parseMessage(text)).keys()].filter((name) => !shape.$template.includes(name) && !(name in values));
      if (extra.length > 0) {
        throw new CompositionError(
          `${where(path)}: the page fills in only ${shape.$template.map((a) => `{${a}}`).join(" ")}; remove ${extra.map((a) => `{${a}}`).join(" ")}`,
        );
      }
      const formatted = [...placesOf(parseMessage(text))].filter(([name, kind]) => shape.$template.includes(name) && kind !== "");
      if (formatted.length > 0) {
        throw new CompositionError(
          `${where(path)}: the page fills {${formatted[0]![0]}} as it runs, so write it plain, without "${formatted[0]![1]}": give the page the words it needs for each value instead`,
        );
      }
      // The facts it names are written now; the places the page fills stay as they are.
      const kept = Object.fromEntries(shape.$template.map((name) => [name, `{${name}}`]));
      return formatMessage(text, { ...values, ...kept }, context.lang, where(path));
    }
    if (isKeep(shape)) {
      const names = Object.keys(shape.$keep);
      if (!isGroup(text)) throw new CompositionError(`${where(path)}: expected a group of the entries ${names.join(", ")}`);
      sameNames(names, text, path);
      return names.flatMap((name) => (shape.$keep[name] ? [write(text[name], at(path, name))] : []));
    }
    if (isKeys(shape)) {
      if (!isGroup(text)) {
        throw new CompositionError(
          `${where(path)}: expected a group of the entries ${shape.$keys.join(", ")}, found ${Array.isArray(text) ? "a list" : "words"}`,
        );
      }
      sameNames(shape.$keys, text, path);
      return shape.$keys.map((name) => write(text[name], at(path, name)));
    }
    if (Array.isArray(shape) && isGroup(text)) {
      // A list of the structure's own items, each naming its words by its key; an item with no
      // key takes all its words from elsewhere (a shared action).
      const names = shape.map(itemKey);
      sameNames(
        names.filter((name) => name !== undefined),
        text,
        path,
      );
      return shape.map((item, index) => {
        const name = names[index];
        return name === undefined ? resolve(item, at(path, index)) : merge(item, text[name], at(path, name));
      });
    }
    if (Array.isArray(shape)) {
      throw new CompositionError(
        `${where(path)}: expected a group of named entries (the structure's keys), found ${Array.isArray(text) ? "a list" : "words"}`,
      );
    }
    if (isGroup(shape) && !isFigure(shape) && !isWordRef(shape)) {
      if (!isGroup(text))
        throw new CompositionError(`${where(path)}: expected a group of keys, found ${Array.isArray(text) ? "a list" : "words"}`);
      const { facts, ...own } = shape;
      const outer = values;
      if (isGroup(facts)) values = { ...values, ...factValues(facts as Record<string, Fact>, context.lang) };
      try {
        const keys = new Set([...Object.keys(own), ...Object.keys(text)]);
        return Object.fromEntries([...keys].map((key) => [key, merge(own[key], text[key], at(path, key))]));
      } finally {
        values = outer;
      }
    }
    throw new CompositionError(
      `${where(path)}: the page's structure already gives this a value (${JSON.stringify(resolve(shape, path))}); remove it from the catalog`,
    );
  };

  return merge(structure, words, "");
}

/** Everything composing one catalog needs: its structure, its words, and the words of the others. */
export interface CatalogSources {
  lang: Lang;
  /** "about", "services/respite-care". */
  name: string;
  structure: Structure;
  words: unknown;
  /** A word of another catalog in the same language, by its dotted path. */
  wordAt: (catalog: string, path: string) => unknown;
}

/**
 * One catalog's words in its structure, for `lang`: the facts its sentences may name are the shared
 * ones (content/facts.ts) and the structure's own.
 */
export function composeCatalog({ lang, name, structure, words, wordAt }: CatalogSources): unknown {
  const { facts: own = {}, ...shape } = structure;
  const clash = Object.keys(own).filter((key) => key in sharedFacts);
  if (clash.length > 0)
    throw new CompositionError(
      `app/content/${name}.ts: the facts ${clash.join(", ")} are shared facts already (content/facts.ts); rename them`,
    );
  const file = `app/content/${lang}/${name}.yaml`;
  return compose(shape, words, {
    lang,
    file,
    facts: { ...sharedFacts, ...own },
    lookup: (other, path) => {
      const word = wordAt(other, path);
      const where = `app/content/${lang}/${other}.yaml: ${path}`;
      if (typeof word !== "string") throw new CompositionError(`${where}: is a list or group, not a word`);
      return formatMessage(word, factValues(sharedFacts, lang), lang, where);
    },
  });
}
