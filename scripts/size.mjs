// `npm run size`: what each prerendered URL makes a browser download on first load, gzip-compressed,
// against the byte budget (issue 5): JS, CSS and HTML each, and the total with the fonts, the icon
// sprite and the images the page's HTML names. Also: no image file in the build over 100 KB.
// Exits non-zero when anything is over budget. (tests/budget.spec.ts measures the real transfer
// of every URL in Chromium.)
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", process.env.BUILD_DIR ?? "build", "client");
export const BUDGET = { js: 130 * 1024, css: 25 * 1024, html: 30 * 1024, total: 250 * 1024, image: 100 * 1024 };
const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif|ico)$/;

// Already-compressed formats travel as they are; text is sent compressed.
const gz = (file) => (/\.(woff2|png|jpe?g|webp|avif|gif)$/.test(file) ? statSync(file).size : gzipSync(readFileSync(file), { level: 9 }).length);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function htmlFor(url) {
  return url === "/" ? path.join(root, "index.html") : path.join(root, url, "index.html");
}

/**
 * What a page loads at once: module preloads and imports, stylesheets, and the other files its
 * HTML or stylesheets name (fonts, the icon sprite, images).
 */
function assetsOf(html) {
  const js = new Set();
  const css = new Set();
  const other = new Set();
  // Scripts: preload tags, or the script list of the loader module once hydration is deferred
  // (scripts/defer-hydration.mjs), and what that module imports.
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(href);
  for (const [, module] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, href] of module.matchAll(/"(\/assets\/[^"]+\.js)"/g)) js.add(href);
  }
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(href);
  for (const [, href] of html.matchAll(/(?:src|href)="(\/[^"#?]+\.(?:svg|png|jpe?g|webp|avif|woff2))[#"]/g)) other.add(href);
  for (const href of css) {
    const sheet = readFileSync(path.join(root, href), "utf8");
    for (const [, font] of sheet.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)) other.add(font);
  }
  return { js: [...js], css: [...css], other: [...other] };
}

export function measure(urls) {
  return urls.map((url) => {
    const file = htmlFor(url);
    if (!existsSync(file)) throw new Error(`No prerendered page for ${url}: run npm run build first`);
    const html = readFileSync(file, "utf8");
    const { js, css, other } = assetsOf(html);
    const sum = (list) => list.reduce((total, href) => total + gz(path.join(root, href)), 0);
    const row = { url, html: gz(file), js: sum(js), css: sum(css) };
    return { ...row, total: row.html + row.js + row.css + sum(other) };
  });
}

/** Image files in the build over the per-image budget. */
export function oversizedImages(dir = root) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...oversizedImages(full));
    else if (IMAGE.test(name) && statSync(full).size > BUDGET.image) found.push(`${path.relative(root, full)} (${kb(statSync(full).size)})`);
  }
  return found;
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
  const columns = ["js", "css", "html", "total"];
  const rows = measure(builtUrls());
  let over = 0;
  console.log(`${"URL".padEnd(48)}${columns.map((key) => key.toUpperCase().padStart(10)).join("")}`);
  for (const row of rows) {
    const flags = columns.filter((key) => row[key] > BUDGET[key]);
    over += flags.length;
    console.log(`${row.url.padEnd(48)}${columns.map((key) => kb(row[key]).padStart(10)).join("")}${flags.length ? `  OVER: ${flags.join(", ")}` : ""}`);
  }
  const largest = (key) => rows.reduce((top, row) => (row[key] > top[key] ? row : top));
  console.log(`Largest: JS ${kb(largest("js").js)} (${largest("js").url}), total ${kb(largest("total").total)} (${largest("total").url})`);
  console.log(`Budget per URL (gzip): ${columns.map((key) => `${key.toUpperCase()} ${kb(BUDGET[key])}`).join(", ")}; each image ${kb(BUDGET.image)}`);
  const images = oversizedImages();
  for (const image of images) console.error(`Image over budget: ${image}`);
  if (over || images.length) {
    console.error(`${over + images.length} budget line(s) exceeded.`);
    process.exit(1);
  }
}
