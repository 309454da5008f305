// A real production build over a copy of the articles with broken files must stop with the file
// and the field named. The copy keeps the project's layout (<root>/en/blog, <root>/zh/blog) and
// BLOG_POSTS_DIR points the build at its English folder. The build goes to a scratch folder inside
// node_modules (so its server bundle still finds the packages) and never touches build/.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const root = mkdtempSync(join(tmpdir(), "broken-articles-"));
const out = "node_modules/.cache/article-build-check";

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

/** A fresh copy of every language's articles; returns the English folder and the Chinese one. */
function copyArticles(name: string) {
  const english = join(root, name, "en", "blog");
  const chinese = join(root, name, "zh", "blog");
  cpSync("app/content/en/blog", english, { recursive: true });
  cpSync("app/content/zh/blog", chinese, { recursive: true });
  return { english, chinese };
}

function edit(file: string, change: (source: string) => string) {
  const source = readFileSync(file, "utf8");
  const changed = change(source);
  expect(changed).not.toBe(source);
  writeFileSync(file, changed);
}

function build(english: string) {
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
    env: { ...process.env, BLOG_POSTS_DIR: english, BUILD_DIR: out },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

it("react-router build fails on a post without image alt text, naming the file and the field", { timeout: 240_000 }, () => {
  const { english } = copyArticles("alt");
  const file = join(english, "home-safety-tips-aging-adults.md");
  edit(file, (source) => source.replace(/^ {2}alt: .*\n/m, ""));

  const { status, output } = build(english);
  expect({ status, named: output.includes("image.alt") }).toEqual({ status: 1, named: true });
  expect(output).toContain(`${file}: image.alt: Invalid key: Expected "alt" but received undefined`);
});

it(
  "react-router build fails on a translation that restates the date differently, and on a missing translation, naming each file",
  { timeout: 240_000 },
  () => {
    const { english, chinese } = copyArticles("translation");
    const restated = join(chinese, "home-safety-tips-aging-adults.md");
    edit(restated, (source) => source.replace(/^author: .*\n/m, (line) => `${line}published: 2026-05-13\n`));
    rmSync(join(chinese, "supporting-family-caregivers.md"));

    const { status, output } = build(english);
    expect({ status, named: output.includes(`${restated}: published`) }).toEqual({ status: 1, named: true });
    expect(output).toContain(
      `${restated}: published: is "2026-05-13", but ${join(english, "home-safety-tips-aging-adults.md")} has "2026-05-12"`,
    );
    expect(output).toContain(
      `${join(chinese, "supporting-family-caregivers.md")}: missing: translate ${join(english, "supporting-family-caregivers.md")} into it`,
    );
  },
);
