import { prerenderPaths } from "../app/content/site-map";
import { interfaceIn } from "./content";
import { expect, test, waitForHydration, waitForStylesheet } from "./fixtures";

const { textSizeLabels: labels } = interfaceIn("en");

const urls = [...prerenderPaths(), "/404"];
/** Pages that draw the shared header (the COPD page has its own; see docs/product.md, section 2). */
const framed = urls.filter((url) => url !== "/services/copd-care");
const rootFontSize = (page: import("@playwright/test").Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

test.describe("text size", () => {
  test("three steps in the header; the choice is remembered and applied before the first paint", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const control = page.getByRole("group", { name: labels.legend });
    const buttons = control.getByRole("button");
    await expect(buttons).toHaveText([labels.glyph, labels.glyph, labels.glyph]);
    await expect(control.getByRole("button", { name: labels.standard, exact: true })).toHaveAttribute("aria-pressed", "true");
    expect(await rootFontSize(page)).toBe("16px");

    await control.getByRole("button", { name: labels.large, exact: true }).click();
    expect(await rootFontSize(page)).toBe("18px");
    await control.getByRole("button", { name: labels.larger, exact: true }).click();
    expect(await rootFontSize(page)).toBe("20px");
    await expect(control.getByRole("button", { name: labels.larger, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(control.getByRole("button", { name: labels.standard, exact: true })).toHaveAttribute("aria-pressed", "false");

    // A later visit to another page: the size is on <html> while the document is still being
    // parsed, before any module script has run, so the page never paints at the old size.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") {
          (window as unknown as { sizeAtParse: string | null }).sizeAtParse = document.documentElement.getAttribute("data-text-size");
        }
      });
    });
    await page.goto("/faq");
    expect(await page.evaluate(() => (window as unknown as { sizeAtParse: string | null }).sizeAtParse)).toBe("larger");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: labels.larger, exact: true })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: labels.standard, exact: true }).click();
    expect(await rootFontSize(page)).toBe("16px");
    expect(await page.evaluate(() => localStorage.getItem("text-size"))).toBeNull();
  });

  test("the COPD page's own header has the control too", async ({ page }) => {
    await page.goto("/services/copd-care");
    await waitForHydration(page);
    await page.getByRole("button", { name: labels.larger, exact: true }).click();
    expect(await rootFontSize(page)).toBe("20px");
  });

  test("the largest size applies on every kind of page, and nothing scrolls sideways", async ({ page }) => {
    // One page of each frame and length: every page of every language is checked at twice this
    // size (200% text) at both widths in tests/every-page.spec.ts, and every size is in rem.
    await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
    const wide: string[] = [];
    for (const url of ["/", "/costs", "/services/copd-care", "/blog/home-safety-tips-aging-adults", "/404"]) {
      await page.goto(url);
      expect(await rootFontSize(page), url).toBe("20px");
      // The page as laid out with all its rules: on the longest pages the CSS in the page covers only
      // the first screen, and the rest comes with the full stylesheet just after the first paint.
      await waitForStylesheet(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) wide.push(`${url} (${overflow}px)`);
    }
    expect(wide).toEqual([]);
  });
});

test.describe("consistent help (WCAG 3.2.6)", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same for every screen size");
  test("phone, WhatsApp and the consultation action come in this order in the header of every page", async ({ request }) => {
    for (const url of framed) {
      // The header as served: its order is the order on screen and for the keyboard. (The other
      // languages' pages are checked the same way in tests/languages.spec.ts.)
      const html = await (await request.get(url)).text();
      const header = html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? "";
      const order = [header.indexOf('href="tel:'), header.indexOf('href="https://wa.me/'), header.indexOf(">Free Care Consultation<")];
      expect(
        order.every((index) => index >= 0),
        `${url}: ${order}`,
      ).toBe(true);
      expect(order, url).toEqual(order.toSorted((a, b) => a - b));
    }
  });
});
