import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** WCAG 2.2 A and AA, as axe tags them. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Every test page: requests that would leave this machine (the map, social sites) are answered
 * locally, so tests are fast, offline and never depend on a third party.
 * `consoleErrors` collects what the page logs as errors.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, baseURL }, use) => {
    await page.route(
      (url) => !url.href.startsWith(baseURL ?? ""),
      (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><html lang=en><title>Stand-in</title><p>Stand-in for a third-party page.</p></html>",
        }),
    );
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

/** Runs axe on the page and returns its violations with the offending selectors. */
export async function axeViolations(page: Page) {
  // Let transitions (a toast sliding in) finish: half-faded text would be judged mid-fade.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude("iframe").analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Waits until React has hydrated the prerendered page, so clicks reach their handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__react"));
  });
}
