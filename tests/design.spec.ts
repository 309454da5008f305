import { expect, test, waitForHydration } from "./fixtures";
import { everyPage } from "./urls";

test.describe("reading and touch", () => {
  test("body text is at least 18 px in Atkinson Hyperlegible Next, loaded from this site", async ({ page }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    // A first visit paints in the matched fallback and fetches the font for the next page load,
    // which uses it from its first paint (decision 012).
    await page.goto("/about");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("fonts"))).not.toBeNull();
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector("main p")!);
      return { size: Number.parseFloat(style.fontSize), family: style.fontFamily };
    });
    expect(body.size).toBeGreaterThanOrEqual(18);
    expect(body.family).toMatch(/^"?Atkinson Hyperlegible Next/);
    expect(await page.evaluate(() => document.fonts.check('19px "Atkinson Hyperlegible Next"'))).toBe(true);
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });

  for (const url of everyPage) {
    test(`${url}: every control is at least 44 x 44 px, every image has alt text and dimensions`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      const { checked, small } = await page.evaluate(() => {
        const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")].filter(
          (element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) return false; // not shown at this width
            if (element.closest(".sr-only") || element.classList.contains("sr-only")) return false;
            if (element.closest('[aria-hidden="true"]')) return false; // the form's bot trap, never shown
            // Links inside running text are exempt (WCAG 2.5.8).
            return !(element.tagName === "A" && element.parentElement?.closest("p") && !element.className.includes("min-h"));
          },
        );
        return {
          checked: controls.length,
          small: controls
            .filter((element) => element.getBoundingClientRect().width < 44 || element.getBoundingClientRect().height < 44)
            .map(
              (element) =>
                `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" ${Math.round(element.getBoundingClientRect().width)}x${Math.round(element.getBoundingClientRect().height)}`,
            ),
        };
      });
      test.info().annotations.push({ type: "controls checked for 44 x 44 px", description: String(checked) });
      expect(checked).toBeGreaterThan(0);
      expect(small).toEqual([]);

      const images = await page.locator("img").evaluateAll((elements) =>
        elements.map((img) => ({
          src: img.getAttribute("src"),
          alt: img.getAttribute("alt"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        })),
      );
      for (const image of images) {
        expect(image.alt, `${image.src} alt`).toBeTruthy();
        expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
        expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
      }
    });
  }
});

test.describe("identity and focus", () => {
  test("the header carries the SVG logo and the page an SVG favicon", async ({ page, request }) => {
    await page.goto("/");
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: /Sample Home Care/ })
        .locator("svg"),
    ).toHaveCount(1);
    const favicon = await page.locator('link[rel="icon"]').getAttribute("href");
    const response = await request.get(favicon!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
  });

  test("the first Tab shows the skip link, and focus is clearly visible", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const outline = await skip.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe("solid");
    expect(outline.width).toBeGreaterThanOrEqual(3);
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("tooltip", () => {
  test("opens after the 700 ms delay, not before", async ({ page, isMobile }) => {
    test.skip(isMobile, "tooltips open on hover and focus, which phones do not have");
    await page.goto("/contact");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Company registration number" });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.hover();
    const started = Date.now();
    await expect(page.getByRole("tooltip")).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    await expect(page.getByRole("tooltip")).toContainText("Unique Entity Number");
  });
});
