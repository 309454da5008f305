// `npm run size`: what each prerendered URL makes a browser download on first load, gzip-compressed,
// against the byte budget (scripts/lib/budget.mjs): JS (also as brotli sends it), CSS and HTML each,
// and the total with the fonts, the icon set and pictures the loader fetches, the images the page's
// HTML names and the hydration data. Also: no image file in the build over 100 KB; and it names the
// pages whose headers and brotli HTML do not fit the first round trip (a note, not a failure: some
// long pages cannot, and those take a round trip more to paint).
// Exits non-zero when anything is over budget. (tests/every-page.spec.ts measures the real
// transfer of every URL in Chromium.)
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BUDGET } from "./lib/budget.mjs";
import { responseHeaderBytes } from "./lib/first-trip.mjs";
import { prerenderedUrls, walkFiles } from "./lib/files.mjs";

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", process.env.BUILD_DIR ?? "build");
const root = path.join(buildDir, "client");
const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif|ico)$/;

// Already-compressed formats travel as they are; text is sent compressed.
/** @param {string} file */
const gz = (file) =>
  /\.(woff2|png|jpe?g|webp|avif|gif)$/.test(file) ? statSync(file).size : gzipSync(readFileSync(file), { level: 9 }).length;
/** @type {Map<string, number>} */
const brotliSizes = new Map();
/** @param {string} file as brotli sends it, at the quality of the build's precompressed copies (each file once: pages share them) */
const br = (file) => {
  if (!brotliSizes.has(file))
    brotliSizes.set(file, brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  return /** @type {number} */ (brotliSizes.get(file));
};
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The first group of every match of `pattern` (a global pattern whose group always takes part).
 * @param {string} text
 * @param {RegExp} pattern
 */
const captures = (text, pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? "");

/** @param {string} url */
function htmlFor(url) {
  return url === "/" ? path.join(root, "index.html") : path.join(root, url, "index.html");
}

/**
 * What a page loads at once: module preloads and imports, stylesheets, and the other files its
 * HTML or stylesheets name (fonts, the icon sprite, images).
 * @param {string} html
 */
function assetsOf(html) {
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  /** @type {Set<string>} */
  const other = new Set();
  // Scripts: preload tags, or the script list of the loader module once hydration is deferred
  // (scripts/defer-hydration.mjs), and what that module imports.
  for (const href of captures(html, /<link rel="modulepreload" href="([^"]+)"/g)) js.add(href);
  for (const module of captures(html, /<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const href of captures(module, /"(\/assets\/[^"]+\.js)"/g)) js.add(href);
    // The hydration data the loader fetches once the page has painted (scripts/defer-hydration.mjs),
    // and the icon set (scripts/drawings.mjs).
    for (const href of captures(module, /fetch\("(\/[^"]+\.data)"\)/g)) other.add(href);
    for (const href of captures(module, /read\("(\/[^"]+\.svg)"\)/g)) other.add(href);
  }
  for (const href of captures(html, /<link rel="stylesheet" href="([^"]+)"/g)) css.add(href);
  // Pictures and icons the page names, but not the files shown only without JavaScript.
  const shown = html.replaceAll(/<noscript>[\s\S]*?<\/noscript>/g, "");
  for (const href of captures(shown, /(?:src|href)="(\/[^"#?]+\.(?:svg|png|jpe?g|webp|avif|woff2))[#"]/g)) other.add(href);
  // A hero picture whose drawing is not in the page, which the loader fetches.
  for (const [, src = "", id = ""] of shown.matchAll(/data-picture="([^"]+)"[^>]*><use href="#([^"]+)"/g)) {
    if (!shown.includes(`<symbol id="${id}"`)) other.add(src);
  }
  for (const href of css) {
    const sheet = readFileSync(path.join(root, href), "utf8");
    for (const font of captures(sheet, /url\((\/assets\/[^)]+\.woff2)\)/g)) other.add(font);
  }
  return { js: [...js], css: [...css], other: [...other] };
}

/** @typedef {{ url: string, html: number, js: number, jsBrotli: number, css: number, total: number, firstResponse: number }} PageWeight */

/**
 * @param {string[]} urls
 * @returns {PageWeight[]}
 */
export function measure(urls) {
  const headersOf = responseHeaderBytes(buildDir);
  return urls.map((url) => {
    const file = htmlFor(url);
    if (!existsSync(file)) throw new Error(`No prerendered page for ${url}: run npm run build first`);
    const html = readFileSync(file, "utf8");
    const { js, css, other } = assetsOf(html);
    /** @param {string[]} list */
    const sum = (list) => list.reduce((total, href) => total + gz(path.join(root, href)), 0);
    const row = {
      url,
      html: gz(file),
      js: sum(js),
      jsBrotli: js.reduce((total, href) => total + br(path.join(root, href)), 0),
      css: sum(css),
    };
    // The page's response as `npm start` sends it: its headers and its brotli HTML.
    const firstResponse = headersOf(`/${path.relative(root, file).split(path.sep).join("/")}`) + br(file);
    return { ...row, total: row.html + row.js + row.css + sum(other), firstResponse };
  });
}

/** Image files in the build over the per-image budget. */
export function oversizedImages(dir = root) {
  return [...walkFiles(dir)]
    .filter((file) => IMAGE.test(file) && statSync(file).size > BUDGET.image)
    .map((file) => `${path.relative(root, file)} (${kb(statSync(file).size)})`);
}

/** Every prerendered URL in the build (the 404 page included). */
export function builtUrls(dir = root) {
  return prerenderedUrls(dir);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const columns = /** @type {const} */ (["js", "jsBrotli", "css", "html", "total"]);
  /** @type {Record<(typeof columns)[number], string>} */
  const headings = { js: "JS", jsBrotli: "JS (BR)", css: "CSS", html: "HTML", total: "TOTAL" };
  const rows = measure(builtUrls());
  let over = 0;
  console.log(`${"URL".padEnd(48)}${columns.map((key) => headings[key].padStart(10)).join("")}`);
  for (const row of rows) {
    const flags = columns.filter((key) => row[key] > BUDGET[key]);
    over += flags.length;
    console.log(
      `${row.url.padEnd(48)}${columns.map((key) => kb(row[key]).padStart(10)).join("")}${flags.length ? `  OVER: ${flags.join(", ")}` : ""}`,
    );
  }
  /** @param {(typeof columns)[number]} key */
  const largest = (key) => rows.reduce((top, row) => (row[key] > top[key] ? row : top));
  console.log(
    `Largest: JS ${kb(largest("js").js)} gzip, ${kb(largest("jsBrotli").jsBrotli)} brotli (${largest("js").url}), HTML ${kb(largest("html").html)} (${largest("html").url}), total ${kb(largest("total").total)} (${largest("total").url})`,
  );
  console.log(
    `Budget per URL (gzip unless marked BR): ${columns.map((key) => `${headings[key]} ${kb(BUDGET[key])}`).join(", ")}; each image ${kb(BUDGET.image)}`,
  );
  const long = rows.filter((row) => row.firstResponse > BUDGET.firstTrip);
  console.log(
    long.length
      ? `Over the first round trip (${BUDGET.firstTrip} bytes of headers and brotli HTML), so a round trip more before the first paint: ${long.map((row) => `${row.url} (${row.firstResponse})`).join(", ")}`
      : `Every page's headers and brotli HTML fit the first round trip (${BUDGET.firstTrip} bytes).`,
  );
  const images = oversizedImages();
  for (const image of images) console.error(`Image over budget: ${image}`);
  if (over || images.length) {
    console.error(`${over + images.length} budget line(s) exceeded.`);
    process.exit(1);
  }
}
