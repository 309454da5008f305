// `npm run time-to-send`: how long a visitor on a budget phone over a slow connection waits, on
// each page with a form, from the form coming into view to a send that works there and then (the
// form's code hydrated), and to a press being answered at all (held from the first paint:
// app/lib/held-press.tsx). The connection is a slow phone's (400 ms round trip, 400 kbit/s each
// way); the processor is slowed from this machine's CPU benchmark index (Lighthouse's, measured in
// the page) to the budget phone's (scripts/bench.mjs). Each page is opened cold, three times, and
// the median is reported. Writes bench/results/time-to-send.md.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { DEVICES, median, slowdownFor } from "./bench.mjs";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./chromium.mjs";
import { freePort } from "./lib/ports.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = 3;
/** A slow phone connection: 400 ms round trip, 400 kbit/s down and up. */
const NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
/** Every page with a form, one of each kind per language. */
const PAGES = ["/", "/contact", "/zh", "/zh/contact", "/ms/contact", "/ta/contact", "/locations", "/ta/care-guide"];

/**
 * @typedef {{ inView: number | null, hydrated: number | null, held: number | null }} Times
 * Milliseconds from the navigation's start: the form in view, in the page with its send held, hydrated.
 */

/** @param {number} ms */
const seconds = (ms) => (ms / 1000).toFixed(1);

/** @param {number[]} values */
const middle = (values) => median(values) ?? 0;

/** What the page recorded (in the page). */
const read = () => /** @type {{ sendTimes: Times }} */ (/** @type {unknown} */ (window)).sendTimes;

/**
 * Lighthouse's CPU benchmark index for this machine, measured in a blank page (median of three).
 * @param {import("@playwright/test").Browser} browser
 */
async function hostIndex(browser) {
  const require = createRequire(path.join(projectRoot, "bench", "package.json"));
  const pageFunctions = await import(require.resolve("lighthouse/core/lib/page-functions.js"));
  const source = pageFunctions.pageFunctions.computeBenchmarkIndex.toString();
  const page = await browser.newPage();
  /** @type {number[]} */
  const indexes = [];
  for (let run = 0; run < 3; run += 1) indexes.push(Number(await page.evaluate(`(${source})()`)));
  await page.close();
  return middle(indexes);
}

/**
 * One cold visit: when the form came into view, was in the page with its send held, and was hydrated.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} base
 * @param {string} url
 * @param {number} slowdown
 * @returns {Promise<Times>}
 */
async function visit(browser, base, url, slowdown) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2.625,
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", NETWORK);
  await session.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.addInitScript(() => {
    /** @type {{ inView: number | null, hydrated: number | null, held: number | null }} */
    const times = { inView: null, hydrated: null, held: null };
    Object.assign(window, { sendTimes: times });
    const watch = () => {
      const form = document.querySelector("main form");
      if (!form) return requestAnimationFrame(watch);
      new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting) && times.inView === null) times.inView = performance.now();
      }).observe(form);
      // The send is held (pressable) as soon as the page's first script has run and the form is in the page.
      times.held = performance.now();
      new MutationObserver(() => {
        if (!form.hasAttribute("data-hold") && times.hydrated === null) times.hydrated = performance.now();
      }).observe(form, { attributes: true });
    };
    document.addEventListener("DOMContentLoaded", watch);
  });
  await page.goto(base + url, { waitUntil: "commit" });
  // Brings the form into view as a visitor would, once it is in the page.
  await page.waitForSelector("main form", { state: "attached", timeout: 60_000 });
  await page
    .locator("main form")
    .first()
    .evaluate((/** @type {Element} */ form) => form.scrollIntoView({ block: "center" }));
  await page.waitForFunction(
    () => /** @type {{ sendTimes: Times }} */ (/** @type {unknown} */ (window)).sendTimes.hydrated !== null,
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  const times = await page.evaluate(read);
  await context.close();
  return times;
}

const port = await freePort();
const server = spawn(process.execPath, ["server/index.mjs"], {
  cwd: projectRoot,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    if (tries > 50) throw new Error("The site's server did not start");
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const index = await hostIndex(browser);
  const device = DEVICES.budget;
  const slowdown = slowdownFor(index, device.benchmarkIndex);
  console.log(
    `Host CPU benchmark index ${Math.round(index)}: ${slowdown}x slowdown for the ${device.title} (index ${device.benchmarkIndex}).`,
  );
  const rows = [];
  for (const url of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, base, url, slowdown));
    const wait = middle(runs.map((times) => Math.max(0, (times.hydrated ?? 0) - (times.inView ?? 0))));
    const row = {
      url,
      inView: middle(runs.map((times) => times.inView ?? 0)),
      held: middle(runs.map((times) => times.held ?? 0)),
      hydrated: middle(runs.map((times) => times.hydrated ?? 0)),
      wait,
    };
    console.log(
      `${url}: in view at ${Math.round(row.inView)} ms, pressable (held) from ${Math.round(row.held)} ms, working at ${Math.round(row.hydrated)} ms: ${Math.round(wait)} ms after coming into view`,
    );
    rows.push(row);
  }
  const table = [
    `# Time to a working send on a budget phone over a slow connection`,
    "",
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run time-to-send\`: 400 ms round trip, 400 kbit/s each way; CPU slowed ${slowdown}x ` +
      `(host CPU benchmark index ${Math.round(index)}, the ${device.title}'s ${device.benchmarkIndex}); each page opened cold ${RUNS} times, medians; ` +
      "a phone 390 px wide; the form scrolled into view as soon as it is in the page.",
    "",
    "- **Pressable**: the send button takes a press, which is held and made once the code is here (from the page's first script on).",
    "- **Working**: the form's code has hydrated it, so a press is answered at once.",
    "",
    "| Page | Form in view (s) | Pressable (s) | Working (s) | Wait after coming into view (s) |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row) => `| ${row.url} | ${seconds(row.inView)} | ${seconds(row.held)} | ${seconds(row.hydrated)} | ${seconds(row.wait)} |`,
    ),
    "",
  ].join("\n");
  mkdirSync(path.join(projectRoot, "bench", "results"), { recursive: true });
  writeFileSync(path.join(projectRoot, "bench", "results", "time-to-send.md"), table);
  console.log(`\nWritten to bench/results/time-to-send.md`);
} finally {
  await browser.close();
  server.kill();
}
