import { expect, test } from "./fixtures";
import { observePaint, paint } from "./page-checks";

// A page's first load (its transfer within the budget, the web font after the first paint, its
// images, its largest paint) is measured on every page, in tests/every-page.spec.ts, on the same
// load as its other checks.

test.describe("fonts", () => {
  // The worst case: a browser that fetched the web font before (so the page asks for it before
  // painting) no longer has it, and it comes a second late. font-display: optional keeps the
  // matched fallback the page painted in, so nothing moves.
  test.skip(({ isMobile }) => !isMobile, "the fallback's metrics match the web font's at any width: measured at the phone's");
  const samples = ["/", "/contact", "/services/copd-care", "/blog/home-safety-tips-aging-adults", "/faq", "/404", "/zh"];
  for (const url of samples) {
    test(`${url}: no layout shift when the web font comes late`, async ({ page }) => {
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
