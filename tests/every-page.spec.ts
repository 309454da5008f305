import { axeViolations, expect, lostContent, test, waitForHydration } from "./fixtures";
import {
  TEXT_SPACING,
  images,
  firstLoad,
  loadFrames,
  motion,
  navigationLandmarks,
  observePaint,
  overBudget,
  paint,
  runningAnimations,
  smallControls,
  sources,
  watchViolations,
  withReaderStyle,
} from "./page-checks";
import { everyPage, widePages } from "./urls";

// Every page of every language at the phone's width, and at the desktop's each layout in English
// and in one other language (tests/urls.ts: pages that share a module differ only in words, which
// the phone's run reads), loaded once for all the checks a page must pass in a browser: WCAG 2.2
// A/AA (axe), then what axe does not see (body text at 7:1, landmarks, motion, 44 px targets, text
// scaling, reflow), the first load's bytes against the budget, the console and the page's own
// Content-Security-Policy.
// What does not depend on the width (the policy's header, the colours, the 320 px reflow) is
// checked once, at the phone's width; the served HTML of every page is checked without a browser
// in tests/pages.spec.ts and tests/seo.spec.ts.

test.describe("every page", () => {
  // Each test runs a dozen checks (axe, reflow at three settings, every target's size) on one page:
  // three times the usual time, so a busy machine slows it without failing it.
  test.slow();
  for (const url of everyPage) {
    // A skip decided before the test's page is opened: a skipped test costs nothing.
    const wide = widePages.includes(url);
    test.describe(() => {
      test.skip(
        ({ isMobile }) => !isMobile && !wide,
        "every page at the phone's width; at the desktop's, each layout in English and in one other language",
      );
      test(`${url}: WCAG 2.2 A/AA, body text at 7:1, landmarks, 44 px targets, no motion when reduced, no content lost at 200% text, text spacing or 320 px, first load within budget, no console error, no policy violation`, async ({
        page,
        isMobile,
        consoleErrors,
      }) => {
        const violations = await watchViolations(page);
        await observePaint(page);
        await page.emulateMedia({ reducedMotion: "reduce" });
        const response = await page.goto(url);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);

        // The policy: scripts and the first screen's <style> allowed by their hashes, never inline at large.
        if (isMobile) {
          const policy = response?.headers()["content-security-policy"] ?? "";
          for (const directive of ["script-src", "style-src"]) {
            expect.soft(sources(policy, directive), directive).not.toContain("'unsafe-inline'");
            expect
              .soft(
                sources(policy, directive).some((source) => source.startsWith("'sha256-")),
                directive,
              )
              .toBe(true);
          }
        }

        // WCAG 2.2 A/AA as axe runs it, one heading, no sideways scrolling.
        await expect.soft(page.locator("h1")).toHaveCount(1);
        const width = page.viewportSize()?.width ?? 0;
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // Body text at 7:1 on its real background, as axe computes it in the page, in the same pass:
        // the colours are the same at every width, so it is judged once, at the phone's.
        if (isMobile) {
          const { violations: found, bodyText } = await axeViolations(page, { bodyText: true });
          expect.soft(found).toEqual([]);
          test.info().annotations.push({ type: "body text elements checked at 7:1", description: String(bodyText.checked) });
          expect.soft(bodyText.checked, "body text elements checked").toBeGreaterThan(0);
          expect.soft(bodyText.failures).toEqual([]);
        } else {
          expect.soft(await axeViolations(page)).toEqual([]);
        }
        // The first load within the byte budget: every byte fetched by the time the network is
        // quiet, images small, the web font asked for after the first paint (nothing preloads it,
        // decision 012), and a largest paint that was not lazy-loaded. Before anything below scrolls
        // or restyles the page, which could bring more of it in.
        const load = overBudget(await firstLoad(page));
        test.info().annotations.push({ type: "first load", description: `${(load.total / 1024).toFixed(1)} KB` });
        expect.soft(load.faults).toEqual([]);
        await expect.soft(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
        // The paint's entry is written once the frame is shown, which a busy machine can delay.
        await expect.poll(async () => (await paint(page)).lcp, { message: "a largest contentful paint was recorded" }).not.toBeNull();
        const { lcp } = await paint(page);
        expect.soft(lcp?.loading, `largest paint <${lcp?.tag}> "${lcp?.text}"`).not.toBe("lazy");

        // Every link that opens a new tab gives the new page no access to this one.
        const newTabRels = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((link) => link.getAttribute("rel")));
        for (const rel of newTabRels) expect.soft(rel).toBe("noopener noreferrer");

        // One main holding the page's heading, one banner and one contentinfo (the COPD page draws its own).
        await expect.soft(page.getByRole("main")).toHaveCount(1);
        await expect.soft(page.locator('main, [role="main"]')).toHaveCount(1);
        await expect.soft(page.getByRole("main").locator("h1")).toHaveCount(1);
        await expect.soft(page.getByRole("banner")).toHaveCount(1);
        await expect.soft(page.getByRole("contentinfo")).toHaveCount(1);
        // Every navigation landmark is named, and the names on screen tell them apart.
        const navs = await navigationLandmarks(page);
        expect
          .soft(
            navs.filter((nav) => !nav.name),
            "unnamed navigation",
          )
          .toEqual([]);
        const shownNames = navs.filter((nav) => nav.shown).map((nav) => nav.name);
        expect.soft(new Set(shownNames).size, `navigation names ${shownNames.join(", ")}`).toBe(shownNames.length);
        // The skip link comes first and leads to the main landmark.
        expect
          .soft(
            await page.evaluate(() =>
              document.querySelector("a[href], button, input, select, textarea, [tabindex]:not([tabindex^='-'])")?.getAttribute("href"),
            ),
          )
          .toBe("#main");
        await expect.soft(page.getByRole("main")).toHaveAttribute("id", "main");

        // Reduced motion: instant scrolling, nothing moves.
        const still = await motion(page);
        expect.soft(still.scrollBehavior).toBe("auto");
        expect.soft(still.moving).toEqual([]);
        expect.soft(await runningAnimations(page)).toEqual([]);

        // Every control shown at this width is at least 44 x 44 px; every image is described and sized.
        const { checked, small } = await smallControls(page);
        test.info().annotations.push({ type: "controls checked for 44 x 44 px", description: String(checked) });
        expect.soft(checked).toBeGreaterThan(0);
        expect.soft(small).toEqual([]);
        for (const image of await images(page)) {
          expect.soft(image.alt, `${image.src} alt`).toBeTruthy();
          expect.soft(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
          expect.soft(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
        }

        // 200% text (every size is in rem), then the WCAG 1.4.12 spacing, at this project's width.
        for (const [name, css] of [
          ["200% text", "html { font-size: 200% }"],
          ["text spacing", TEXT_SPACING],
        ] as const) {
          expect.soft(await withReaderStyle(page, css, () => lostContent(page)), name).toEqual({ sideways: 0, beyond: [], clipped: [] });
        }

        // What the visitor can open (the contact page's map) is allowed by the page's policy too;
        // nothing the page did broke it, and nothing went to the console.
        if (!isMobile) await loadFrames(page);
        expect.soft(await violations()).toEqual([]);
        expect.soft(consoleErrors).toEqual([]);

        // WCAG 1.4.10: content reflows into 320 CSS px (once: the same at any project's width).
        if (isMobile) {
          await page.setViewportSize({ width: 320, height: 720 });
          expect.soft(await lostContent(page), "320 px wide").toEqual({ sideways: 0, beyond: [], clipped: [] });
        }
      });
    });
  }
});
