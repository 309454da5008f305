/**
 * The blog's content collection. Every article is a Markdown file whose name is its slug, with
 * YAML frontmatter between `---` lines: the English one in app/content/en/blog/<slug>.md holds
 * everything (its words, its dates, its picture, its sources and its flags), and a translation in
 * app/content/<lang>/blog/<slug>.md holds only its words (title, excerpt, category, author, tags,
 * the picture's description, the sources' names and the text); the rest comes from the English
 * article of the same name. This module reads the files, checks the frontmatter against a schema
 * and turns the Markdown into HTML. It runs only in route loaders, which with prerendering run at
 * build time: the parser and the articles never reach the browser, and a wrong field fails the
 * build with the file and the field named.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import * as v from "valibot";
import { parse as parseYaml } from "yaml";
import type { BlogPost, PostSummary } from "~/content/types";
import { contentFor } from "~/i18n/content.server";
import { countWords as countText } from "~/i18n/count";
import { ENGLISH_RUN } from "~/i18n/english";
import { formatDate } from "~/i18n/format";
import { type Lang, type Language, languageRules, languages } from "~/i18n/languages";
import { fill } from "~/i18n/markers";
import { pseudoHtml, pseudoText } from "~/i18n/pseudo";
import { FEATURED_SLUG, postSlugs } from "./slugs";

/**
 * The folder of a language's articles, relative to the project root: app/content/<lang>/blog.
 * BLOG_POSTS_DIR moves the English folder (the build-failure test points it at a copy); the other
 * languages' folders are then found beside it, as in the project: <root>/en/blog, <root>/zh/blog.
 */
export function postsDirectory(lang: Lang = "en", english = process.env.BLOG_POSTS_DIR ?? "app/content/en/blog"): string {
  return lang === "en" ? english : join(english, "..", "..", lang, "blog");
}

const text = (field: string) => v.pipe(v.string(`Expected text for "${field}"`), v.trim(), v.nonEmpty(`"${field}" is empty`));

const calendarDate = (field: string) =>
  v.pipe(
    v.string(`Expected "${field}" as a date written YYYY-MM-DD, in quotes or not`),
    v.isoDate(`Expected "${field}" as a real date written YYYY-MM-DD, e.g. 2026-11-23`),
  );

/** The fields of an article that are words, written in each language. */
const wordFields = {
  /** The page's heading and the title in search results. */
  title: text("title"),
  /** The article's name in a few words: the last crumb of a breadcrumb trail that names pages. */
  shortTitle: text("shortTitle"),
  /** One or two sentences shown on the blog list and in search results. */
  excerpt: text("excerpt"),
  /** Shown above the title, e.g. "Nutrition". */
  category: text("category"),
  /** Shown as "By ..."; the business name is added in the structured data. */
  author: text("author"),
  /** Shown as labels under the article; may be an empty list: []. */
  tags: v.array(text("tags"), 'Expected "tags" as a list, e.g. [Nutrition, Hawker Food], or [] for none'),
};

/** The picture's description, for people who cannot see it: words, in each language. */
const alt = v.pipe(text("image.alt"), v.minLength(11, '"image.alt" is too short to describe the picture'));

/** The fields that are the same in every language, written in the English article only. */
const shared = {
  /** First published, YYYY-MM-DD. */
  published: calendarDate("published"),
  /** Last changed in substance, YYYY-MM-DD; leave out until the article is revised. */
  updated: v.optional(calendarDate("updated")),
  /** The one article shown large at the top of the blog (its file is featured.md). */
  featured: v.optional(v.boolean('Expected "featured" to be true or false'), false),
  /** A health article: the page shows the "general information, not medical advice" note. */
  health: v.boolean('Expected "health" to be true or false'),
};

/** The picture at the top: a file under public/, and its size. */
const picture = {
  src: v.pipe(text("image.src"), v.startsWith("/", 'Expected "image.src" to start with "/", e.g. /illustrations/blog/x.svg')),
  width: v.pipe(v.number('Expected "image.width" as a number of pixels'), v.integer(), v.minValue(1)),
  height: v.pipe(v.number('Expected "image.height" as a number of pixels'), v.integer(), v.minValue(1)),
};

const address = v.pipe(text("sources.url"), v.url('Expected "sources.url" to be a full web address starting with https://'));

/** The fields at the top of every English article. Strict: a misspelt field name is an error, not silently ignored. */
export const frontmatterSchema = v.strictObject({
  ...wordFields,
  ...shared,
  /** The picture at the top: a file under public/, described for people who cannot see it. */
  image: v.strictObject({ src: picture.src, alt, width: picture.width, height: picture.height }),
  /** Reputable pages the article's facts rest on, listed under the article. */
  sources: v.pipe(
    v.array(v.strictObject({ name: text("sources.name"), url: address })),
    v.minLength(1, 'Expected at least one entry in "sources"'),
  ),
});

export type Frontmatter = v.InferOutput<typeof frontmatterSchema>;

/**
 * The fields at the top of a translated article: its words, the picture's description and the
 * sources' names, in the order of the English article's sources. The fields the English article
 * gives every language may be restated only with the same value (better: left out).
 */
export const translationSchema = v.strictObject({
  ...wordFields,
  published: v.optional(shared.published),
  updated: shared.updated,
  featured: v.optional(v.boolean('Expected "featured" to be true or false')),
  health: v.optional(shared.health),
  image: v.strictObject({ src: v.optional(picture.src), alt, width: v.optional(picture.width), height: v.optional(picture.height) }),
  /** One name for each of the English article's sources, in its order: `- name: ...`. */
  sources: v.pipe(
    v.array(v.strictObject({ name: text("sources.name"), url: v.optional(address) })),
    v.minLength(1, 'Expected at least one entry in "sources"'),
  ),
});

/** A content file that cannot be published; the message names the file and what is wrong. */
export class ArticleError extends Error {
  constructor(problems: string[]) {
    super(
      `The blog articles have ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    this.name = "ArticleError";
  }
}

// Raw HTML in an article is shown as text, never passed through: content can never inject markup.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** The site's look for each element the articles use, so the HTML needs no prose stylesheet. */
const classes: Record<string, string> = {
  h2: "mt-6 text-2xl",
  h3: "mt-2 text-xl",
  h4: "text-lg font-bold",
  ul: "grid list-disc gap-2 pl-7 marker:text-primary",
  ol: "grid list-decimal gap-2 pl-7 marker:font-bold marker:text-primary",
  a: "text-primary underline",
};

markdown.core.ruler.push("site_classes", (state) => {
  for (const token of state.tokens) {
    const cls = classes[token.tag];
    if (token.nesting === 1 && cls) token.attrJoin("class", cls);
    if (token.type === "inline") {
      for (const child of token.children ?? []) {
        if (child.type !== "link_open") continue;
        child.attrJoin("class", classes.a!);
        if (/^https?:/.test(String(child.attrGet("href") ?? ""))) child.attrSet("rel", "noopener noreferrer");
      }
    }
  }
});

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const COMMENT = /<!--[\s\S]*?-->/g;

/** The article text without editors' notes (HTML comments), which are never published. */
export function articleText(body: string): string {
  return body.replace(COMMENT, "").trim();
}

/** How long the article is, counted as its language counts (i18n/count.ts), heading and list markers left out. */
export function countWords(body: string, lang: Lang = "en"): number {
  return countText(articleText(body).replace(/^(#{1,6} |[-*+] |\d+\. )/gm, ""), lang);
}

/** A reading time as posts show it ("7 min read"), at the language's pace, rounded up. */
function readTimeOf(words: number, lang: Lang): string {
  return fill(contentFor(lang, "blog/page").readTime, { minutes: Math.ceil(words / languageRules[lang].perMinute) });
}

/** The reading time of an article's text in `lang`. */
export function readTimeFor(body: string, lang: Lang = "en"): string {
  return readTimeOf(countWords(body, lang), lang);
}

/**
 * In an article of another script, marks each English phrase (a programme's English name in
 * brackets, an English title) lang="en", so a screen reader reads it in an English voice. Only
 * text between tags changes, never an attribute.
 */
export function markEnglish(html: string, lang: Lang): string {
  if (languages[lang].script.name === "Latin") return html;
  return html.replace(/>([^<]+)</g, (_, between: string) => `>${between.replace(ENGLISH_RUN, (run) => `<span lang="en">${run}</span>`)}<`);
}

/** One dotted path per issue, e.g. "image.alt" or "sources.1.url". */
function describe(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue) ?? "frontmatter";
  return `${path}: ${issue.message}`;
}

type Tokens = ReturnType<typeof markdown.parse>;

const slugOf = (file: string) => file.replace(/^.*[\\/]/, "").replace(/\.md$/, "");

/** The frontmatter of a file, checked against `schema`, and its Markdown body, checked too. */
function readArticle<S extends typeof frontmatterSchema | typeof translationSchema>(
  file: string,
  source: string,
  schema: S,
): { fields: v.InferOutput<S>; body: string; tokens: Tokens } {
  const slug = slugOf(file);
  const match = FRONTMATTER.exec(source);
  if (!match) throw new ArticleError([`${file}: the file must start with a line of three dashes (---), the fields, and another --- line`]);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new ArticleError([`${file}: the fields between the --- lines are not valid YAML: ${(error as Error).message.split("\n")[0]}`]);
  }
  const result = v.safeParse(schema, data ?? {});
  if (!result.success) throw new ArticleError(result.issues.map((issue) => `${file}: ${describe(issue)}`));

  const body = match[2]!;
  const tokens = markdown.parse(articleText(body), {});
  const problems: string[] = [];
  if (!articleText(body)) problems.push(`${file}: body: the article has no text after the second --- line`);
  if (tokens.some((token) => token.type === "heading_open" && token.tag === "h1")) {
    problems.push(`${file}: body: start headings with ## (the title is the page's only top-level heading)`);
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    problems.push(`${file}: file name: use lower-case letters, digits and hyphens only (it becomes the address /blog/${slug})`);
  }
  if (problems.length > 0) throw new ArticleError(problems);
  return { fields: result.output as v.InferOutput<S>, body, tokens };
}

/** The page's view of an article: its fields, its dates and reading time in `lang`, and its HTML. */
function postOf(slug: string, fields: Frontmatter, body: string, tokens: Tokens, lang: Lang): BlogPost {
  return {
    slug,
    title: fields.title,
    shortTitle: fields.shortTitle,
    excerpt: fields.excerpt,
    category: fields.category,
    author: fields.author,
    date: formatDate(fields.published, lang),
    isoDate: fields.published,
    ...(fields.updated ? { updated: formatDate(fields.updated, lang), updatedIsoDate: fields.updated } : {}),
    readTime: readTimeFor(body, lang),
    words: countWords(body, lang),
    featured: fields.featured,
    health: fields.health,
    tags: fields.tags,
    image: fields.image,
    sources: fields.sources,
    html: markEnglish(markdown.renderer.render(tokens, markdown.options, {}), lang),
  };
}

/**
 * Reads one English article. `file` is the path shown in messages; throws an ArticleError listing
 * every problem in the file.
 */
export function parseArticle(file: string, source: string): BlogPost {
  const { fields, body, tokens } = readArticle(file, source, frontmatterSchema);
  return postOf(slugOf(file), fields, body, tokens, "en");
}

/** An English article as its translations need it: the fields they take from it. */
export interface EnglishArticle {
  /** Where it is, for messages: "app/content/en/blog/featured.md". */
  file: string;
  post: BlogPost;
}

/**
 * Reads one translated article, in `lang`, and completes it from its English article: the dates,
 * the picture, the sources' addresses and the flags. A field restated with another value than the
 * English article's, or a list of sources of another length, is an error naming the file and the field.
 */
export function parseTranslation(file: string, source: string, english: EnglishArticle, lang: Lang): BlogPost {
  const { fields, body, tokens } = readArticle(file, source, translationSchema);
  const original = english.post;
  const problems: string[] = [];
  const restated = (field: string, value: unknown, kept: unknown) => {
    if (value === undefined || value === kept) return;
    problems.push(
      `${file}: ${field}: is ${JSON.stringify(value)}, but ${english.file} has ${kept === undefined ? "none" : JSON.stringify(kept)}; remove it from the translation (it comes from the English article)`,
    );
  };
  restated("published", fields.published, original.isoDate);
  restated("updated", fields.updated, original.updatedIsoDate);
  restated("featured", fields.featured, original.featured);
  restated("health", fields.health, original.health);
  restated("image.src", fields.image.src, original.image.src);
  restated("image.width", fields.image.width, original.image.width);
  restated("image.height", fields.image.height, original.image.height);
  if (fields.sources.length !== original.sources.length) {
    problems.push(
      `${file}: sources: names ${fields.sources.length} sources, but ${english.file} has ${original.sources.length}; give one name for each, in its order`,
    );
  }
  fields.sources.forEach((item, index) => restated(`sources.${index}.url`, item.url, original.sources[index]?.url));
  if (problems.length > 0) throw new ArticleError(problems);

  const complete: Frontmatter = {
    ...fields,
    published: original.isoDate,
    updated: original.updatedIsoDate,
    featured: original.featured,
    health: original.health,
    image: { ...original.image, alt: fields.image.alt },
    sources: original.sources.map((item, index) => ({ name: fields.sources[index]!.name, url: item.url })),
  };
  return postOf(slugOf(file), complete, body, tokens, lang);
}

/**
 * An article in the pseudo-language of the tests (languages.ts), made from the English one: its
 * words and its text stretched and accented (i18n/pseudo.ts).
 */
function pseudoPost(english: BlogPost, lang: Lang): BlogPost {
  return {
    ...english,
    title: pseudoText(english.title),
    shortTitle: pseudoText(english.shortTitle),
    excerpt: pseudoText(english.excerpt),
    category: pseudoText(english.category),
    author: pseudoText(english.author),
    tags: english.tags.map(pseudoText),
    image: { ...english.image, alt: pseudoText(english.image.alt) },
    sources: english.sources.map((item) => ({ ...item, name: pseudoText(item.name) })),
    date: formatDate(english.isoDate, lang),
    ...(english.updatedIsoDate ? { updated: formatDate(english.updatedIsoDate, lang) } : {}),
    readTime: readTimeOf(english.words, lang),
    html: pseudoHtml(english.html),
  };
}

export interface Collection {
  featured: BlogPost;
  /** The grid's posts, in the order of slugs.ts. */
  posts: BlogPost[];
}

/** The message lines of an ArticleError, to gather every file's problems before failing. */
const linesOf = (error: ArticleError) =>
  error.message
    .split("\n")
    .slice(1)
    .map((line) => line.trim());

const markdownFiles = (dir: string) =>
  readdirSync(dir)
    .filter((entry) => entry.endsWith(".md"))
    .toSorted();

/**
 * Every English article in `dir`, checked. All files are read before failing, so one build lists
 * every problem. Each file must be listed in slugs.ts (the browser's list of known posts) and each
 * listed slug must have a file.
 */
function loadEnglish(dir: string): Map<string, EnglishArticle> {
  const problems: string[] = [];
  const all = new Map<string, EnglishArticle>();
  for (const name of markdownFiles(dir)) {
    const file = join(dir, name);
    try {
      all.set(slugOf(file), { file, post: parseArticle(file, readFileSync(file, "utf8")) });
    } catch (error) {
      if (!(error instanceof ArticleError)) throw error;
      problems.push(...linesOf(error));
    }
  }
  const known = [FEATURED_SLUG, ...postSlugs] as string[];
  for (const { file, post } of all.values()) {
    if (!known.includes(post.slug))
      problems.push(`${file}: file name: "${post.slug}" is not listed in app/content/blog/slugs.ts; add it there`);
    if (post.featured !== (post.slug === FEATURED_SLUG)) {
      problems.push(`${file}: featured: only ${FEATURED_SLUG}.md is the featured article (featured: true)`);
    }
  }
  for (const slug of known) {
    if (problems.some((problem) => problem.includes(`${slug}.md:`))) continue;
    if (!all.has(slug)) problems.push(`${join(dir, `${slug}.md`)}: missing: slugs.ts lists "${slug}" but there is no such file`);
  }
  if (problems.length > 0) throw new ArticleError(problems);
  return all;
}

/**
 * Every article of `lang` in `dir`, each completed from its English article: one translation for
 * each English article, and none without one.
 */
function loadTranslations(dir: string, englishDir: string, english: Map<string, EnglishArticle>, lang: Lang): Map<string, BlogPost> {
  const problems: string[] = [];
  const all = new Map<string, BlogPost>();
  const present = existsSync(dir) ? markdownFiles(dir) : [];
  for (const [slug, original] of english) {
    const file = join(dir, `${slug}.md`);
    if (!present.includes(`${slug}.md`)) {
      problems.push(`${file}: missing: translate ${original.file} into it`);
      continue;
    }
    try {
      all.set(slug, parseTranslation(file, readFileSync(file, "utf8"), original, lang));
    } catch (error) {
      if (!(error instanceof ArticleError)) throw error;
      problems.push(...linesOf(error));
    }
  }
  for (const name of present) {
    if (!english.has(slugOf(name))) {
      problems.push(`${join(dir, name)}: there is no ${join(englishDir, name)}; remove it, or write the English first`);
    }
  }
  if (problems.length > 0) throw new ArticleError(problems);
  return all;
}

const cache = new Map<string, Collection>();

/**
 * Every article in `lang`, checked: the English articles in `englishDir`, and for another language
 * its translations beside them (postsDirectory). The build fails, listing every problem, if a file
 * is wrong, missing or not listed in slugs.ts.
 */
export function loadCollection(lang: Lang = "en", englishDir = postsDirectory("en")): Collection {
  const key = `${lang}\u0000${englishDir}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const english = loadEnglish(englishDir);
  const bySlug = new Map<string, BlogPost>();
  if (lang === "en") for (const [slug, { post }] of english) bySlug.set(slug, post);
  else if ((languages[lang] as Language).pseudo) for (const [slug, { post }] of english) bySlug.set(slug, pseudoPost(post, lang));
  else
    for (const [slug, translated] of loadTranslations(postsDirectory(lang, englishDir), englishDir, english, lang))
      bySlug.set(slug, translated);
  const collection = { featured: bySlug.get(FEATURED_SLUG)!, posts: postSlugs.map((slug) => bySlug.get(slug)!) };
  cache.set(key, collection);
  return collection;
}

/** What the blog list needs of a post: no article text. */
export function summarise(post: BlogPost): PostSummary {
  const { title, excerpt, category, author, date, isoDate, readTime, image } = post;
  return { title, excerpt, category, author, date, isoDate, readTime, image, to: `/blog/${post.slug}` };
}

/** The post at /blog/:slug, or undefined for an unknown slug. */
export function findPost(slug: string | undefined, collection = loadCollection()): BlogPost | undefined {
  return [collection.featured, ...collection.posts].find((post) => post.slug === slug);
}
