// The Netlify example (docs/deploy/netlify/_redirects) against the hostile paths every server of
// this site is tested with. Netlify itself cannot run here, so this reads the rules as Netlify
// documents them (first match wins; "*" at the end matches the rest of the path) and checks that
// none can send a browser anywhere: each is a rewrite with status 404, never a redirect.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HOSTILE_PATHS } from "./lib/hostile-paths.mjs";

const rules = readFileSync(new URL("../docs/deploy/netlify/_redirects", import.meta.url), "utf8")
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

describe("docs/deploy/netlify/_redirects", () => {
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

  it("gives a Chinese address the Chinese 404 page and an unknown blog post 'Post not found'", () => {
    expect(ruleFor("/zh/%5Cevil.example.com/")?.to).toBe("/zh/404/index.html");
    expect(ruleFor("/zh/blog/nope")?.to).toBe("/zh/blog/404/index.html");
    expect(ruleFor("/blog/nope")?.to).toBe("/blog/404/index.html");
    expect(ruleFor("/%09/evil.example.com/")?.to).toBe("/404/index.html");
  });
});
