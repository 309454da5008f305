// `npm run size`: what each prerendered URL makes a browser download on first load, gzip-compressed,
// against the byte budget. Exits non-zero when a URL is over budget.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", process.env.BUILD_DIR ?? "build", "client");
const BUDGET = { js: 130 * 1024, css: 25 * 1024, html: 30 * 1024 };

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function htmlFor(url) {
  return url === "/" ? path.join(root, "index.html") : path.join(root, url, "index.html");
}

/** Scripts and stylesheets a page loads at once: module preloads, module imports, stylesheets. */
function assetsOf(html) {
  const js = new Set();
  const css = new Set();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(href);
  for (const [, href] of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) js.add(href);
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(href);
  return { js: [...js], css: [...css] };
}

export function measure(urls) {
  return urls.map((url) => {
    const file = htmlFor(url);
    if (!existsSync(file)) throw new Error(`No prerendered page for ${url}: run npm run build first`);
    const html = readFileSync(file, "utf8");
    const { js, css } = assetsOf(html);
    const sum = (list) => list.reduce((total, href) => total + gz(path.join(root, href)), 0);
    return { url, html: gz(file), js: sum(js), css: sum(css) };
  });
}

/** Every prerendered URL in the build: each folder with an index.html (the 404 page included). */
export function builtUrls(dir = root, prefix = "") {
  const urls = existsSync(path.join(dir, "index.html")) ? [prefix || "/"] : [];
  for (const name of readdirSync(dir).toSorted()) {
    if (name === "assets" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) urls.push(...builtUrls(full, `${prefix}/${name}`));
  }
  return urls;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measure(builtUrls());
  let over = 0;
  console.log(`${"URL".padEnd(48)} ${"JS".padStart(9)} ${"CSS".padStart(9)} ${"HTML".padStart(9)}`);
  for (const row of rows) {
    const flags = ["js", "css", "html"].filter((key) => row[key] > BUDGET[key]);
    over += flags.length;
    console.log(
      `${row.url.padEnd(48)} ${kb(row.js).padStart(9)} ${kb(row.css).padStart(9)} ${kb(row.html).padStart(9)}${flags.length ? `  OVER: ${flags.join(", ")}` : ""}`,
    );
  }
  console.log(`Budget per URL (gzip): JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)}, HTML ${kb(BUDGET.html)}`);
  if (over) {
    console.error(`${over} budget line(s) exceeded.`);
    process.exit(1);
  }
}
