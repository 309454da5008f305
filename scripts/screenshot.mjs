// Dev aid: screenshots of built pages at phone and desktop widths, for looking at the design.
// Usage: npm run build && npx node scripts/screenshot.mjs [out-dir] [path ...]   (a server must be running at $BASE_URL)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const base = process.env.BASE_URL ?? "http://localhost:4173";
const [out = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await page.route(
    (url) => !url.href.startsWith(base),
    (route) => route.fulfill({ status: 204, body: "" }),
  );
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path);
    // Scroll through once so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(400);
    const stem = `${out}/${width}${path === "/" ? "-home" : path.replaceAll("/", "-")}`;
    // Tall pages are cut into screen-sized parts, so each picture stays readable.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const part = width === 390 ? 1400 : 1800;
    for (let y = 0, index = 1; y < height; y += part, index += 1) {
      const name = `${stem}-${index}.png`;
      await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y, width, height: Math.min(part, height - y) } });
      console.log(name);
    }
  }
  await page.close();
}
await browser.close();
