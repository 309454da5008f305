// The page's drawings in the page itself, so that the first screen needs nothing but the HTML
// (decision 012). Icons (app/components/ui/icon.tsx) and hero pictures
// (app/components/ui/illustration.tsx) are <svg><use href="#…"/></svg> pointing at a symbol in the
// same document. This step, run by postbuild.mjs once the security headers are known, puts the
// symbols each page uses into a hidden <svg id="page-drawings"> at the top of its <body>: always
// the icons of its first screen (the header and the top of <main>, up to the end of its first
// section or header), then the rest in the order the page uses them, its hero picture included,
// as many as keep the page within the first round trip of a new connection. Whatever did not fit,
// and the whole icon set for pages reached in the browser, the deferred loader adds after the first paint
// (scripts/defer-hydration.mjs). React leaves the <svg> alone: it hydrates <body> from its own
// first child and passes over elements it did not render there.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/** The id of the hidden <svg> that holds a page's symbols (the loader adds to it). */
export const DRAWINGS_ID = "page-drawings";

/** An icon's symbol id in a page: "i-" and its name, so no icon name can meet an id of the page's own. */
const ICON_PREFIX = "i-";

/** `<use href="#…">` in a page, in document order. */
const USE = /<use href="#([^"]+)"/g;

/** The hero pictures, which name their file (app/components/ui/illustration.tsx). */
const PICTURE = /<svg [^>]*data-picture="([^"]+)"[^>]*><use href="#([^"]+)"/g;

/**
 * A text as the server sends it, precompressed at brotli's best (postbuild.mjs). The best quality
 * is the slow one (about a tenth of a second for a long page here), so a page's versions are
 * measured as few times as they can be, and the last one's bytes are kept for the precompression.
 * @param {string} text
 */
const brotli = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/** How every icon is drawn (lucide's strokes), on each symbol rather than on each use of it. */
const ICON_DRAWING = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/**
 * The site's icon set as a file the browser can fetch: app/components/ui/icons.svg with each
 * symbol's id as the pages use it and the icons' stroke on the symbol (a <use> draws a symbol
 * with the symbol's own attributes, so each icon in a page need not repeat them). Written under
 * assets/ with its content's hash in the name.
 * @param {string} root the client build folder
 * @param {string} spriteFile the icon set (app/components/ui/icons.svg)
 * @returns {{ href: string, symbols: Map<string, string> }} its address, and each symbol by id
 */
export function writeIconSet(root, spriteFile) {
  const sprite = readFileSync(spriteFile, "utf8").replaceAll(
    /<symbol id="([^"]+)" viewBox="0 0 24 24">/g,
    (_, name) => `<symbol id="${ICON_PREFIX}${name}" viewBox="0 0 24 24" ${ICON_DRAWING}>`,
  );
  const name = `icons-${createHash("sha256").update(sprite).digest("hex").slice(0, 10)}.svg`;
  writeFileSync(path.join(root, "assets", name), sprite);
  /** @type {Map<string, string>} */
  const symbols = new Map();
  for (const [symbol, id = ""] of sprite.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)) symbols.set(id, symbol);
  if (symbols.size === 0) throw new Error(`No symbols in ${spriteFile}`);
  return { href: `/assets/${name}`, symbols };
}

/**
 * A picture file (one of /public/illustrations) as a symbol: its drawing, with its viewBox.
 * @param {string} svg the file's text
 * @param {string} id
 */
export function pictureSymbol(svg, id) {
  const open = svg.match(/<svg\b[^>]*>/);
  const viewBox = open?.[0].match(/viewBox="([^"]+)"/)?.[1];
  const end = svg.lastIndexOf("</svg>");
  if (!open || open.index === undefined || !viewBox || end === -1) throw new Error(`Picture ${id} is not an SVG with a viewBox`);
  if (/<style|\sid="|\sstyle="/.test(svg))
    throw new Error(`Picture ${id} has ids or styles of its own, which a page cannot hold twice or the security policy refuses`);
  return `<symbol id="${id}" viewBox="${viewBox}">${svg.slice(open.index + open[0].length, end).trim()}</symbol>`;
}

/**
 * The page with its drawings' symbols in it: its first screen's icons, then as many more as fit
 * (see the module comment); the <svg id="page-drawings"> is always added, for the loader to complete.
 * @param {string} html
 * @param {{ icons: Map<string, string>, picture: (src: string, id: string) => string, limit: number }} options
 *   `picture` gives a picture's symbol; `limit` is how many bytes of brotli-compressed HTML fit.
 * @returns {{ html: string, inlined: number, wanted: number, firstScreenFits: boolean, compressed: Buffer | undefined }}
 *   `firstScreenFits`: whether the page with its first screen's icons alone is within the limit;
 *   `compressed`: the page's brotli bytes, where they were measured.
 */
export function inlineDrawings(html, { icons, picture, limit }) {
  const bodyStart = html.indexOf("<body>");
  if (bodyStart === -1) throw new Error("The page has no <body>");
  const pictures = new Map([...html.matchAll(PICTURE)].map(([, src = "", id = ""]) => [id, src]));
  const main = html.indexOf("<main");
  const firstScreenEnd = Math.min(
    ...["</section>", "</header>"].map((end) => html.indexOf(end, main)).filter((at) => main !== -1 && at !== -1),
    html.length,
  );
  /** @type {string[]} */
  const symbols = [];
  let required = 0;
  for (const { 1: id = "", index = 0 } of html.matchAll(USE)) {
    const src = pictures.get(id);
    const symbol = src ? picture(src, id) : icons.get(id);
    if (!symbol) throw new Error(`A page uses #${id}, which is neither an icon nor a picture`);
    if (symbols.includes(symbol)) continue;
    // The first screen's icons come first, and in any case: its first paint shows them.
    if (!src && index < firstScreenEnd) symbols.splice(required++, 0, symbol);
    else symbols.push(symbol);
  }
  // aria-hidden: the symbols are never read out where they are, only where a page uses them.
  const withSymbols = (/** @type {number} */ count) =>
    `${html.slice(0, bodyStart + 6)}<svg id="${DRAWINGS_ID}" aria-hidden="true" width="0" height="0">${symbols.slice(0, count).join("")}</svg>${html.slice(bodyStart + 6)}`;
  /** @type {Map<number, Buffer>} */
  const measured = new Map();
  const fitsWith = (/** @type {number} */ count) => {
    const bytes = brotli(withSymbols(count));
    measured.set(count, bytes);
    return bytes.length <= limit;
  };
  // The longest run of symbols, in that order, that keeps the page within the limit. Both ends
  // are tried first: most pages fit every drawing, and a page with room for no more than its
  // first screen's icons needs no search.
  let low = required;
  let high = symbols.length;
  let firstScreenFits = true;
  if (fitsWith(high)) low = high;
  else if (required < high && fitsWith(required))
    for (high -= 1; low < high;) {
      const middle = Math.ceil((low + high) / 2);
      if (fitsWith(middle)) low = middle;
      else high = middle - 1;
    }
  else firstScreenFits = false;
  return { html: withSymbols(low), inlined: low, wanted: symbols.length, firstScreenFits, compressed: measured.get(low) };
}
