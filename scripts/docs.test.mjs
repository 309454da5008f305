// Keeps the documentation honest: README.md and every Markdown file under docs/ may only name files,
// headings and npm scripts that exist, and every document under docs/ can be reached from the
// README by following links. A renamed file or script then fails here, not in a newcomer's hands.
//
// What counts as a file name:
// - every link `[words](target)` outside code, unless it is an address with a scheme (https:,
//   mailto:, tel:); the target is read from the document's own folder, as GitHub reads it, and a
//   `#part` must be a heading of the target document, slugged as GitHub slugs headings;
// - every word in backticks (outside fenced code blocks) that looks like a path: it contains a `/`
//   or ends in one of the file extensions below, and holds only letters, digits and `_ . / @ ~ -`
//   (so addresses, globs `*`, placeholders `<slug>` or `{name}`, and settings `A=b` are left out).
//   A path with a `/` is read from the repository root, or from app/ (as the app's own imports
//   name its files, `~/content/site.ts`); a bare file name must be the name of some file in the
//   repository. Left out as well: paths that start with `/` (the site's own addresses, or a
//   server's folders), a bare extension (`.md`), package names (`@scope/name`), host names and
//   address ranges (a dot before the first `/`: `www.moh.gov.sg/...`, `10.0.0.0/8`), and what the
//   tools write (build/, build-pseudo/, .inbox/, node_modules/, .react-router/, test-results/),
//   which a fresh checkout does not have.
//
// What counts as a script: `npm run <name>`, `npm test` and `npm start`, anywhere in a document,
// code blocks included, must name a script of package.json.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Extensions that make a word in backticks a file name even without a folder. */
const FILE_EXTENSIONS = /\.(?:ts|tsx|mjs|cjs|js|json|jsonl|md|yaml|yml|css|conf|gs|svg|png|html|txt|xml|example)$/;

/** Folders the tools write, and so absent from a fresh checkout. */
const WRITTEN_BY_TOOLS = /^(?:build|build-pseudo|\.inbox|node_modules|\.react-router|test-results|playwright-report)\//;

/** Folders that are not the repository's own files. */
const NOT_SOURCES = new Set(["node_modules", ".git", "build", "build-pseudo", ".react-router", ".inbox", "test-results"]);

/**
 * Every file under `folder`, as paths from the repository root, skipping what the tools write.
 * @param {string} folder
 * @returns {string[]}
 */
function filesUnder(folder) {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCES.has(entry.name)) return [];
    const path = folder === "." ? entry.name : `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const ALL_FILES = filesUnder(".");
const FILE_NAMES = new Set(ALL_FILES.map((path) => path.slice(path.lastIndexOf("/") + 1)));
const DOCUMENTS = ["README.md", ...ALL_FILES.filter((path) => path.startsWith("docs/") && path.endsWith(".md")).toSorted()];

/** @type {{ scripts: Record<string, string> }} */
const packageJson = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));

/**
 * The document's text with fenced code blocks blanked out (their lines kept, so line numbers
 * still match).
 * @param {string} text
 */
function withoutFences(text) {
  let fence = "";
  return text
    .split("\n")
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = "";
        return "";
      }
      if (marker) {
        fence = marker;
        return "";
      }
      return line;
    })
    .join("\n");
}

/** Inline code spans: one or more backticks, the code, the same number of backticks. */
const CODE_SPAN = /(`+)([\s\S]*?[^`])\1(?!`)/g;

/**
 * The line of `text` that `offset` falls on, counted from 1.
 * @param {string} text
 * @param {number} offset
 */
function lineOf(text, offset) {
  return text.slice(0, offset).split("\n").length;
}

/**
 * A heading's anchor as GitHub makes it: the rendered text in lower case, without punctuation or
 * symbols (but `_` and `-`), spaces turned into hyphens.
 * @param {string} heading
 */
function slug(heading) {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/`/g, "");
  return rendered
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** @type {Map<string, Set<string>>} */
const anchorCache = new Map();

/**
 * The anchors of a Markdown file's headings, the second and later of a name numbered as GitHub
 * numbers them (`-1`, `-2`).
 * @param {string} path from the repository root
 */
function anchorsOf(path) {
  const cached = anchorCache.get(path);
  if (cached) return cached;
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const line of withoutFences(readFileSync(join(ROOT, path), "utf8")).split("\n")) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  anchorCache.set(path, anchors);
  return anchors;
}

/**
 * The links of a document outside code: where each points, from the repository root, and its line.
 * @param {string} document
 * @returns {{ target: string, path: string, anchor: string, line: number }[]}
 */
function linksOf(document) {
  const text = readFileSync(join(ROOT, document), "utf8");
  const prose = withoutFences(text).replace(CODE_SPAN, (span) => span.replace(/[^\n]/g, " "));
  const links = [];
  for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)/gm)) {
    const target = match[1] ?? match[2] ?? "";
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue;
    const hash = target.indexOf("#");
    const file = hash === -1 ? target : target.slice(0, hash);
    const anchor = hash === -1 ? "" : target.slice(hash + 1);
    const path = file ? normalize(join(dirname(document), decodeURIComponent(file))).replace(/\/$/, "") : document;
    links.push({ target, path, anchor, line: lineOf(prose, match.index) });
  }
  return links;
}

/**
 * What is wrong with a document's links: a target that is not there, or a `#part` that is not one
 * of the target's headings.
 * @param {string} document
 */
function brokenLinks(document) {
  return linksOf(document).flatMap(({ target, path, anchor, line }) => {
    if (path.startsWith("..") || !existsSync(join(ROOT, path))) return [`${document}:${line}: link (${target}) leads to no file`];
    if (anchor && path.endsWith(".md") && !anchorsOf(path).has(decodeURIComponent(anchor).toLowerCase())) {
      return [`${document}:${line}: link (${target}) names no heading of ${path}`];
    }
    return [];
  });
}

/**
 * Whether a word in backticks is a file name this test holds to the repository.
 * @param {string} word
 */
function isCheckedPath(word) {
  if (!/^[\w.@~-][\w./@~-]*$/.test(word)) return false;
  if (!word.includes("/") && !FILE_EXTENSIONS.test(word)) return false;
  if (/^\.\w+$/.test(word) || word.startsWith("@") || /^[^./][^/]*\.[^/]*\//.test(word)) return false;
  return !WRITTEN_BY_TOOLS.test(word);
}

/**
 * The file names in a document's backticks that name nothing in the repository.
 * @param {string} document
 */
function missingPaths(document) {
  const text = withoutFences(readFileSync(join(ROOT, document), "utf8"));
  const problems = [];
  for (const match of text.matchAll(CODE_SPAN)) {
    for (const word of (match[2] ?? "").trim().split(/\s+/)) {
      if (!isCheckedPath(word)) continue;
      const found = word.includes("/") ? existsSync(join(ROOT, word)) || existsSync(join(ROOT, "app", word)) : FILE_NAMES.has(word);
      if (!found) problems.push(`${document}:${lineOf(text, match.index)}: \`${word}\` names no file of the repository`);
    }
  }
  return problems;
}

/**
 * The npm commands of a document that name no script of package.json.
 * @param {string} document
 */
function missingScripts(document) {
  const text = readFileSync(join(ROOT, document), "utf8");
  const problems = [];
  for (const match of text.matchAll(/\bnpm (?:run(?:-script)?(?: -s| --silent)? (\w[\w:.-]*)|(test|start)\b)/g)) {
    const name = match[1] ?? match[2] ?? "";
    if (!(name in packageJson.scripts))
      problems.push(`${document}:${lineOf(text, match.index)}: \`npm run ${name}\` is no script of package.json`);
  }
  return problems;
}

describe.each(DOCUMENTS)("%s", (document) => {
  it("links only to files and headings that exist", () => {
    expect(brokenLinks(document)).toEqual([]);
  });

  it("names only files that exist", () => {
    expect(missingPaths(document)).toEqual([]);
  });

  it("names only npm scripts that exist", () => {
    expect(missingScripts(document)).toEqual([]);
  });
});

it("every document under docs/ can be reached from README.md by its links", () => {
  const reached = new Set(["README.md"]);
  const queue = ["README.md"];
  for (let document = queue.shift(); document; document = queue.shift()) {
    for (const { path } of linksOf(document)) {
      if (!path.endsWith(".md") || reached.has(path) || !existsSync(join(ROOT, path))) continue;
      reached.add(path);
      queue.push(path);
    }
  }
  expect(DOCUMENTS.filter((document) => !reached.has(document))).toEqual([]);
});

it("reads links and headings as GitHub does", () => {
  expect(slug("Node versions")).toBe("node-versions");
  expect(slug("The `npm test` command, step by step")).toBe("the-npm-test-command-step-by-step");
  expect(slug("HSTS: before you switch it on")).toBe("hsts-before-you-switch-it-on");
  expect(slug("nginx in front of `npm start`")).toBe("nginx-in-front-of-npm-start");
  expect(slug("第一 步")).toBe("第一-步");
  expect(isCheckedPath("app/content/site.ts")).toBe(true);
  expect(isCheckedPath("site.ts")).toBe(true);
  expect(isCheckedPath("build/client/_redirects")).toBe(false);
  expect(isCheckedPath("app/content/<code>/blog/")).toBe(false);
  expect(isCheckedPath("https://example.com/a.md")).toBe(false);
  expect(isCheckedPath("/zh/about")).toBe(false);
  expect(isCheckedPath("@emailjs/browser")).toBe(false);
  expect(isCheckedPath("10.0.0.0/8")).toBe(false);
  expect(isCheckedPath("www.moh.gov.sg/news")).toBe(false);
  expect(isCheckedPath(".md")).toBe(false);
  expect(isCheckedPath(".ci/run")).toBe(true);
  expect(isCheckedPath(".env.example")).toBe(true);
  expect(isCheckedPath(".env")).toBe(false);
});
