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

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * How long a page waits: until just after its first paint (a frame, then a task), or one second
 * at most, for tabs opened in the background, which do not paint.
 */
const AFTER_FIRST_PAINT = "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 1000); });";

/**
 * The page with its scripts deferred; unchanged if it has no React Router loader module.
 * @param {string} html
 * @returns {string}
 */
export function deferHydration(html) {
  const loader = html.match(LOADER);
  if (!loader) return html;
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href);
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
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names.join(", ")}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");

  return html.replace(PRELOAD, "").replace(loader[0], () => `<script type="module" async="">${deferred}</script>`);
}
