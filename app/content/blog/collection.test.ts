import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ArticleError, countWords, loadCollection, markEnglish, parseArticle, readTimeFor } from "./collection.server";

const FILE = "app/content/blog/posts/example.md";

const frontmatter = `title: An example
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
    expect(readTimeFor(Array.from({ length: 200 }, () => "word").join(" "))).toBe("1 min read");
    expect(readTimeFor(Array.from({ length: 201 }, () => "word").join(" "))).toBe("2 min read");
  });

  it("is pinned for every post", () => {
    const { featured, posts } = loadCollection();
    const shown = Object.fromEntries([featured, ...posts].map((post) => [post.slug, post.readTime]));
    expect(shown).toEqual({
      featured: "7 min read",
      "understanding-dementia-family-guide": "7 min read",
      "home-safety-tips-aging-adults": "6 min read",
      "benefits-companionship-care": "7 min read",
      "medication-management-best-practices": "7 min read",
      "nutrition-meal-planning-older-adults": "8 min read",
      "supporting-family-caregivers": "7 min read",
    });
    for (const post of [featured, ...posts]) expect(post.readTime).toBe(`${Math.ceil(post.words / 200)} min read`);
  });
});

describe("the articles", () => {
  const dir = "app/content/blog/posts";
  const files = readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), "utf8")] as const);

  it.each(files)("%s names its sources on their own terms", (_name, source) => {
    // A reader of the file alone must be able to check each fact: no pointers to internal documents.
    expect(source).not.toMatch(/SPEC\.md|product spec|\bspec\b/i);
  });

  it("marks every post but the featured guide as a health article", () => {
    const { featured, posts } = loadCollection();
    expect(featured.health).toBe(false);
    expect(posts.map((post) => post.health)).toEqual([true, true, true, true, true, true]);
  });

  it("leaves the disclaimer to the page's note rather than repeating it in the text", () => {
    for (const [, source] of files) expect(source).not.toContain("not medical advice");
  });
});

describe("loadCollection", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("fails for a file that slugs.ts does not list, and for a listed slug without a file", () => {
    dir = mkdtempSync(join(tmpdir(), "posts-"));
    for (const name of readdirSync("app/content/blog/posts")) {
      if (name !== "supporting-family-caregivers.md") writeFileSync(join(dir, name), readFileSync(join("app/content/blog/posts", name)));
    }
    writeFileSync(join(dir, "new-post.md"), article());
    expect(() => loadCollection(dir)).toThrow(
      `${join(dir, "new-post.md")}: file name: "new-post" is not listed in app/content/blog/slugs.ts`,
    );
    expect(() => loadCollection(dir)).toThrow(
      `${join(dir, "supporting-family-caregivers.md")}: missing: slugs.ts lists "supporting-family-caregivers"`,
    );
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
