// A real production build over a copy of the articles with one broken file must stop with the
// file and the field named. The build goes to a scratch folder inside node_modules (so its server
// bundle still finds the packages) and never touches build/.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const posts = mkdtempSync(join(tmpdir(), "broken-posts-"));
const out = "node_modules/.cache/article-build-check";

afterAll(() => {
  rmSync(posts, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

it("react-router build fails on a post without image alt text, naming the file and the field", { timeout: 240_000 }, () => {
  cpSync("app/content/blog/posts", posts, { recursive: true });
  const file = join(posts, "home-safety-tips-aging-adults.md");
  const source = readFileSync(file, "utf8");
  const broken = source.replace(/^ {2}alt: .*\n/m, "");
  expect(broken).not.toBe(source);
  writeFileSync(file, broken);

  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
    env: { ...process.env, BLOG_POSTS_DIR: posts, BUILD_DIR: out },
    encoding: "utf8",
  });
  const output = `${build.stdout}\n${build.stderr}`;
  expect({ status: build.status, named: output.includes("image.alt") }).toEqual({ status: 1, named: true });
  expect(output).toContain(`${file}: image.alt: Invalid key: Expected "alt" but received undefined`);
});
