import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { type Lang, languageRules } from "~/i18n/languages";
import { fill } from "~/i18n/markers";
import {
  ArticleError,
  countWords,
  loadCollection,
  markEnglish,
  parseArticle,
  parseTranslation,
  postsDirectory,
  readTimeFor,
} from "./collection.server";

const FILE = "app/content/en/blog/example.md";
const ENGLISH = "app/content/en/blog";
const CHINESE = "app/content/zh/blog";

const frontmatter = `title: An example
shortTitle: Example
excerpt: A short summary of the example.
category: Nutrition
author: Care Team
published: 2026-11-03
health: true
tags: [Food, Water]
image:
  src: /illustrations/blog/featured.svg
  alt: A family around a table, talking over tea.
  width: 1200
  height: 675
sources:
  - name: Health Promotion Board
    url: https://www.hpb.gov.sg`;

/** A reading time as the blog page's catalog words it in `lang`. */
const minutesRead = (minutes: number, lang: Lang = "en") => fill(contentFor(lang, "blog/page").readTime, { minutes });

function article(fields = frontmatter, body = "Intro text.\n\n## A heading\n\n- one\n- two\n") {
  return `---\n${fields}\n---\n\n${body}`;
}

/** The message of the ArticleError parseArticle throws for this file, or "" when it parses or fails otherwise. */
function problemsOf(source: string): string {
  try {
    parseArticle(FILE, source);
    return "";
  } catch (error) {
    return error instanceof ArticleError ? error.message : "";
  }
}

describe("parseArticle", () => {
  it("reads the frontmatter and turns the Markdown into HTML with the site's classes", () => {
    const post = parseArticle(FILE, article());
    expect(post).toMatchObject({
      slug: "example",
      title: "An example",
      shortTitle: "Example",
      date: "3 November 2026",
      isoDate: "2026-11-03",
      health: true,
      featured: false,
      tags: ["Food", "Water"],
      image: { width: 1200, height: 675 },
    });
    expect(post.updated).toBeUndefined();
    expect(post.html).toBe(
      '<p>Intro text.</p>\n<h2 class="mt-6 text-2xl">A heading</h2>\n<ul class="grid list-disc gap-2 pl-7 marker:text-primary">\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
  });

  it("shows the update date when there is one", () => {
    const post = parseArticle(FILE, article(`${frontmatter}\nupdated: 2026-11-23`));
    expect([post.updated, post.updatedIsoDate]).toEqual(["23 November 2026", "2026-11-23"]);
  });

  it("renders raw HTML as text, never as markup", () => {
    const { html } = parseArticle(FILE, article(frontmatter, 'Hello <script>alert(1)</script> <img src=x onerror="alert(2)">'));
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("styles links and keeps editors' notes out of the page and the word count", () => {
    const body = "<!--\nSource: Health Promotion Board, read 23 November 2026.\n-->\n\nSee [HealthHub](https://www.healthhub.sg) today.";
    const post = parseArticle(FILE, article(frontmatter, body));
    expect(post.html).toBe(
      '<p>See <a href="https://www.healthhub.sg" class="text-primary underline" rel="noopener noreferrer">HealthHub</a> today.</p>\n',
    );
    expect(post.words).toBe(3);
  });

  it("names the file and the field when a field is missing", () => {
    const message = problemsOf(article(frontmatter.replace(/^ {2}alt: .*\n/m, "")));
    expect(message).toContain(`${FILE}: image.alt: Invalid key: Expected "alt" but received undefined`);
  });

  it("names the file and the field when a value is wrong, listing every problem", () => {
    const fields = frontmatter.replace("published: 2026-11-03", "published: 3 November 2026").replace("width: 1200", "width: wide");
    const message = problemsOf(article(fields));
    expect(message).toMatch(/^The blog articles have 2 problems:/);
    expect(message).toContain(`${FILE}: published: Expected "published" as a real date written YYYY-MM-DD`);
    expect(message).toContain(`${FILE}: image.width: Expected "image.width" as a number of pixels`);
  });

  it("rejects a misspelt field, a missing frontmatter, an empty body and a second page title", () => {
    expect(problemsOf(article(`${frontmatter}\ncatgory: Food`))).toContain(
      `${FILE}: catgory: Invalid key: Expected never but received "catgory"`,
    );
    expect(problemsOf("Just text, no fields.")).toContain(`${FILE}: the file must start with a line of three dashes`);
    expect(problemsOf(article(frontmatter, "<!-- only a note -->"))).toContain(`${FILE}: body: the article has no text`);
    expect(problemsOf(article(frontmatter, "# Another title\n\nText."))).toContain(`${FILE}: body: start headings with ##`);
    expect(problemsOf(article(frontmatter.replace("https://www.hpb.gov.sg", "hpb website")))).toContain(`${FILE}: sources.0.url:`);
  });
});

describe("reading time", () => {
  it("counts words without heading and list markers, at 200 words a minute rounded up", () => {
    expect(countWords("## Two words\n\n- three more words\n1. and two")).toBe(7);
    expect(readTimeFor(Array.from({ length: 200 }, () => "word").join(" "))).toBe(minutesRead(1));
    expect(readTimeFor(Array.from({ length: 201 }, () => "word").join(" "))).toBe(minutesRead(2));
    expect(minutesRead(2)).toContain("2");
  });

  it("counts Chinese by characters, an English name or a figure as one word and punctuation not at all, at 300 a minute", () => {
    expect(countWords("## 浴室\n\n- 铺上防滑垫，（HDB）可以帮忙。\n- 86%的人", "zh")).toBe(2 + 5 + 1 + 4 + 1 + 2);
    expect(readTimeFor("字".repeat(300), "zh")).toBe(minutesRead(1, "zh"));
    expect(readTimeFor("字".repeat(301), "zh")).toBe(minutesRead(2, "zh"));
    expect(minutesRead(2, "zh")).toContain("2");
    expect(minutesRead(2, "zh")).not.toBe(minutesRead(2));
  });

  // A post's reading time follows its length, so an editor's change to an article may change it:
  // each is checked against the post's own count, and English against the specification's 4 to 8 minutes.
  it("follows each post's length, within 4 to 8 minutes", () => {
    const { featured, posts } = loadCollection();
    for (const post of [featured, ...posts]) {
      const minutes = Math.ceil(post.words / languageRules.en.perMinute);
      expect({ slug: post.slug, readTime: post.readTime, inRange: minutes >= 4 && minutes <= 8 }).toEqual({
        slug: post.slug,
        readTime: minutesRead(minutes),
        inRange: true,
      });
    }
  });

  it("follows each post's length in Chinese, counted by characters", () => {
    const { featured, posts } = loadCollection("zh");
    for (const post of [featured, ...posts]) {
      expect({ slug: post.slug, readTime: post.readTime }).toEqual({
        slug: post.slug,
        readTime: minutesRead(Math.ceil(post.words / languageRules.zh.perMinute), "zh"),
      });
    }
  });
});

/** Every article in a folder: its path and its text. */
const read = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => [join(dir, name), readFileSync(join(dir, name), "utf8")] as const);

describe("the articles", () => {
  const files = [...read(ENGLISH), ...read(CHINESE)];

  it.each(files)("%s names its sources on their own terms", (_name, source) => {
    // A reader of the file alone must be able to check each fact: no pointers to internal documents.
    expect(source).not.toMatch(/SPEC\.md|product spec|\bspec\b/i);
  });

  it("names the survey behind the featured guide's 86%, in each language, and lists its report among the sources", () => {
    // The corrected fact, in the sentence that gives 86%: the survey's body and year, and whom it asked.
    const english = loadCollection("en").featured;
    const sentence = english.html.split(/(?<=\.)\s/).find((part) => part.includes("86%")) ?? "";
    for (const fact of ["Housing &amp; Development Board", "2018", "HDB residents", "65"]) expect(sentence).toContain(fact);
    expect(english.html).not.toContain("86% of seniors prefer");
    expect(english.sources.map((source) => source.url)).toContain(
      "https://www.channelnewsasia.com/singapore/elderly-hdb-ageing-assisted-living-sample-household-survey-341871",
    );
    const chinese = loadCollection("zh").featured;
    const chineseSentence = chinese.html.split("。").find((part) => part.includes("86%")) ?? "";
    for (const fact of ["建屋发展局", "2018年", "组屋居民", "65岁"]) expect(chineseSentence).toContain(fact);
    expect(chinese.html).not.toContain("86%的乐龄人士希望在家养老");
  });

  it("marks every post but the featured guide as a health article", () => {
    const { featured, posts } = loadCollection();
    expect(featured.health).toBe(false);
    expect(posts.map((post) => post.health)).toEqual([true, true, true, true, true, true]);
  });

  it("leaves the disclaimer to the page's note rather than repeating it in the text", () => {
    for (const [, source] of files) expect(source).not.toContain("not medical advice");
  });

  it.each(read(CHINESE))("%s gives only its words: no dates, picture, addresses, flags or editors' notes", (_file, source) => {
    const fields = source.split("\n---\n")[0]!;
    expect(fields).not.toMatch(/^\s*(published|updated|featured|health|src|width|height|url):/m);
    expect(source).not.toContain("<!--");
  });
});

describe("translated articles", () => {
  it("take their dates, picture, addresses and flags from the English article, and write the date in their language", () => {
    const english = loadCollection("en");
    const { featured, posts } = loadCollection("zh");
    expect(featured).toMatchObject({ slug: "featured", date: "2026年11月3日", isoDate: "2026-11-03", featured: true, health: false });
    expect(featured.title).toMatch(/\p{Script=Han}/u);
    for (const [index, post] of posts.entries()) {
      const original = english.posts[index]!;
      expect(post.slug).toBe(original.slug);
      expect([post.isoDate, post.health, post.featured]).toEqual([original.isoDate, original.health, original.featured]);
      expect({ ...post.image, alt: "" }).toEqual({ ...original.image, alt: "" });
      expect(post.image.alt).not.toBe(original.image.alt);
      expect(post.sources.map((source) => source.url)).toEqual(original.sources.map((source) => source.url));
    }
  });

  const english = { file: FILE, post: parseArticle(FILE, article()) };
  const ZH = "app/content/zh/blog/example.md";
  const translation = (fields: string) =>
    article(
      `title: 一个例子\nshortTitle: 例子\nexcerpt: 例子的简短摘要。\ncategory: 营养\nauthor: 护理团队\ntags: [食物, 水]\nimage:\n  alt: 一家人围坐在桌旁，边喝茶边聊天。\nsources:\n  - name: 保健促进局${fields}`,
      "正文。",
    );
  const problems = (source: string) => {
    try {
      parseTranslation(ZH, source, english, "zh");
      return "";
    } catch (error) {
      return error instanceof ArticleError ? error.message : "";
    }
  };

  it("accept a field restated with the English value", () => {
    const post = parseTranslation(ZH, translation("\n    url: https://www.hpb.gov.sg\npublished: 2026-11-03\nhealth: true"), english, "zh");
    expect(post).toMatchObject({
      title: "一个例子",
      shortTitle: "例子",
      date: "2026年11月3日",
      health: true,
      sources: [{ name: "保健促进局", url: "https://www.hpb.gov.sg" }],
    });
  });

  it("fail for a field restated with another value, naming the file and the field", () => {
    expect(problems(translation("\npublished: 2026-11-04"))).toContain(
      `${ZH}: published: is "2026-11-04", but ${FILE} has "2026-11-03"; remove it from the translation`,
    );
    expect(problems(translation("\nupdated: 2026-11-23"))).toContain(`${ZH}: updated: is "2026-11-23", but ${FILE} has none`);
    expect(problems(translation("\nhealth: false"))).toContain(`${ZH}: health:`);
    expect(problems(translation("\n    url: https://www.moh.gov.sg"))).toContain(`${ZH}: sources.0.url:`);
    expect(problems(translation("").replace("  alt:", "  width: 800\n  alt:"))).toContain(`${ZH}: image.width:`);
  });

  it("fail for a missing word, a source too many, or a field no article has", () => {
    expect(problems(translation("").replace(/^category: .*\n/m, ""))).toContain(`${ZH}: category: Invalid key`);
    expect(problems(translation("\n  - name: 卫生部"))).toContain(`${ZH}: sources: names 2 sources, but ${FILE} has 1`);
    expect(problems(translation("\nsummary: 摘要"))).toContain(`${ZH}: summary: Invalid key`);
  });
});

describe("loadCollection", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A copy of the articles, English in <root>/en/blog and Chinese beside it, as in the project. */
  function copyArticles() {
    root = mkdtempSync(join(tmpdir(), "articles-"));
    const english = join(root, "en", "blog");
    mkdirSync(join(root, "zh"), { recursive: true });
    cpSync(ENGLISH, english, { recursive: true });
    cpSync(CHINESE, postsDirectory("zh", english), { recursive: true });
    return { english, chinese: postsDirectory("zh", english) };
  }

  it("finds each language's articles beside the English ones", () => {
    expect(postsDirectory("en")).toBe(ENGLISH);
    expect(postsDirectory("zh")).toBe(CHINESE);
    expect(postsDirectory("zh", join("copy", "en", "blog"))).toBe(join("copy", "zh", "blog"));
  });

  it("fails for a file that slugs.ts does not list, and for a listed slug without a file", () => {
    const { english } = copyArticles();
    rmSync(join(english, "supporting-family-caregivers.md"));
    writeFileSync(join(english, "new-post.md"), article());
    expect(() => loadCollection("en", english)).toThrow(
      `${join(english, "new-post.md")}: file name: "new-post" is not listed in app/content/blog/slugs.ts`,
    );
    expect(() => loadCollection("en", english)).toThrow(
      `${join(english, "supporting-family-caregivers.md")}: missing: slugs.ts lists "supporting-family-caregivers"`,
    );
  });

  it("fails for a translation that restates the date differently, naming the file and the field", () => {
    const { english, chinese } = copyArticles();
    const file = join(chinese, "home-safety-tips-aging-adults.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("author: 护理团队\n", "author: 护理团队\npublished: 2026-05-13\n"));
    expect(() => loadCollection("zh", english)).toThrow(
      `${file}: published: is "2026-05-13", but ${join(english, "home-safety-tips-aging-adults.md")} has "2026-05-12"`,
    );
  });

  it("fails for an article without its translation, naming the file to write, and for a translation without an English article", () => {
    const { english, chinese } = copyArticles();
    rmSync(join(chinese, "supporting-family-caregivers.md"));
    writeFileSync(join(chinese, "new-post.md"), readFileSync(join(chinese, "featured.md")));
    expect(() => loadCollection("zh", english)).toThrow(
      `${join(chinese, "supporting-family-caregivers.md")}: missing: translate ${join(english, "supporting-family-caregivers.md")} into it`,
    );
    expect(() => loadCollection("zh", english)).toThrow(`${join(chinese, "new-post.md")}: there is no ${join(english, "new-post.md")}`);
  });
});

describe("markEnglish", () => {
  it("marks English phrases in the text of a Chinese article, never in attributes, and leaves English articles alone", () => {
    const html =
      '<p>持久授权书（Lasting Power of Attorney）可以<a href="https://www.msf.gov.sg/opg" title="Office of the Public Guardian">在网上办理</a>。</p>';
    expect(markEnglish(html, "zh")).toBe(
      '<p>持久授权书（<span lang="en">Lasting Power of Attorney</span>）可以<a href="https://www.msf.gov.sg/opg" title="Office of the Public Guardian">在网上办理</a>。</p>',
    );
    expect(markEnglish("<p>Lasting Power of Attorney</p>", "en")).toBe("<p>Lasting Power of Attorney</p>");
  });
});
