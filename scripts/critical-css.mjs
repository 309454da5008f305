// Puts the CSS each prerendered page needs into the page itself, so the first paint waits for the
// HTML alone rather than for a second round trip to fetch the stylesheet.
//
// Beasties (run over the built HTML, no browser) finds every rule of the stylesheet whose selector
// matches an element of the page; they go into a <style> where the <link rel="stylesheet"> was.
// The full stylesheet is still needed, for what only appears later (the menu when opened, form
// errors, pages reached in the browser), but not for the first paint: the link moves into a
// <noscript> at the end of <body>, which visitors without JavaScript load from there, and a small
// classic script of its own (scripts/defer-hydration.mjs) adds it to <head> once the page has
// painted, whatever becomes of the loader that starts the page's code. No inline event handler is needed (the Content-Security-Policy would refuse one).
// Called by postbuild.mjs before the loader is written and before the CSP hashes the <style>.
import Beasties from "beasties";

/**
 * Rules Beasties would leave out although the first paint needs them:
 * - rules on the root element with a condition (`:root:lang(zh)`, `html[data-text-size=…]`):
 *   Beasties looks for matches inside <body> only, so it never sees <html> match them; the
 *   language's fonts and line heights, the saved text size and the cached web font (both set by
 *   inline scripts before the page paints) are such rules;
 * - rules for Tailwind's arbitrary variants with `&` in the class name (`[&_svg]:size-5`): the
 *   page writes it `&amp;` in the class attribute, which Beasties compares undecoded, so it never
 *   finds them (an icon would be drawn at another size until the stylesheet came);
 * - the local fallback faces of the body font, named through a CSS variable that Beasties does
 *   not follow (put back below: without them the first paint would use another font).
 */
const ALWAYS = [/^(?::root|html)[[:]/, /data-text-size/, /data-fonts/, /\\&/];

/** One @font-face block of a minified stylesheet (they hold no nested braces). */
const FONT_FACE = /@font-face\{[^}]*\}/g;

/** A registered custom property (Tailwind's, for its utilities' defaults): `@property --name{…}`. */
const PROPERTY = /@property (--[\w-]+)\{[^}]*\}/g;

/**
 * The custom properties a piece of CSS reads.
 * @param {string} text
 */
const readBy = (text) => [...text.matchAll(/var\((--[\w-]+)/g)].map(([, name = ""]) => name);

/**
 * The index just past the block that opens at `open` (the index of its "{").
 * @param {string} css
 * @param {number} open
 */
function blockEnd(css, open) {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === "{") depth += 1;
    else if (css[index] === "}" && --depth === 0) return index + 1;
  }
  throw new Error("Unbalanced braces in the critical CSS");
}

/**
 * What Beasties keeps that the first paint cannot use, taken out of a page's critical CSS (the
 * full stylesheet, which follows the first paint, has all of it):
 * - print rules (`@media print`, `@page`): nobody prints a page before it has finished loading;
 * - the registrations of custom properties no rule of the page reads (`@property`, kept whole by
 *   Beasties, about 45 of them), and their values in the fallback block for browsers without
 *   `@property` (the `properties` layer);
 * - the theme's variables no rule of the page reads (Tailwind's `:root` in the `theme` layer, which
 *   Beasties keeps whole as it matches every page): colours, sizes and fonts of other pages.
 * @param {string} css
 */
export function withoutUnusedRules(css) {
  let kept = css;
  for (let at = kept.search(/@media print\{|@page\{/); at !== -1; at = kept.search(/@media print\{|@page\{/)) {
    kept = kept.slice(0, at) + kept.slice(blockEnd(kept, kept.indexOf("{", at)));
  }
  const theme = kept.match(/(@layer theme\{:root(?:,:host)?\{)([^}]*)\}/);
  const themeVariables = (theme?.[2] ?? "").split(";").map((declaration) => ({
    name: declaration.slice(0, declaration.indexOf(":")),
    declaration,
  }));
  /** The custom properties the page's rules read, and those the theme variables they read read in turn. */
  const read = new Set(readBy(kept.replace(PROPERTY, "").replace(theme?.[0] ?? "", "")));
  for (let grew = true; grew;) {
    grew = false;
    for (const { name, declaration } of themeVariables) {
      if (!read.has(name)) continue;
      for (const inner of readBy(declaration)) if (!read.has(inner)) grew = Boolean(read.add(inner));
    }
  }
  if (theme) {
    const used = themeVariables.filter(({ name }) => read.has(name)).map(({ declaration }) => declaration);
    kept = kept.replace(theme[0], `${theme[1]}${used.join(";")}}`);
  }
  kept = kept.replace(PROPERTY, (rule, /** @type {string} */ name) => (read.has(name) ? rule : ""));
  // The fallback's declarations, `--tw-x:value`, inside `*,:before,:after{…}` of the properties layer.
  kept = kept.replace(/(@layer properties\{@supports [^{]*\{\*,:before,:after\{)([^}]*)\}/, (_, start, declarations) => {
    const used = /** @type {string} */ (declarations)
      .split(";")
      .filter((declaration) => read.has(declaration.slice(0, declaration.indexOf(":"))));
    return `${start}${used.join(";")}}`;
  });
  return kept;
}

/**
 * @param {string} root the client build folder, which the pages' stylesheet URLs resolve against
 */
/**
 * Beasties, set up for this site's pages.
 * @param {string} root the client build folder, which the pages' stylesheet URLs resolve against
 */
function beastiesFor(root) {
  return new Beasties({
    path: root,
    publicPath: "/",
    // One stylesheet serves every page and every later navigation: it stays whole.
    pruneSource: false,
    keyframes: "critical",
    // The @font-face rules are put back whole below: Beasties cannot see which faces are used.
    inlineFonts: false,
    preloadFonts: false,
    allowRules: ALWAYS,
    logLevel: "warn",
  });
}

/**
 * The CSS that `html`, which links the stylesheet `href`, uses: Beasties' rules, after every
 * @font-face of the stylesheet, without what the first paint cannot use.
 * @param {Beasties} beasties
 * @param {string} html
 * @param {string} href
 * @param {(href: string) => string} readStylesheet
 */
async function usedCss(beasties, html, href, readStylesheet) {
  const critical = (await beasties.process(html)).match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (!critical) throw new Error(`Beasties found no critical CSS in ${href}`);
  // @font-face first, each face once: the faces are known before any rule that names them.
  const faces = readStylesheet(href).match(FONT_FACE) ?? [];
  return withoutUnusedRules(faces.join("") + critical.replace(FONT_FACE, ""));
}

/**
 * @param {string} root the client build folder, which the pages' stylesheet URLs resolve against
 */
export function criticalCss(root) {
  const beasties = beastiesFor(root);

  /**
   * The page with its first screen's CSS inline; unchanged when it links no stylesheet. Only the
   * CSS is taken from Beasties, which writes the whole document anew: the page itself is edited
   * in two places, so its scripts (hashed later for the CSP) and markup stay byte for byte.
   * @param {string} html
   * @param {(href: string) => string} readStylesheet the text of a stylesheet, by its URL
   * @returns {Promise<string>}
   */
  return async function inline(html, readStylesheet) {
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"[^>]*>/g)];
    if (links.length === 0) return html;
    const [link] = links;
    if (links.length > 1 || !link?.[1]) throw new Error("A page links more than one stylesheet; the critical CSS step expects one");
    const [tag, href] = /** @type {[string, string]} */ ([link[0], link[1]]);
    const headEnd = html.indexOf("</head>");
    if (link.index === undefined || link.index > headEnd) throw new Error(`The stylesheet ${href} is not in <head>`);
    const css = await usedCss(beasties, html, href, readStylesheet);
    const bodyEnd = html.lastIndexOf("</body>");
    if (bodyEnd === -1) throw new Error("The page has no </body>");
    return (
      html.slice(0, link.index) +
      `<style>${css}</style>` +
      html.slice(link.index + tag.length, bodyEnd) +
      `<noscript>${tag}</noscript>` +
      html.slice(bodyEnd)
    );
  };
}

/**
 * For a page too long for the first round trip of a connection even so: its inline CSS cut down
 * to what its first screen uses. On a phone that is the header and the top of <main> up to the end
 * of its first section or header, or of its hero picture if that comes later (`wide` false); a
 * wide screen shows the next section, aside or paragraph too (`wide` true). The rest of the page
 * is drawn with the full stylesheet, which is added as soon as the page has painted.
 * @param {string} root the client build folder
 */
export function firstScreenCss(root) {
  const beasties = beastiesFor(root);
  /**
   * @param {string} html a page as the critical CSS step left it (<style> in <head>, the stylesheet in <noscript>)
   * @param {(href: string) => string} readStylesheet
   * @param {boolean} [wide]
   * @returns {Promise<string>}
   */
  return async function cut(html, readStylesheet, wide = true) {
    const style = html.match(/<style>[\s\S]*?<\/style>/);
    const tag = html.match(/<noscript>(<link rel="stylesheet" href="([^"]+\.css)"[^>]*>)<\/noscript>/);
    const main = html.indexOf("<main");
    if (!style || !tag?.[1] || !tag[2] || main === -1)
      throw new Error("The page has no inline CSS, stylesheet or <main> to cut down to its first screen");
    /** Just past the first of these closing tags at or after `from`; the page's end if none. */
    const after = (/** @type {number} */ from, /** @type {RegExp} */ closing) => {
      const found = closing.exec(html.slice(from));
      return found ? from + found.index + found[0].length : html.length;
    };
    const picture = html.indexOf("data-picture=", main);
    let end = after(main, /<\/(?:section|header)>/);
    if (picture !== -1) end = Math.max(end, after(picture, /<\/svg>/));
    if (wide) end = after(end, /<\/(?:section|header|aside|p)>/);
    const firstScreen = `${html.slice(0, end).replace(style[0], tag[1])}</main></body></html>`;
    const css = await usedCss(beasties, firstScreen, tag[2], readStylesheet);
    return html.replace(style[0], () => `<style>${css}</style>`);
  };
}
