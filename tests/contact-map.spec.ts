import type { Page, Request } from "@playwright/test";
import * as contactModule from "../app/content/contact";
import { composed } from "./content";
import { axeViolations, expect, tabTo, test, waitForHydration, holdRequests } from "./fixtures";
import { ONE_WIDTH } from "./tags";

const { map, registration } = composed("contact", contactModule);
/** The registration number's label: the words its <label> tag holds. */
const registrationLabel = /<label>(.*?)<\/label>/.exec(registration.text)![1]!;

// The contact page's map comes from Google, which sets cookies and learns of the visit as soon as
// its embed loads: it loads only when the visitor presses 'Show map'.

const MAP_ORIGIN = "https://www.google.com";

/** Records every request the page makes to the map's origin, from the first byte on. */
function watchMapRequests(page: Page) {
  const requests: string[] = [];
  page.on("request", (request: Request) => {
    if (request.url().startsWith(MAP_ORIGIN)) requests.push(request.url());
  });
  return requests;
}

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} refused ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const mapFrame = (page: Page) => page.locator("iframe");
const showMap = (page: Page) => page.getByRole("button", { name: map.showLabel });

test(
  "nothing goes to the map's provider until 'Show map' is pressed; then the map loads in place",
  { tag: ONE_WIDTH },
  async ({ page, context }) => {
    const requests = watchMapRequests(page);
    const violations = await watchViolations(page);
    await page.goto("/contact");
    await waitForHydration(page);
    const button = showMap(page);
    await button.scrollIntoViewIfNeeded();
    // Time for a lazy frame to start loading, had there been one.
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    expect((await context.cookies()).filter((cookie) => !cookie.domain.includes("127.0.0.1"))).toEqual([]);
    await expect(mapFrame(page)).toHaveCount(0);

    // The card: the address, the button (a 44 px target) and, beside it, the directions link.
    const card = page.locator("[data-frame-src]");
    await expect(card.locator("address")).toContainText("Singapore");
    const target = await button.boundingBox();
    expect(target!.height).toBeGreaterThanOrEqual(44);
    expect(target!.width).toBeGreaterThanOrEqual(44);
    await expect(page.getByRole("link", { name: map.directionsLabel })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);
    expect(await axeViolations(page)).toEqual([]);
    // The card's height follows its text at any size; its width stays within the page.
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const boxBefore = await card.boundingBox();
    const below = page.getByText(registrationLabel).first();
    const footerBefore = await page.getByRole("contentinfo").boundingBox();
    const belowBefore = await below.boundingBox();

    await button.click();
    await expect(mapFrame(page)).toHaveCount(1);
    await expect(mapFrame(page).contentFrame().locator("body")).toContainText("Stand-in");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    // Keyboard focus moves to the map, which fills the card's box; nothing else on the page moves.
    await expect(mapFrame(page)).toBeFocused();
    const frameBox = (await mapFrame(page).boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    // The map fills the card inside its 1 px border.
    expect(Math.abs(frameBox.width - (cardBox.width - 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(frameBox.height - (cardBox.height - 2))).toBeLessThanOrEqual(1);
    expect(await card.boundingBox()).toEqual(boxBefore);
    expect(await below.boundingBox()).toEqual(belowBefore);
    expect(await page.getByRole("contentinfo").boundingBox()).toEqual(footerBefore);
    await expect(mapFrame(page)).toHaveAttribute("title", map.iframeTitle);
    expect(await violations()).toEqual([]);
  },
);

test("'Show map' works from the keyboard", { tag: ONE_WIDTH }, async ({ page }) => {
  const requests = watchMapRequests(page);
  await page.goto("/contact");
  await waitForHydration(page);
  await showMap(page).focus();
  await expect(showMap(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(mapFrame(page)).toBeFocused();
  await expect.poll(() => requests.length).toBe(1);
  // Tab moves on from the map to the directions link beside it.
  await tabTo(page, page.getByRole("link", { name: map.directionsLabel }), 10);
});

test("'Show map' pressed before its code has come is answered once the code arrives", { tag: ONE_WIDTH }, async ({ page }) => {
  const requests = watchMapRequests(page);
  // The office card's code is held back until the button has been pressed.
  const code = await holdRequests(page, /\/assets\/office-location-[^/]+\.js$/);
  await page.goto("/contact");
  await waitForHydration(page);
  await showMap(page).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => code.asked.length).toBeGreaterThan(0);
  expect(requests).toEqual([]);
  code.release();
  // Pressed once, answered once: the map loads in place, once.
  await expect(mapFrame(page)).toHaveCount(1);
  await expect.poll(() => requests.length).toBe(1);
  await expect(showMap(page)).toHaveCount(0);
});
