import type { Page } from "@playwright/test";
import { BUDGET } from "../scripts/lib/budget.mjs";
import { expect, test } from "./fixtures";
import { english, onePerKind } from "./urls";

/** Collects layout shifts and the largest contentful paint from the start of the page's life. */
async function observePaint(page: Page) {
  await page.addInitScript(() => {
    const seen = { cls: 0, lcp: null as null | { tag: string; loading: string | null; text: string } };
    (window as unknown as { paintRecord: typeof seen }).paintRecord = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
      const element = last.element;
      seen.lcp = element && {
        tag: element.tagName.toLowerCase(),
        loading: element.getAttribute("loading"),
        text: (element.textContent ?? element.getAttribute("src") ?? "").slice(0, 60),
      };
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

const paint = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { paintRecord: { cls: number; lcp: { tag: string; loading: string | null; text: string } | null } })
        .paintRecord,
  );

/**
 * The pages measured at the desktop's width too: one of each kind, in both scripts. Every page is
 * measured at the phone's (the width the budget protects), and `npm run size` weighs every built
 * page without a browser; what the width changes is which element is the largest paint.
 */
const WIDE = new Set([
  "/",
  "/zh",
  "/contact",
  "/costs",
  "/services/dementia-care",
  "/zh/services/diabetes-care",
  "/blog/home-safety-tips-aging-adults",
]);

/**
 * Every English page, and one page of each layout in every other language: pages that share a
 * layout load the same code, pictures and styles, and differ only in their words, whose weight
 * `npm run size` checks on every page of every language.
 */
const measured = [...new Set([...english, ...onePerKind])];

test.describe("first load", () => {
  for (const url of measured) {
    test(`${url}: transfer within budget, no font before the first paint, images small and sized, main content not lazy-loaded`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile && !WIDE.has(url), "measured at the phone's width; at the desktop's, one page of each kind");
      await observePaint(page);
      await page.goto(url, { waitUntil: "networkidle" });
      const transfer = await page.evaluate(() => {
        const entries = [
          ...performance.getEntriesByType("navigation"),
          ...performance.getEntriesByType("resource"),
        ] as PerformanceResourceTiming[];
        return entries.map((entry) => ({
          name: entry.name,
          type: entry.initiatorType,
          bytes: entry.transferSize,
          body: entry.decodedBodySize,
        }));
      });
      const total = transfer.reduce((sum, entry) => sum + entry.bytes, 0);
      test.info().annotations.push({ type: "transfer", description: `${(total / 1024).toFixed(1)} KB in ${transfer.length} requests` });
      expect(total, transfer.map((entry) => `${entry.name} ${entry.bytes}`).join("\n")).toBeLessThanOrEqual(BUDGET.total);
      const bigImages = transfer.filter((entry) => entry.type === "img" && entry.body > BUDGET.image);
      expect(bigImages).toEqual([]);

      // A first visit paints in the matched fallback and fetches the web font after that paint,
      // for the next page (decision 012): nothing preloads it, nothing asks for it sooner.
      await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
      const firstPaint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0);
      for (const font of await page.evaluate(() =>
        performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2")),
      )) {
        expect(font.startTime, font.name).toBeGreaterThan(firstPaint);
      }

      const unsized = await page.locator("img:not([width][height])").count();
      expect(unsized, "images without width and height").toBe(0);

      const { lcp } = await paint(page);
      expect(lcp, "a largest contentful paint was recorded").not.toBeNull();
      expect(lcp!.loading, `LCP element <${lcp!.tag}> "${lcp!.text}"`).not.toBe("lazy");
    });
  }
});

test.describe("fonts", () => {
  // The worst case: a browser that fetched the web font before (so the page asks for it before
  // painting) no longer has it, and it comes a second late. font-display: optional keeps the
  // matched fallback the page painted in, so nothing moves.
  const samples = ["/", "/contact", "/services/copd-care", "/blog/home-safety-tips-aging-adults", "/faq", "/404", "/zh"];
  for (const url of samples) {
    test(`${url}: no layout shift when the web font comes late`, async ({ page, isMobile }) => {
      test.skip(!isMobile, "the fallback's metrics match the web font's at any width: measured at the phone's");
      await page.goto(url);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("fonts"))).not.toBeNull();
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await observePaint(page);
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(true);
      await page.waitForFunction(() => document.fonts.status === "loaded" && [...document.fonts].some((font) => font.status === "loaded"));
      await page.waitForTimeout(300);
      const { cls } = await paint(page);
      test.info().annotations.push({ type: "CLS", description: cls.toFixed(4) });
      expect(cls).toBeLessThanOrEqual(0.01);
    });
  }
});
