// Writes sitemap.xml and robots.txt into the build from the prerendered pages, so the sitemap
// lists exactly the URLs that were built (the same list as the prerender, app/content/site-map.ts).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Every prerendered page URL under `root` (folders with an index.html), the 404 page excluded. */
export function pageUrls(root, dir = root, prefix = "") {
  const urls = existsSync(path.join(dir, "index.html")) && prefix !== "/404" ? [prefix || "/"] : [];
  for (const name of readdirSync(dir).toSorted()) {
    if (name === "assets" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) urls.push(...pageUrls(root, full, `${prefix}/${name}`));
  }
  return urls;
}

/** The site's public origin, as the pages' canonical links give it. */
function siteOrigin(root) {
  const html = readFileSync(path.join(root, "index.html"), "utf8");
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!canonical) throw new Error("The home page has no canonical link");
  return new URL(canonical).origin;
}

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
