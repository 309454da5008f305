// Writes sitemap.xml and robots.txt into the build from the prerendered pages, so the sitemap
// lists exactly the URLs that were built (the same list as the prerender, app/content/site-map.ts),
// each with the same page in every language as the page's own hreflang links give them.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { prerenderedUrls } from "./lib/files.mjs";

/**
 * Every prerendered page URL under `root` (folders with an index.html), the not-found pages of
 * each language (/404, /blog/404, /zh/404, ...) excluded.
 * @param {string} root
 */
export function pageUrls(root) {
  return prerenderedUrls(root).filter((url) => !url.endsWith("/404"));
}

/**
 * A page's language alternates, as its <link rel="alternate" hreflang> tags give them.
 * @param {string} html
 * @returns {{ hreflang: string, href: string }[]}
 */
export function alternatesIn(html) {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/gi)].map(([, hreflang, href]) => ({
    hreflang: /** @type {string} */ (hreflang),
    href: /** @type {string} */ (href),
  }));
}

/** @param {string} text */
const xml = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The site's public origin, as the pages' canonical links give it.
 * @param {string} root
 */
function siteOrigin(root) {
  const html = readFileSync(path.join(root, "index.html"), "utf8");
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!canonical) throw new Error("The home page has no canonical link");
  return new URL(canonical).origin;
}

/**
 * Writes sitemap.xml and robots.txt into the client build folder `root`; returns the page count.
 * @param {string} root
 */
export function writeSitemap(root) {
  const origin = siteOrigin(root);
  const urls = pageUrls(root);
  const entries = urls.map((url) => {
    const html = readFileSync(path.join(root, url, "index.html"), "utf8");
    const links = alternatesIn(html).map(
      ({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${xml(hreflang)}" href="${xml(href)}"/>`,
    );
    return `  <url>\n    <loc>${xml(`${origin}${url}`)}</loc>${links.join("")}\n  </url>`;
  });
  writeFileSync(
    path.join(root, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`,
  );
  writeFileSync(path.join(root, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /inbox\n\nSitemap: ${origin}/sitemap.xml\n`);
  return urls.length;
}
