// Writes sitemap.xml and robots.txt into the build from the prerendered pages, so the sitemap
// lists exactly the URLs that were built (the same list as the prerender, app/content/site-map.ts).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { prerenderedUrls } from "./lib/files.mjs";

/**
 * Every prerendered page URL under `root` (folders with an index.html), the 404 page excluded.
 * @param {string} root
 */
export function pageUrls(root) {
  return prerenderedUrls(root).filter((url) => url !== "/404");
}

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
  const entries = urls.map((url) => `  <url><loc>${origin}${url}</loc></url>`).join("\n");
  writeFileSync(
    path.join(root, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`,
  );
  writeFileSync(path.join(root, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /inbox\n\nSitemap: ${origin}/sitemap.xml\n`);
  return urls.length;
}
