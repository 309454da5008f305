// The Netlify rules the build writes (scripts/netlify-redirects.mjs) against the hostile paths
// every server of this site is tested with. Netlify itself cannot run here, so this reads the
// rules as Netlify documents them (first match wins; "*" at the end matches the rest of the path)
// and checks that none can send a browser anywhere: each is a rewrite with status 404, never a
// redirect. The rules are made here from the not-found pages of a build with a third language
// beside English and Chinese, as Malay would add them.
import { describe, expect, it } from "vitest";
import { HOSTILE_PATHS } from "./lib/hostile-paths.mjs";
import { netlifyRedirects } from "./netlify-redirects.mjs";

const NOT_FOUND_PAGES = [
  "404/index.html",
  "blog/404/index.html",
  "ms/404/index.html",
  "ms/blog/404/index.html",
  "zh/404/index.html",
  "zh/blog/404/index.html",
];

const rules = netlifyRedirects(NOT_FOUND_PAGES)
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"))
  .map((line) => {
    const [from = "", to = "", status = ""] = line.split(/\s+/);
    return { from, to, status };
  });

/**
 * The first rule that matches `path`, as Netlify picks it.
 * @param {string} path
 */
function ruleFor(path) {
  return rules.find(({ from }) => (from.endsWith("*") ? path.startsWith(from.slice(0, -1)) : path === from));
}

/**
 * The path as sent and as decoded, since a host may match either.
 * @param {string} path
 */
function spellings(path) {
  try {
    return [path, decodeURIComponent(path)];
  } catch {
    return [path];
  }
}

describe("the _redirects the build writes for Netlify", () => {
  it("has rules, and every one is a 404 answer with a page of this site: no rule redirects", () => {
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.status).toBe("404");
      expect(rule.to).toMatch(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\/404\/index\.html$|^\/404\/index\.html$/);
    }
  });

  it("answers every hostile path (none names a file of the build) with a 404 page", () => {
    const answers = HOSTILE_PATHS.flatMap((path) => spellings(path).map((spelling) => ({ path: spelling, rule: ruleFor(spelling) })));
    expect(answers.filter(({ rule }) => !rule || rule.status !== "404" || !rule.to.endsWith("/404/index.html"))).toEqual([]);
  });

  it("gives an address of each language its 404 page and an unknown blog post 'Post not found'", () => {
    expect(ruleFor("/zh/%5Cevil.example.com/")?.to).toBe("/zh/404/index.html");
    expect(ruleFor("/zh/blog/nope")?.to).toBe("/zh/blog/404/index.html");
    expect(ruleFor("/blog/nope")?.to).toBe("/blog/404/index.html");
    expect(ruleFor("/%09/evil.example.com/")?.to).toBe("/404/index.html");
  });

  it("answers a language no rule was written for by hand, from its not-found pages alone", () => {
    expect(ruleFor("/ms/nope")).toEqual({ from: "/ms/*", to: "/ms/404/index.html", status: "404" });
    expect(ruleFor("/ms/blog/nope")).toEqual({ from: "/ms/blog/*", to: "/ms/blog/404/index.html", status: "404" });
    expect(ruleFor("/ms/%5Cevil.example.com/")?.to).toBe("/ms/404/index.html");
    // A prefix without not-found pages of its own is no language: the site's 404 page.
    expect(ruleFor("/ta/nope")?.to).toBe("/404/index.html");
    expect(ruleFor("/mss/nope")?.to).toBe("/404/index.html");
  });
});
