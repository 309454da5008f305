import type { Page } from "@playwright/test";
import { BUDGET } from "../scripts/lib/budget.mjs";
import { expect, test } from "./fixtures";
import { everyPage } from "./urls";

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

test.describe("first load", () => {
  for (const url of everyPage) {
    test(`${url}: transfer within budget, both font weights preloaded, images small and sized, main content not lazy-loaded`, async ({
      page,
    }) => {
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

      // The fonts (latin subsets, woff2) are asked for with the HTML, not after the CSS.
      for (const weight of ["400", "700"]) {
        await expect(page.locator(`head link[rel="preload"][as="font"][type="font/woff2"][href*="-latin-${weight}-"]`)).toHaveCount(1);
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
  // The worst case: the web fonts arrive a second after the text has painted in the fallback.
  // The fallback's metrics are matched to Atkinson Hyperlegible Next, so the swap moves nothing.
  const samples = ["/", "/contact", "/services/copd-care", "/blog/home-safety-tips-aging-adults", "/faq", "/404"];
  for (const url of samples) {
    test(`${url}: no layout shift when late fonts replace the fallback`, async ({ page }) => {
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await observePaint(page);
      await page.goto(url);
      await page.waitForFunction(() => document.fonts.status === "loaded" && [...document.fonts].some((font) => font.status === "loaded"));
      await page.waitForTimeout(300);
      const { cls } = await paint(page);
      test.info().annotations.push({ type: "CLS", description: cls.toFixed(4) });
      expect(cls).toBeLessThanOrEqual(0.01);
    });
  }
});
