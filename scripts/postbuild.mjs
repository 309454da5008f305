// After `react-router build`: writes the sitemap, Netlify's _redirects, each page's critical CSS
// (scripts/critical-css.mjs), the deferred loader (scripts/defer-hydration.mjs), the security
// headers (scripts/csp.mjs: each page's Content-Security-Policy goes into the page, so it must run
// before compression), each page's drawings (scripts/drawings.mjs: sized against the page's
// headers, so after them), then .br and .gz copies of every compressible file so the server (and
// any static host that supports it) can send them without compressing per request.
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadEnv } from "vite";
import { formsNotice, writeFormsDestination } from "../server/build-mode.mjs";
import { criticalCss, firstScreenCss } from "./critical-css.mjs";
import { writeSecurityHeaders } from "./csp.mjs";
import { deferHydration, moveHydrationData } from "./defer-hydration.mjs";
import { inlineDrawings, pictureSymbol, writeIconSet } from "./drawings.mjs";
import { holdPresses } from "./held-presses.mjs";
import { BUDGET } from "./lib/budget.mjs";
import { responseHeaderBytes } from "./lib/first-trip.mjs";
import { walkFiles } from "./lib/files.mjs";
import { netlifyRedirects } from "./netlify-redirects.mjs";
import { writeSitemap } from "./sitemap.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const root = path.join(buildDir, "client");
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".data", ".xml", ".txt", ".webmanifest"]);

// The Vite manifest is a build artefact, not something to publish.
rmSync(path.join(root, ".vite"), { recursive: true, force: true });
// React Router's app shell for hosts that answer unknown addresses with it. Every address here
// has a prerendered page or 404 page, so nothing needs it, and published it would be a page
// without a title at an address of its own.
rmSync(path.join(root, "__spa-fallback.html"), { force: true });

console.log(`Sitemap: ${writeSitemap(root)} pages; robots.txt points at it.`);

// Netlify's rules for unknown addresses, made from the not-found pages the build has
// (scripts/netlify-redirects.mjs), so a new language's are there without an edit.
const built = [...walkFiles(root, { skip: (name) => name === "assets" })].map((file) =>
  path.relative(root, file).split(path.sep).join("/"),
);
const redirects = netlifyRedirects(built);
writeFileSync(path.join(root, "_redirects"), redirects);
console.log(
  `Netlify: _redirects answers unknown addresses with ${redirects.split("\n").filter((line) => line.startsWith("/")).length} not-found pages.`,
);

// Each page carries its first screen's CSS (scripts/critical-css.mjs); before the CSP hashes it.
const inlineCss = criticalCss(root);
/** @param {string} href */
const readStylesheet = (href) => readFileSync(path.join(root, href), "utf8");
let inlined = 0;
for (const file of walkFiles(root)) {
  if (!file.endsWith(".html")) continue;
  const html = readFileSync(file, "utf8");
  const rewritten = await inlineCss(html, readStylesheet);
  if (rewritten !== html) {
    writeFileSync(file, rewritten);
    inlined += 1;
  }
}
console.log(`Critical CSS inlined on ${inlined} pages; the full stylesheet loads after the first paint.`);

// The icon set as one cached file, which the loader fetches after the first paint.
const iconSet = writeIconSet(root, path.join(projectRoot, "app", "components", "ui", "icons.svg"));

// Scripts, the full stylesheet and the hydration data wait for the first paint
// (scripts/defer-hydration.mjs), and a page with a form holds a send pressed before the form's
// code has come (scripts/held-presses.mjs); before the CSP hashes the inline scripts. The hydration data goes
// beside its page under a name that follows its content, so a page never meets another build's data.
let deferred = 0;
for (const file of walkFiles(root)) {
  if (!file.endsWith(".html")) continue;
  const html = readFileSync(file, "utf8");
  const { html: page, data } = moveHydrationData(html);
  let dataHref;
  if (data !== null) {
    const name = `${path.basename(file, ".html") === "index" ? "" : `${path.basename(file, ".html")}.`}__hydrate-${createHash("sha256").update(data).digest("hex").slice(0, 10)}.data`;
    writeFileSync(path.join(path.dirname(file), name), data);
    dataHref = `/${path
      .relative(root, path.join(path.dirname(file), name))
      .split(path.sep)
      .join("/")}`;
  }
  const rewritten = holdPresses(deferHydration(page, dataHref, iconSet.href));
  if (rewritten !== html) {
    writeFileSync(file, rewritten);
    deferred += 1;
  }
}
console.log(`Hydration, its data and the full stylesheet deferred to after the first paint on ${deferred} pages.`);

// The build's VITE_* variables, read as Vite read them for the bundle (.env files, then the environment).
const env = loadEnv("production", projectRoot, "VITE_");
const pages = writeSecurityHeaders(buildDir, env);
// Tells `npm start`'s server whether this build sends to the local inbox (and so whether to mount
// it), and tells whoever builds it that such a build takes leads only under `npm start`.
for (const line of formsNotice(writeFormsDestination(buildDir, env))) console.log(line);
console.log(
  `Content-Security-Policy: ${pages} pages hashed; headers in ${path.relative(projectRoot, buildDir)}/security-headers.json and nginx-csp.conf.`,
);

// Each page's icons and hero picture as symbols in the page, as many as keep the page, with its
// headers, within the first round trip (scripts/drawings.mjs); the loader adds the rest.
let sentWith = responseHeaderBytes(buildDir);
/** @type {Map<string, string>} */
const pictures = new Map();
/** @param {string} src @param {string} id */
const picture = (src, id) => {
  if (!pictures.has(src)) pictures.set(src, pictureSymbol(readFileSync(path.join(root, src), "utf8"), id));
  return /** @type {string} */ (pictures.get(src));
};
/**
 * A page's headers, and 100 bytes to spare: what a proxy or a longer ETag may add is not counted
 * against the page's drawings.
 * @param {string} file
 */
const headersOf = (file) => sentWith(`/${path.relative(root, file).split(path.sep).join("/")}`) + 100;
/** @param {string} file @param {string} html */
const draw = (file, html) => inlineDrawings(html, { icons: iconSet.symbols, picture, limit: BUDGET.firstTrip - headersOf(file) });
/** Each page's brotli bytes as its drawings were measured, which the precompression below reuses. */
const compressedPages = new Map();
let drawn = 0;
let short = 0;
/** @param {string} file @param {ReturnType<typeof draw>} drawing */
const writeDrawn = (file, drawing) => {
  writeFileSync(file, drawing.html);
  if (drawing.compressed) compressedPages.set(file, drawing.compressed);
  drawn += 1;
  if (drawing.inlined < drawing.wanted) short += 1;
};

// A page that does not fit the first round trip even with only its first screen's icons keeps
// the CSS of its first screen alone inline (scripts/critical-css.mjs): a wide screen's, or if that
// is still too much, a phone's. Their policies are made again, and their drawings then measured
// against their new headers.
const cutToFirstScreen = firstScreenCss(root);
/** @type {string[]} */
const cut = [];
for (const file of walkFiles(root)) {
  if (!file.endsWith(".html")) continue;
  const html = readFileSync(file, "utf8");
  const drawing = draw(file, html);
  if (drawing.firstScreenFits) {
    writeDrawn(file, drawing);
    continue;
  }
  const wide = await cutToFirstScreen(html, readStylesheet, true);
  writeFileSync(file, draw(file, wide).firstScreenFits ? wide : await cutToFirstScreen(html, readStylesheet, false));
  cut.push(file);
}
if (cut.length) {
  writeSecurityHeaders(buildDir, env);
  sentWith = responseHeaderBytes(buildDir);
}
for (const file of cut) writeDrawn(file, draw(file, readFileSync(file, "utf8")));
console.log(`First screen's CSS alone on ${cut.length} page(s) too long for the first round trip with all of it.`);
console.log(
  `Drawings in the page: all of them on ${drawn - short} of ${drawn} pages; on the others, those that fit the first round trip (the rest follow the first paint).`,
);

let count = 0;
for (const file of walkFiles(root)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const source = readFileSync(file);
  if (source.length < 512) continue;
  writeFileSync(
    `${file}.br`,
    compressedPages.get(file) ?? brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} files (brotli and gzip).`);
