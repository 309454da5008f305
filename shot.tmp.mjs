import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "/work/main/scripts/chromium.mjs";
const [url, out, width, selector, js] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, javaScriptEnabled: js !== "nojs" });
await page.route((u) => !u.href.startsWith("http://127.0.0.1"), (r) => r.fulfill({ status: 204, body: "" }));
await page.goto(url);
await page.waitForTimeout(1500);
if (selector) { const el = page.locator(selector).first(); await el.scrollIntoViewIfNeeded(); await el.screenshot({ path: out }); }
else await page.screenshot({ path: out, fullPage: false });
await browser.close();
