import type { Locator, Page } from "@playwright/test";
import * as overviewModule from "../app/content/services/overview";
import { articleIn, composed, interfaceIn } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

const { learnMore } = composed("services/overview", overviewModule).cardLabels;
/** The footer's link to /services. */
const footerServices = interfaceIn("en")
  .footerGroups.flatMap((group): readonly { to: string; label: string }[] => group.links)
  .find((link) => link.to === "/services")!.label;

// Back and Forward return the reader to where they were on a page; a new page starts at the top.

/** How far a restored position may be from the one the reader left. */
const TOLERANCE_PX = 50;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the link into the middle of the screen, as a reader would, and returns the page's scroll position. */
async function scrollToLink(page: Page, link: Locator) {
  await link.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  // Let any smooth scroll settle before reading the position.
  await expect
    .poll(async () => {
      const first = await scrollY(page);
      await page.waitForTimeout(150);
      return (await scrollY(page)) - first;
    })
    .toBe(0);
  return scrollY(page);
}

const lists: { from: string; link: (page: Page) => Locator; to: string }[] = [
  {
    from: "/services",
    link: (page: Page) => page.getByRole("link", { name: learnMore, exact: true }).and(page.locator('[href="/services/live-in-care"]')),
    to: "/services/live-in-care",
  },
  {
    from: "/blog",
    link: (page: Page) => page.getByRole("link", { name: articleIn("en", "supporting-family-caregivers").title }),
    to: "/blog/supporting-family-caregivers",
  },
];

for (const { from, link, to } of lists) {
  test(`${from}: Back returns to the place in the list, Forward to the top of the post`, async ({ page }) => {
    await page.goto(from);
    await waitForHydration(page);
    const left = await scrollToLink(page, link(page));
    expect(left).toBeGreaterThan(800);

    await link(page).click();
    await expect(page).toHaveURL(to);
    // A new page starts at the top, with focus on its heading.
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.locator("main h1")).toBeFocused();
    // Read a little way down the post, so Forward has a place to come back to.
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await expect.poll(() => scrollY(page)).toBe(400);

    await page.goBack();
    await expect(page).toHaveURL(from);
    await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(TOLERANCE_PX);
    // Focus does not jump to the page's heading: that would scroll a screen reader to the top.
    await expect(page.locator("main h1")).not.toBeFocused();
    // It stays there: nothing scrolls the page away a moment later.
    await page.waitForTimeout(500);
    expect(Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(TOLERANCE_PX);

    await page.goForward();
    await expect(page).toHaveURL(to);
    await expect.poll(async () => Math.abs((await scrollY(page)) - 400)).toBeLessThanOrEqual(TOLERANCE_PX);
    await expect(page.locator("main h1")).not.toBeFocused();
  });
}

test("a link to a page visited before still starts at the top", async ({ page }) => {
  const card = page.getByRole("link", { name: learnMore, exact: true }).and(page.locator('[href="/services/live-in-care"]'));
  await page.goto("/services");
  await waitForHydration(page);
  await scrollToLink(page, card);
  await card.click();
  await expect(page).toHaveURL("/services/live-in-care");
  // Back to the overview by a link, not by Back: a new visit, so the top of the page.
  await page.getByRole("contentinfo").getByRole("link", { name: footerServices, exact: true }).click();
  await expect(page).toHaveURL("/services");
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.locator("main h1")).toBeFocused();
});

test("a reload keeps the place on a page reached by a link, as browsers do", async ({ page }) => {
  const card = page.getByRole("link", { name: learnMore, exact: true }).and(page.locator('[href="/services/live-in-care"]'));
  await page.goto("/services");
  await waitForHydration(page);
  await scrollToLink(page, card);
  await card.click();
  await expect(page).toHaveURL("/services/live-in-care");
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await expect.poll(() => scrollY(page)).toBe(600);

  await page.reload();
  await waitForHydration(page);
  await expect.poll(async () => Math.abs((await scrollY(page)) - 600)).toBeLessThanOrEqual(TOLERANCE_PX);
  // Hydration leaves it there.
  await page.waitForTimeout(500);
  expect(Math.abs((await scrollY(page)) - 600)).toBeLessThanOrEqual(TOLERANCE_PX);

  // After the reload, a link still starts the next page at the top, and Back still returns.
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: footerServices, exact: true });
  const left = await scrollToLink(page, footerLink);
  await footerLink.click();
  await expect(page).toHaveURL("/services");
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL("/services/live-in-care");
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(TOLERANCE_PX);
});

/**
 * Starts recording the scroll position of every frame that shows a page other than the one on
 * screen now (told apart by its heading), until `stop` frames have been seen or 3 s have passed.
 */
async function recordNextPage(page: Page, frames = 20) {
  await page.evaluate((count) => {
    const before = document.querySelector("main h1")?.textContent;
    const seen: number[] = [];
    Object.assign(window, { seen });
    const started = performance.now();
    const sample = () => {
      if (document.querySelector("main h1")?.textContent !== before) seen.push(Math.round(window.scrollY));
      if (seen.length < count && performance.now() - started < 3000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, frames);
  return async () => {
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: number[] }).seen.length)).toBeGreaterThan(5);
    return page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  };
}

// Pages whose lower parts wait for their code (app/lib/deferred.tsx) are drawn anew in the browser
// on Back and Forward, parts and all: the reader is put back to the pixel, from the first frame
// that shows the page, in every language; and the page a link opens is at its top from its first
// frame.
const deferredPages = [
  { from: "/", to: "/services/dementia-care" },
  { from: "/zh/services/dementia-care", to: "/zh/costs" },
  { from: "/ms", to: "/ms/services/dementia-care" },
  { from: "/ta/services/dementia-care", to: "/ta/costs" },
];

for (const { from, to } of deferredPages) {
  test(`${from}: Back and Forward put the reader back to the pixel, and ${to} opens at its top`, async ({ page }) => {
    await page.goto(from);
    await waitForHydration(page);
    const link = page.locator(`main a[href="${to}"]`).first();
    const left = await scrollToLink(page, link);
    expect(left).toBeGreaterThan(800);

    let frames = await recordNextPage(page);
    await link.click();
    await expect(page).toHaveURL(to);
    expect.soft(new Set(await frames()), "the new page's frames").toEqual(new Set([0]));
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    await expect.poll(() => scrollY(page)).toBe(300);

    frames = await recordNextPage(page);
    await page.goBack();
    await expect(page).toHaveURL(from);
    expect.soft(new Set(await frames()), "the frames after Back").toEqual(new Set([left]));

    frames = await recordNextPage(page);
    await page.goForward();
    await expect(page).toHaveURL(to);
    expect.soft(new Set(await frames()), "the frames after Forward").toEqual(new Set([300]));
  });
}
