// Puts the CSS each prerendered page needs into the page itself, so the first paint waits for the
// HTML alone rather than for a second round trip to fetch the stylesheet.
//
// Beasties (run over the built HTML, no browser) finds every rule of the stylesheet whose selector
// matches an element of the page; they go into a <style> where the <link rel="stylesheet"> was.
// The full stylesheet is still needed, for what only appears later (the menu when opened, form
// errors, pages reached in the browser), but not for the first paint: the link moves into a
// <noscript> at the end of <body>, which visitors without JavaScript load from there, and the
// deferred loader (scripts/defer-hydration.mjs) adds it to <head> once the page has painted, with
// the scripts. No inline event handler is needed (the Content-Security-Policy would refuse one).
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

/**
 * @param {string} root the client build folder, which the pages' stylesheet URLs resolve against
 */
export function criticalCss(root) {
  const beasties = new Beasties({
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
    const critical = (await beasties.process(html)).match(/<style>([\s\S]*?)<\/style>/)?.[1];
    if (!critical) throw new Error(`Beasties found no critical CSS in ${href}`);
    // @font-face first, each face once: the faces are known before any rule that names them.
    const faces = readStylesheet(href).match(FONT_FACE) ?? [];
    const css = faces.join("") + critical.replace(FONT_FACE, "");
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
