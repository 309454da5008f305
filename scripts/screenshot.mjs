// Dev aid: screenshots of built pages at phone and desktop widths, for looking at the design.
// Usage: npm run build && node scripts/screenshot.mjs [out-dir] [path ...]   (server must be running on $BASE_URL)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:4173";
const [out = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await page.route((url) => !url.href.startsWith(base), (route) => route.fulfill({ status: 204, body: "" }));
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path);
    await page.waitForTimeout(300);
    const name = `${out}/${width}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== "0" });
    console.log(name);
  }
  await page.close();
}
await browser.close();
