import { describe, expect, it } from "vitest";
import { netlifyRedirects } from "./netlify-redirects.mjs";

/** The rules of a _redirects text, without its comments: [from, to, status]. */
const rulesOf = (/** @type {string} */ text) =>
  text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/));

describe("netlifyRedirects", () => {
  it("gives each folder with a not-found page a rule, the most specific first, with status 404", () => {
    const files = [
      "404/index.html",
      "about/index.html",
      "blog/404/index.html",
      "blog/404/__hydrate-678b241ec0.data",
      "blog/a-post/index.html",
      "zh/404/index.html",
      "zh/blog/404/index.html",
      "404.data",
    ];
    expect(rulesOf(netlifyRedirects(files))).toEqual([
      ["/zh/blog/*", "/zh/blog/404/index.html", "404"],
      ["/blog/*", "/blog/404/index.html", "404"],
      ["/zh/*", "/zh/404/index.html", "404"],
      ["/*", "/404/index.html", "404"],
    ]);
  });

  it("follows the build: a language it adds gets its rules, in any order the files come", () => {
    const files = ["ms/blog/404/index.html", "404/index.html", "ms/404/index.html", "blog/404/index.html", "ta/404/index.html"];
    expect(rulesOf(netlifyRedirects(files)).map(([from]) => from)).toEqual(["/ms/blog/*", "/blog/*", "/ms/*", "/ta/*", "/*"]);
  });

  it("writes a file Netlify reads: comments, aligned rules, a final newline", () => {
    const text = netlifyRedirects(["404/index.html", "zh/404/index.html"]);
    expect(text).toMatch(/^# Written by `npm run build`/);
    expect(text).toContain("/zh/*  /zh/404/index.html  404\n/*     /404/index.html     404\n");
    expect(text.endsWith("404\n")).toBe(true);
  });

  it("refuses a build without the site's own 404 page, or with one in a folder a rule cannot name", () => {
    expect(() => netlifyRedirects(["zh/404/index.html"])).toThrow(/no 404\/index\.html at its root/);
    expect(() => netlifyRedirects(["404/index.html", ":lang/404/index.html"])).toThrow(/:lang/);
    expect(() => netlifyRedirects(["404/index.html", "a b/404/index.html"])).toThrow(/a b/);
  });
});
