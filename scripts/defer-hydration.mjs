// Lets a prerendered page paint before its JavaScript starts downloading.
//
// React Router writes, into every page, a <link rel="modulepreload"> for each script the page
// needs and an inline module that imports the route modules and then entry.client. The browser
// fetches all of it at once, and on a slow phone connection the ~120 KB of scripts compete with the
// stylesheet, the font and the hero image for the first paint. Every page here is complete HTML
// without JavaScript (the site is prerendered), so the scripts can wait one frame: this rewrite
// drops the preload tags and makes the inline module wait until the page has painted, then add the
// same preloads (so the scripts still download in parallel) and import exactly what React Router
// imported, in the same order. Called by postbuild.mjs before the CSP hashes the inline scripts.
//
// More waits for the first paint with the scripts, so that the first response alone paints the
// page and nothing else competes with it:
// - the page data React Router writes into the page for hydration (its copy of the loader data,
//   a third or more of the HTML): it moves to a file of its own beside the page
//   (`moveHydrationData`), which the loader fetches and hands to React Router's stream;
// - the full stylesheet, which scripts/critical-css.mjs leaves in a <noscript> at the end of the
//   page (for visitors without JavaScript): a small classic script of its own adds it to <head>
//   (`addStylesheets`), apart from the loader, so that the page is fully styled whatever becomes of
//   the loader (its data fetch fails, its syntax is too new for the browser, modules do not run);
// - the drawings the page does not carry (scripts/drawings.mjs): the loader fetches the icon set
//   and any hero picture whose symbol did not fit, and adds their symbols to the page.
// The tab's icon is left as the HTML names it: the browser asks for it when it will, and nothing
// here changes a page only to move a measuring tool's estimate (docs/decisions/016-measure-visitors.md).

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/;
const DATA_CHUNK = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const DATA_END = "<script>window.__reactRouterContext.streamController.close();</script>";
/** What the hydration data's stream leaves once its chunks are out: React's empty boundary markers, outside what React hydrates. */
const EMPTY_STREAM = /(?:<!--\$-->)+(?:<!--\/\$-->)+(?=(?:<noscript>[\s\S]*?<\/noscript>)?<\/body>)/;
/** The full stylesheet, for visitors without JavaScript (written by scripts/critical-css.mjs). */
const DEFERRED_STYLESHEET = /<noscript><link rel="stylesheet" href="([^"]+)"[^>]*><\/noscript>/g;

/**
 * Takes React Router's hydration data out of the page: the text of its stream chunks, in order,
 * and the page without them and without the call that ends the stream (the loader ends it once
 * the data has arrived). `data` is null, and the page unchanged, when the page has none.
 * @param {string} html
 * @returns {{ html: string, data: string | null }}
 */
export function moveHydrationData(html) {
  const chunks = [...html.matchAll(DATA_CHUNK)].map(([, literal]) => /** @type {string} */ (JSON.parse(literal ?? '""')));
  if (chunks.length === 0) return { html, data: null };
  if (html.split(DATA_END).length !== 2)
    throw new Error("React Router's hydration stream does not end once in the page: its format changed");
  return { html: html.replace(DATA_CHUNK, "").replace(DATA_END, "").replace(EMPTY_STREAM, ""), data: chunks.join("") };
}

/**
 * How long a page waits: until the browser reports its first contentful paint (the entry comes
 * once the frame is on screen, later than a frame callback would run), or one second at most, for
 * tabs opened in the background, which do not paint, and browsers without paint timing.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((go) => { try { new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) go(); }).observe({ type: "paint", buffered: true }); } catch {} setTimeout(go, 1000); });';

/**
 * The script that adds the full stylesheet(s) once the page has painted (or after a second, where
 * paint timing is missing or the tab is in the background), as a classic script with no module
 * syntax, so that it runs on any browser with JavaScript, and runs once. data-precedence: React
 * adopts the sheet as the one its stylesheet tag names, rather than adding another.
 * @param {string[]} hrefs
 */
const addStylesheets = (hrefs) =>
  // Short names: this runs in every page, whose bytes are counted against the first round trip.
  // d: done; a: adds the sheets; h: a sheet's address; l: its link; e: the paint entries.
  `(function () { var d = 0; function a() { if (d) return; d = 1; ${JSON.stringify(hrefs)}.forEach(function (h) { var l = document.createElement("link"); l.rel = "stylesheet"; l.href = h; l.setAttribute("data-precedence", "default"); document.head.appendChild(l); }); } try { new PerformanceObserver(function (e) { if (e.getEntriesByName("first-contentful-paint").length) a(); }).observe({ type: "paint", buffered: true }); } catch (x) {} setTimeout(a, 1000); })();`;

/**
 * After the first paint, the symbols the page lacks (scripts/drawings.mjs): every icon of the set
 * at `iconSet` not in the page yet (for what the page draws later and the pages reached from it),
 * and each hero picture (`svg[data-picture]`) whose symbol is missing, made from its file. They go
 * into the page's hidden <svg id="page-drawings">, where every <use> finds them. Decorative or
 * drawn again once they come: a failed fetch leaves a picture's reserved box empty, nothing else.
 * @param {string} iconSet
 */
const drawTheRest = (iconSet) =>
  // Short names: this runs in every page, whose bytes are counted against the first round trip.
  // d: the page's drawings; r: a fetched SVG's root element; a: adds a symbol the page lacks.
  `{ const d = document.getElementById("page-drawings"), r = (u) => fetch(u).then((f) => (f.ok ? f.text() : Promise.reject(Error(f.url)))).then((t) => new DOMParser().parseFromString(t, "image/svg+xml").documentElement), a = (s) => document.getElementById(s.id) || d.append(s); if (d) { r(${JSON.stringify(iconSet)}).then((set) => [...set.children].forEach(a), () => {}); for (const u of document.querySelectorAll("[data-picture] use")) { const id = u.getAttribute("href").slice(1); document.getElementById(id) || r(u.parentNode.dataset.picture).then((art) => { const s = document.createElementNS(art.namespaceURI, "symbol"); s.id = id; s.setAttribute("viewBox", art.getAttribute("viewBox")); s.append(...art.childNodes); a(s); }, () => {}); } } }`;

/**
 * The page with its scripts deferred; unchanged if it has no React Router loader module.
 * `dataHref` is where the page's hydration data went (`moveHydrationData`), if it moved;
 * `iconSet` is the address of the icon set (scripts/drawings.mjs), when the build has one.
 * @param {string} html
 * @param {string} [dataHref]
 * @param {string} [iconSet]
 * @returns {string}
 */
export function deferHydration(html, dataHref, iconSet) {
  const loader = html.match(LOADER);
  if (!loader) return html;
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href);
  const stylesheets = [...html.matchAll(DEFERRED_STYLESHEET)].map(([, href]) => href ?? "");
  const source = loader[1] ?? "";

  // `import "x";` and `import * as name from "x";` become one parallel set of dynamic imports.
  const imports = [...source.matchAll(/^\s*import (?:\* as (\w+) from )?"([^"]+)";$/gm)];
  if (imports.length === 0) throw new Error("React Router's loader module has no static imports: its format changed");
  let rest = source;
  for (const [statement] of imports) rest = rest.replace(statement, "");
  const names = imports.map(([, name], index) => name ?? `_${index}`);
  const specifiers = imports.map(([, , specifier]) => JSON.stringify(specifier));

  const deferred = [
    AFTER_FIRST_PAINT,
    ...(dataHref
      ? [
          `const hydrationStream = window.__reactRouterContext.streamController;`,
          `fetch(${JSON.stringify(dataHref)}).then((response) => (response.ok ? response.text() : Promise.reject(new Error(\`\${response.status} \${response.url}\`)))).then((text) => { hydrationStream.enqueue(text); hydrationStream.close(); });`,
        ]
      : []),
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...(iconSet ? [drawTheRest(iconSet)] : []),
    `const [${names.join(", ")}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");

  const styled = stylesheets.length
    ? html.replace(/<\/body>(?![\s\S]*<\/body>)/, () => `<script>${addStylesheets(stylesheets)}</script></body>`)
    : html;
  return styled.replace(PRELOAD, "").replace(loader[0], () => `<script type="module" async="">${deferred}</script>`);
}
