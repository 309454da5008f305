import * as contactModule from "../app/content/contact";
import { site } from "../app/content/site";
import { composed, interfaceIn } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

const { frameLabels } = interfaceIn("en");
const { registration } = composed("contact", contactModule);

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
    // From this site's files, which the browser now has (on a busy machine they may come too late
    // for the first paint, and `font-display: optional` keeps the fallback: loaded here either way).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.load('19px "Atkinson Hyperlegible Next"');
          return document.fonts.check('19px "Atkinson Hyperlegible Next"');
        }),
      )
      .toBe(true);
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector("main p")!);
      return { size: Number.parseFloat(style.fontSize), family: style.fontFamily };
    });
    expect(body.size).toBeGreaterThanOrEqual(18);
    expect(body.family).toMatch(/^"?Atkinson Hyperlegible Next/);
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });
});

test.describe("identity and focus", () => {
  test("the header carries the SVG logo and the page an SVG favicon", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: site.name }).locator("svg")).toHaveCount(1);
    // The link names the icon as written once the page has painted (until then the loader holds
    // its address back, so the browser asks for it after the first paint).
    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute("href", "/favicon.svg");
    const response = await request.get((await icon.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
  });

  test("the first Tab shows the skip link, and focus is clearly visible", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: frameLabels.skipLink });
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
    const trigger = page.getByRole("button", { name: /<label>(.*?)<\/label>/.exec(registration.text)![1]! });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.hover();
    const started = Date.now();
    await expect(page.getByRole("tooltip")).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    await expect(page.getByRole("tooltip")).toHaveText(registration.tooltip);
    // The register's own name for the number, which the tooltip explains.
    await expect(page.getByRole("tooltip")).toContainText("Unique Entity Number");
  });
});
