import type { Page } from "@playwright/test";
import { expect, test, waitForStylesheet } from "./fixtures";

// A page is fully styled whatever becomes of the loader that starts its scripts after the first
// paint: the full stylesheet comes from a classic script of its own (scripts/defer-hydration.mjs),
// so a failed data fetch, a browser without paint timing, a loader the browser cannot parse and
// module scripts that never run all leave the page looking as it does when everything works, on
// screen and on paper. The pages are the long ones, whose HTML carries only the first screen's CSS.

/**
 * The look of what the first screen's CSS does not cover: every element of the footer and of the
 * main content (forms aside, which change as their code arrives), by the properties a missing
 * stylesheet changes, on screen and then in print.
 */
async function look(page: Page) {
  const styles = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("main *, body > footer, body > footer *, body > div > footer, body > div > footer *")]
        .filter((element) => !element.closest("form, [aria-live]"))
        .map((element) => {
          const style = getComputedStyle(element);
          return [
            element.tagName,
            style.display,
            style.backgroundColor,
            style.color,
            style.fontSize,
            style.paddingTop,
            style.marginTop,
            style.borderTopWidth,
          ].join(" ");
        }),
    );
  const screen = await styles();
  await page.emulateMedia({ media: "print" });
  const paper = await styles();
  await page.emulateMedia({ media: "screen" });
  return { screen, paper };
}

/** Rewrites the page's HTML as the server sends it. */
async function rewriteDocument(page: Page, url: string, change: (html: string) => string) {
  await page.route(
    (address) => address.pathname === url,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text()) });
    },
  );
}

const faults: [string, (page: Page, url: string) => Promise<unknown>][] = [
  ["the loader's data fetch fails", (page) => page.route(/__hydrate-[^/]*\.data$/, (route) => route.fulfill({ status: 500, body: "" }))],
  ["the browser has no paint timing", (page) => page.addInitScript(() => Reflect.deleteProperty(window, "PerformanceObserver"))],
  [
    "the browser cannot parse the loader",
    (page, url) =>
      rewriteDocument(page, url, (html) => html.replace('<script type="module" async="">', '<script type="module" async="">await await;')),
  ],
  [
    "module scripts do not run",
    (page, url) => rewriteDocument(page, url, (html) => html.replaceAll('<script type="module"', '<script type="text/x-not-run"')),
  ],
];

test.describe("styles that do not wait on the loader", () => {
  test.skip(({ isMobile }) => !isMobile, "the stylesheet's arrival does not depend on the width: checked at the phone's");
  for (const url of ["/zh/costs", "/zh/services/diabetes-care"]) {
    for (const [fault, apply] of faults) {
      test(`${url}: fully styled, on screen and in print, when ${fault}`, async ({ page }) => {
        // The page as it looks when everything works, in a tab of the same browser.
        const working = await page.context().newPage();
        await working.goto(url, { waitUntil: "networkidle" });
        await waitForStylesheet(working);
        const expected = await look(working);
        expect(expected.screen.length).toBeGreaterThan(50);
        await working.close();

        await apply(page, url);
        await page.goto(url, { waitUntil: "networkidle" });
        // After the first paint, or a second at most where paint timing is missing.
        await waitForStylesheet(page);
        const seen = await look(page);
        expect.soft(seen.screen, "on screen").toEqual(expected.screen);
        expect.soft(seen.paper, "in print").toEqual(expected.paper);
      });
    }
  }
});
