// Draws the 1200x630 link-preview image (public/og-image.png) from the logo, the business name in
// app/content/site.ts and the home illustration. Re-run after changing the name or tagline:
//   npx node scripts/og-image.mjs
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const siteSource = readFileSync(path.join(root, "app/content/site.ts"), "utf8");
/** @param {string} key */
const read = (key) => siteSource.match(new RegExp(`${key}: "([^"]+)"`))?.[1] ?? "";
// Inlined as data URLs: a page set from a string may not load local files.
/** @type {(file: string, type: string) => string} */
const dataUrl = (file, type) => `data:${type};base64,${readFileSync(path.join(root, file)).toString("base64")}`;
const font = dataUrl(
  "node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2",
  "font/woff2",
);
const illustration = dataUrl("public/illustrations/home-hero.svg", "image/svg+xml");
const favicon = readFileSync(path.join(root, "public/favicon.svg"), "utf8");

const html = `<!doctype html><html><head><style>
@font-face { font-family: A; src: url("${font}") format("woff2"); font-weight: 700; }
body { margin: 0; width: 1200px; height: 630px; display: grid; grid-template-columns: 560px 640px; font-family: A, sans-serif; }
.left { background: #0c5252; color: #fff; padding: 64px 56px; display: flex; flex-direction: column; justify-content: center; gap: 28px; }
.mark { width: 96px; height: 96px; }
h1 { font-size: 64px; line-height: 1.05; margin: 0; }
p { font-size: 32px; line-height: 1.3; margin: 0; color: #e3f0ee; }
.right { background: #fbf8f3; display: flex; align-items: center; justify-content: center; }
.right img { width: 600px; height: 450px; }
</style></head><body>
<div class="left"><div class="mark">${favicon.replace("<svg", '<svg width="96" height="96"')}</div>
<h1>${read("name")}</h1><p>${read("tagline")}</p></div>
<div class="right"><img src="${illustration}" alt=""></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: "load" });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(root, "public/og-image.png"), type: "png" });
await browser.close();
console.log("Wrote public/og-image.png");
