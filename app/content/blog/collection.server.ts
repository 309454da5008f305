/**
 * The blog's content collection: every article is a Markdown file in `posts/` whose name is its
 * slug, with YAML frontmatter between `---` lines. This module reads the files, checks the
 * frontmatter against a schema and turns the Markdown into HTML. It runs only in route loaders,
 * which with prerendering run at build time: the parser and the articles never reach the browser,
 * and a wrong field fails the build with the file and the field named.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import * as v from "valibot";
import { parse as parseYaml } from "yaml";
import type { BlogPost, PostSummary } from "~/content/types";
import { type Lang, languageRules, languages } from "~/i18n/languages";
import { ENGLISH_RUN } from "~/i18n/english";
import { fill } from "~/i18n/fill";
import { FEATURED_SLUG, postSlugs } from "./slugs";

/**
 * Where the articles live, relative to the project root: English in app/content/blog/posts, each
 * other language in app/content/<lang>/blog/posts. BLOG_POSTS_DIR points an English build
 * elsewhere (the build-failure test uses it).
 */
export function postsDirectory(lang: Lang = "en"): string {
  if (lang !== "en") return `app/content/${lang}/blog/posts`;
  return process.env.BLOG_POSTS_DIR ?? "app/content/blog/posts";
}

/** How a language shows a post's reading time: a sentence with a place for {minutes}, and the pace. */
export interface ReadTimeWords {
  template: string;
  /** Words (or, in Chinese, characters) read in a minute. */
  perMinute: number;
}

const ENGLISH_READ_TIME: ReadTimeWords = { template: "{minutes} min read", perMinute: 200 };

const text = (field: string) => v.pipe(v.string(`Expected text for "${field}"`), v.trim(), v.nonEmpty(`"${field}" is empty`));

const calendarDate = (field: string) =>
  v.pipe(
    v.string(`Expected "${field}" as a date written YYYY-MM-DD, in quotes or not`),
    v.isoDate(`Expected "${field}" as a real date written YYYY-MM-DD, e.g. 2026-11-23`),
  );

/** The fields at the top of every article. Strict: a misspelt field name is an error, not silently ignored. */
export const frontmatterSchema = v.strictObject({
  /** The page's heading and the title in search results. */
  title: text("title"),
  /** One or two sentences shown on the blog list and in search results. */
  excerpt: text("excerpt"),
  /** Shown above the title, e.g. "Nutrition". */
  category: text("category"),
  /** Shown as "By ..."; the business name is added in the structured data. */
  author: text("author"),
  /** First published, YYYY-MM-DD. */
  published: calendarDate("published"),
  /** Last changed in substance, YYYY-MM-DD; leave out until the article is revised. */
  updated: v.optional(calendarDate("updated")),
  /** The one article shown large at the top of the blog (its file is featured.md). */
  featured: v.optional(v.boolean('Expected "featured" to be true or false'), false),
  /** A health article: the page shows the "general information, not medical advice" note. */
  health: v.boolean('Expected "health" to be true or false'),
  /** Shown as labels under the article; may be an empty list: []. */
  tags: v.array(text("tags"), 'Expected "tags" as a list, e.g. [Nutrition, Hawker Food], or [] for none'),
  /** The picture at the top: a file under public/, described for people who cannot see it. */
  image: v.strictObject({
    src: v.pipe(text("image.src"), v.startsWith("/", 'Expected "image.src" to start with "/", e.g. /illustrations/blog/x.svg')),
    alt: v.pipe(text("image.alt"), v.minLength(11, '"image.alt" is too short to describe the picture')),
    width: v.pipe(v.number('Expected "image.width" as a number of pixels'), v.integer(), v.minValue(1)),
    height: v.pipe(v.number('Expected "image.height" as a number of pixels'), v.integer(), v.minValue(1)),
  }),
  /** Reputable pages the article's facts rest on, listed under the article. */
  sources: v.pipe(
    v.array(
      v.strictObject({
        name: text("sources.name"),
        url: v.pipe(text("sources.url"), v.url('Expected "sources.url" to be a full web address starting with https://')),
      }),
    ),
    v.minLength(1, 'Expected at least one entry in "sources"'),
  ),
});

export type Frontmatter = v.InferOutput<typeof frontmatterSchema>;

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

/**
 * Words of the article, heading and list markers left out. Chinese is written without spaces, so
 * each Chinese character counts as one (its punctuation not at all).
 */
export function countWords(body: string): number {
  return articleText(body)
    .replace(/^(#{1,6} |[-*+] |\d+\. )/gm, "")
    .replace(/[\u3000-\u303f\uff00-\uffef]/g, " ")
    .replace(/\p{Script=Han}/gu, " x ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Reading time as shown on posts: "N min read" at 200 words a minute in English. */
export function readTimeFor(body: string, words: ReadTimeWords = ENGLISH_READ_TIME): string {
  return fill(words.template, { minutes: Math.ceil(countWords(body) / words.perMinute) });
}

function formatDate(iso: string, lang: Lang): string {
  const format = new Intl.DateTimeFormat(languageRules[lang].intl.dates, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/**
 * In an article of another language, marks each English phrase (a programme's English name in
 * brackets, an English title) lang="en", so a screen reader reads it in an English voice. Only
 * text between tags changes, never an attribute.
 */
export function markEnglish(html: string, lang: Lang): string {
  if (languages[lang].script.name === "Latin") return html;
  return html.replace(/>([^<]+)</g, (_, between: string) => `>${between.replace(ENGLISH_RUN, (run) => `<span lang="en">${run}</span>`)}<`);
}

/** The language a collection is written in, and how it shows reading times. */
export interface CollectionLanguage {
  lang: Lang;
  readTime: ReadTimeWords;
}

const ENGLISH: CollectionLanguage = { lang: "en", readTime: ENGLISH_READ_TIME };

/** One dotted path per issue, e.g. "image.alt" or "sources.1.url". */
function describe(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue) ?? "frontmatter";
  return `${path}: ${issue.message}`;
}

/**
 * Reads one article. `file` is the path shown in messages; throws an ArticleError listing every
 * problem in the file.
 */
export function parseArticle(file: string, source: string, language: CollectionLanguage = ENGLISH): BlogPost {
  const slug = file.replace(/^.*[\\/]/, "").replace(/\.md$/, "");
  const match = FRONTMATTER.exec(source);
  if (!match) throw new ArticleError([`${file}: the file must start with a line of three dashes (---), the fields, and another --- line`]);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new ArticleError([`${file}: the fields between the --- lines are not valid YAML: ${(error as Error).message.split("\n")[0]}`]);
  }
  const result = v.safeParse(frontmatterSchema, data ?? {});
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

  const fm = result.output;
  return {
    slug,
    title: fm.title,
    excerpt: fm.excerpt,
    category: fm.category,
    author: fm.author,
    date: formatDate(fm.published, language.lang),
    isoDate: fm.published,
    ...(fm.updated ? { updated: formatDate(fm.updated, language.lang), updatedIsoDate: fm.updated } : {}),
    readTime: readTimeFor(body, language.readTime),
    words: countWords(body),
    featured: fm.featured,
    health: fm.health,
    tags: fm.tags,
    image: fm.image,
    sources: fm.sources,
    html: markEnglish(markdown.renderer.render(tokens, markdown.options, {}), language.lang),
  };
}

export interface Collection {
  featured: BlogPost;
  /** The grid's posts, in the order of slugs.ts. */
  posts: BlogPost[];
}

const cache = new Map<string, Collection>();

/**
 * Every article in `dir`, checked. All files are read before failing, so one build lists every
 * problem. Each file must be listed in slugs.ts (the browser's list of known posts) and each
 * listed slug must have a file.
 */
export function loadCollection(dir = postsDirectory(), language: CollectionLanguage = ENGLISH): Collection {
  const cached = cache.get(dir);
  if (cached) return cached;
  const problems: string[] = [];
  const all: BlogPost[] = [];
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith(".md"))
    .toSorted()) {
    const file = join(dir, name);
    try {
      all.push(parseArticle(file, readFileSync(file, "utf8"), language));
    } catch (error) {
      if (!(error instanceof ArticleError)) throw error;
      problems.push(
        ...error.message
          .split("\n")
          .slice(1)
          .map((line) => line.trim()),
      );
    }
  }
  const known = [FEATURED_SLUG, ...postSlugs] as string[];
  for (const post of all) {
    const file = join(dir, `${post.slug}.md`);
    if (!known.includes(post.slug))
      problems.push(`${file}: file name: "${post.slug}" is not listed in app/content/blog/slugs.ts; add it there`);
    if (post.featured !== (post.slug === FEATURED_SLUG)) {
      problems.push(`${file}: featured: only ${FEATURED_SLUG}.md is the featured article (featured: true)`);
    }
  }
  for (const slug of known) {
    if (problems.some((problem) => problem.includes(`${slug}.md:`))) continue;
    if (!all.some((post) => post.slug === slug))
      problems.push(`${join(dir, `${slug}.md`)}: missing: slugs.ts lists "${slug}" but there is no such file`);
  }
  if (problems.length > 0) throw new ArticleError(problems);

  const bySlug = new Map(all.map((post) => [post.slug, post]));
  const collection = { featured: bySlug.get(FEATURED_SLUG)!, posts: postSlugs.map((slug) => bySlug.get(slug)!) };
  cache.set(dir, collection);
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
