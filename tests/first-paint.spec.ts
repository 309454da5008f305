import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { expect, holdRequests, layoutShifts, test, waitForHydration, watchLayoutShifts } from "./fixtures";
import { ONE_WIDTH } from "./tags";

// The first response alone paints the first screen, in its final form (decision 012): the CSS
// it needs is in the HTML, and nothing that arrives later (the stylesheet, the web font) changes
// what was painted.

/** Pages of both languages and every kind: home, a form, a service, an article, a table, the 404. */
const samples = ["/", "/contact", "/services/dementia-care", "/blog/home-safety-tips-aging-adults", "/costs", "/404", "/zh", "/zh/contact"];

/** When the page first painted contentful pixels, in ms from navigation start; null before that. */
const firstContentfulPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);

test.describe("the first screen's CSS is in the page", () => {
  for (const url of samples) {
    test(`${url} paints, styled, while no request for the stylesheet has completed`, async ({ page }) => {
      // Hold every request for the full stylesheet until the test has looked at the painted page.
      const stylesheet = await holdRequests(page, /\/assets\/app-[^/]+\.css$/);
      await watchLayoutShifts(page);
      await page.goto(url, { waitUntil: "domcontentloaded" });
      await expect.poll(() => firstContentfulPaint(page)).not.toBeNull();
      const completed = await page.evaluate(() =>
        performance.getEntriesByType("resource").filter((entry) => /\/app-[^/]+\.css$/.test(entry.name)),
      );
      expect(completed, "a stylesheet request completed before the first paint").toEqual([]);
      // Styled by the CSS in the page: the page's background, the heading's size and weight.
      const looks = await page.evaluate(() => {
        const heading = getComputedStyle(document.querySelector("h1")!);
        return {
          background: getComputedStyle(document.body).backgroundColor,
          size: parseFloat(heading.fontSize),
          weight: heading.fontWeight,
        };
      });
      expect(looks.background).toBe("rgb(251, 248, 243)");
      expect(looks.size).toBeGreaterThanOrEqual(30);
      expect(looks.weight).toBe("700");
      const shiftedBefore = await layoutShifts(page);
      stylesheet.release();
      // The stylesheet still comes, once the page has painted, and moves nothing that was painted.
      await expect.poll(() => stylesheet.asked.length).toBeGreaterThan(0);
      await expect
        .poll(() => page.evaluate(() => Boolean(document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"]')?.sheet)))
        .toBe(true);
      await waitForHydration(page);
      expect(await layoutShifts(page)).toBe(shiftedBefore);
      await page.unroute(/\/assets\/app-[^/]+\.css$/);
    });
  }

  test("without JavaScript, the page is styled and loads the full stylesheet", { tag: ONE_WIDTH }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const stylesheet = page.waitForResponse(/\/assets\/app-[^/]+\.css$/);
    await page.goto("/contact");
    expect((await stylesheet).ok()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(251, 248, 243)");
    await context.close();
  });
});

test.describe("the font is painted once", () => {
  for (const url of ["/", "/zh"]) {
    test(
      `${url}: a first visit fetches no font before its first paint; the next visit paints in Atkinson, once`,
      { tag: ONE_WIDTH },
      async ({ page }) => {
        await page.addInitScript(() => {
          const seen: { at: number; tag: string }[] = [];
          Object.assign(window, { largestPaints: seen });
          new PerformanceObserver((list) =>
            seen.push(
              ...list.getEntries().map((entry) => ({
                at: entry.startTime,
                tag: (entry as PerformanceEntry & { element: Element | null }).element?.tagName ?? "",
              })),
            ),
          ).observe({
            type: "largest-contentful-paint",
            buffered: true,
          });
        });
        await page.goto(url);
        await waitForHydration(page);
        const first = await page.evaluate(() => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          fonts: performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2")),
          marked: document.documentElement.hasAttribute("data-fonts"),
        }));
        expect(first.marked).toBe(false);
        for (const font of first.fonts) expect(font.startTime, font.name).toBeGreaterThan(first.fcp);
        // Fetched after that paint, for the next page.
        await expect.poll(() => page.evaluate(() => localStorage.getItem("fonts"))).not.toBeNull();

        await page.reload();
        await waitForHydration(page);
        const next = await page.evaluate(() => ({
          marked: document.documentElement.hasAttribute("data-fonts"),
          family: getComputedStyle(document.querySelector("h1")!).fontFamily,
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          largest: (window as unknown as { largestPaints: { at: number; tag: string }[] }).largestPaints,
        }));
        expect(next.marked).toBe(true);
        expect(next.family.startsWith('"Atkinson Hyperlegible Next"')).toBe(true);
        expect(await page.evaluate(() => document.fonts.check('700 1em "Atkinson Hyperlegible Next"'))).toBe(true);
        // The text is painted once, at the first paint, and nothing becomes the largest paint later:
        // the hero picture is a drawing in the page, never an image that arrives after it.
        expect(next.largest[0]?.at).toBe(next.fcp);
        expect(next.largest.filter(({ at }) => at > next.fcp)).toEqual([]);
      },
    );
  }
});

test.describe("the first screen needs nothing but the HTML", () => {
  // Pages of every kind, long and short, in both languages; on some the hero picture's drawing
  // fits the first round trip and is in the page, on others it comes after the first paint.
  const pages = [
    "/",
    "/contact",
    "/zh/about",
    "/services/dementia-care",
    "/zh/services/diabetes-care",
    "/blog/home-safety-tips-aging-adults",
  ];
  for (const url of pages) {
    test(`${url}: no request of the page's before the first paint; the tab's icon's link as the HTML names it; the first screen's icons in the HTML, every drawing there after`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(url)).text();
      const inPage = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id));
      // The header's icons (the help bar's phone and WhatsApp) are among the first screen's.
      expect([...inPage]).toEqual(expect.arrayContaining(["i-phone", "i-message-circle"]));
      expect(html).not.toMatch(/<use href="\/assets\//);
      expect(html).not.toMatch(/<img[^>]*fetchPriority="high"/);

      await page.goto(url, { waitUntil: "networkidle" });
      // The paint's entry is written once the frame is shown; on a busy machine, the first use of
      // the Chinese system font can put that after the network has gone quiet.
      await expect.poll(() => firstContentfulPaint(page)).not.toBeNull();
      const { fcp, early } = await page.evaluate(() => {
        const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        // A picture marked lazy, below the first screen, is fetched when the browser's look-ahead
        // reaches it, which can be in the frame of the first paint: the paint does not wait for it.
        const lazy = new Set([...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map((image) => image.src));
        const before = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime < painted && !lazy.has(entry.name))
          .map((entry) => new URL(entry.name).pathname);
        return { fcp: painted, early: before };
      });
      expect(fcp).toBeGreaterThan(0);
      // The tab's icon is the browser's request, not the page's: a browser with tabs may send it as
      // soon as it reads the link, before the first paint or after it, and the paint never waits for it.
      expect(early.filter((path) => path !== "/favicon.svg")).toEqual([]);
      // The icon's link is left as the HTML names it: nothing renames it to move a measuring tool's estimate.
      expect(html).toMatch(/<link rel="icon" href="\/favicon\.svg"/);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
      // After the first paint, every icon and picture finds its drawing.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              [...document.querySelectorAll("use")].filter((use) => !document.getElementById(use.getAttribute("href")?.slice(1) ?? ""))
                .length,
          ),
        )
        .toBe(0);
    });
  }

  test("the full browser asks for the tab's icon once, at the address the HTML names", { tag: ONE_WIDTH }, async ({ baseURL }) => {
    // The headless shell the other tests drive has no tabs and never asks for an icon: the full
    // browser does, and the DevTools protocol sees its request, which the page's timing may not list.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage({ baseURL });
      const devtools = await page.context().newCDPSession(page);
      await devtools.send("Network.enable");
      const asked: string[] = [];
      devtools.on("Network.requestWillBeSent", (event) => asked.push(new URL(event.request.url).pathname));
      await page.goto("/zh/about", { waitUntil: "networkidle" });
      await expect.poll(() => asked.filter((path) => path === "/favicon.svg").length).toBe(1);
      expect(asked.filter((path) => path === "/favicon.ico")).toEqual([]);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    } finally {
      await browser.close();
    }
  });

  test("a hero picture whose drawing comes after the first paint keeps its room, its description and the page still", async ({
    page,
    request,
  }) => {
    // A page whose picture's drawing does not fit its first round trip, so the loader fetches it.
    const url = "/zh/about";
    const picture = "/illustrations/about-hero.svg";
    expect(await (await request.get(url)).text()).not.toContain('<symbol id="picture-about-hero"');
    const drawing = await holdRequests(page, `**${picture}`);
    await watchLayoutShifts(page);
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await expect.poll(() => firstContentfulPaint(page)).not.toBeNull();
    const hero = page.locator(`svg[data-picture="${picture}"]`);
    await expect(hero).toHaveAttribute("role", "img");
    expect((await hero.getAttribute("aria-label"))?.length).toBeGreaterThan(10);
    const box = await hero.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
    drawing.release();
    await expect(page.locator("#picture-about-hero")).toHaveCount(1);
    expect(await hero.boundingBox()).toEqual(box);
    await waitForHydration(page);
    expect(await layoutShifts(page)).toBe(0);
  });
});
