import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { site } from "../app/content/site";
import { interfaceIn } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

const words = interfaceIn("en");
const { frameLabels, helpLabels } = words;
const { landmarks } = frameLabels;

/** The header's seven pages, in the specification's order, each with the words its link shows. */
const headerLinks = ["/about", "/services", "/locations", "/testimonials", "/blog", "/faq", "/contact"].map((path) => {
  const link = words.headerLinks.find((entry) => entry.to === path);
  if (!link?.label) throw new Error(`The header has no link to ${path}`);
  return [link.label, path] as const;
});

/** A footer group's heading, which names its navigation landmark. */
const footerGroup = (key: string) => words.footerGroups.find((group) => group.key === key)!.title;
/** The footer's link to a page of the company group. */
const footerBlog = words.footerGroups.find((group) => group.key === "company")!.links.find((link) => link.to === "/blog")!.label;

test.describe("shared header", () => {
  test("desktop shows the seven links and each leads to its page", async ({ page, isMobile }) => {
    test.skip(isMobile, "the full navigation shows from an 84rem-wide header up");
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: landmarks.main, exact: true });
    await expect(page.getByRole("button", { name: "Open main menu" })).toBeHidden();
    // At ordinary text spacing the links sit on one line, and the header stays inside the page width.
    const tops = await nav
      .getByRole("listitem")
      .evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size);
    expect(tops).toBe(1);
    const consultation = await page.getByRole("banner").getByRole("link", { name: "Free Care Consultation" }).boundingBox();
    const heading = await page.locator("main h1").boundingBox();
    expect(consultation!.x + consultation!.width).toBeLessThanOrEqual(1440 - heading!.x + 1);
    for (const [label, path] of headerLinks) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator("h1")).toBeVisible();
    }
  });

  test("below xl the links sit in a menu opened by 'Open main menu'", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout");
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: landmarks.main, exact: true })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open main menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: landmarks.menu });
    await expect(menu.getByRole("list").getByRole("link")).toHaveText(headerLinks.map(([label]) => label));
    await expect(page.getByRole("button", { name: helpLabels.menuClose })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: headerLinks.find(([, path]) => path === "/faq")![0], exact: true }).click();
    await expect(page).toHaveURL("/faq");
    // The menu closes once the page changes.
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open main menu" })).toBeVisible();
  });

  test("the WhatsApp chat link opens a new tab without opener access", async ({ page }) => {
    await page.goto("/about");
    const whatsapp = page
      .getByRole("banner")
      .getByRole("link", { name: /WhatsApp/ })
      .first();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("'Free Care Consultation' goes home, then scrolls to #contact and focuses its heading", async ({ page, isMobile }) => {
    await page.goto("/about");
    await waitForHydration(page);
    if (isMobile) await page.getByRole("button", { name: "Open main menu" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Free Care Consultation" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#contact")).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Schedule Your Tour" })).toBeFocused();
  });
});

test.describe("breadcrumbs", () => {
  test("are hidden on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: landmarks.breadcrumb })).toHaveCount(0);
  });

  test("name each page by its own name (an article by its short title); the last is not a link", async ({ page }) => {
    const source = readFileSync("app/content/en/blog/home-safety-tips-aging-adults.md", "utf8");
    const { shortTitle } = parse(source.split(/^---$/m)[1]!) as { shortTitle: string };
    await page.goto("/blog/home-safety-tips-aging-adults");
    const trail = page.getByRole("navigation", { name: landmarks.breadcrumb });
    const home = words.breadcrumbs.home;
    const blog = words.headerLinks.find((link) => link.to === "/blog")!.label;
    await expect(trail.getByRole("listitem")).toHaveText([home, blog, shortTitle]);
    await expect(trail.getByRole("link")).toHaveText([home, blog]);
    await expect(trail.getByText(shortTitle)).toHaveAttribute("aria-current", "page");
  });
});

test.describe("footer", () => {
  test("has the four link groups, address, phone, social links and copyright", async ({ page }) => {
    await page.goto("/contact");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: footerGroup("coreServices") }).getByRole("link")).toHaveCount(4);
    await expect(footer.getByRole("navigation", { name: footerGroup("specialisedCare") }).getByRole("link")).toHaveCount(4);
    await expect(footer.getByRole("navigation", { name: footerGroup("company") }).getByRole("link")).toHaveCount(4);
    await expect(footer.getByRole("navigation", { name: footerGroup("choosingCare") }).getByRole("link")).toHaveCount(3);
    await expect(footer.locator("address")).toContainText("Singapore");
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    for (const link of await footer.getByRole("list", { name: landmarks.social }).getByRole("link").all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    // The notice as the catalog writes it, in whatever year the page was built.
    const copyright = words.site.copyright.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\d{4}/, "\\d{4}");
    await expect(footer).toContainText(new RegExp(copyright));
    await expect(footer).toContainText(site.legalName);
    await expect(footer).toContainText(site.registrationNumber);
  });
});

/**
 * Scrolls /about to its footer, follows the footer's Blog link, and returns every scroll
 * position /blog showed, frame by frame, until it reached the top.
 */
async function positionsOnTheWayUp(page: Page) {
  await page.goto("/about");
  await waitForHydration(page);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { seen });
    // Counted from the first frame that shows the new page, not from the address change.
    const before = document.querySelector("main h1")?.textContent;
    const sample = () => {
      if (document.querySelector("main h1")?.textContent !== before) seen.push(Math.round(window.scrollY));
      if (seen.at(-1) !== 0) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.getByRole("contentinfo").getByRole("link", { name: footerBlog, exact: true }).click();
  await expect(page).toHaveURL("/blog");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  return page.evaluate(() => (window as unknown as { seen: number[] }).seen);
}

test.describe("scrolling on navigation", () => {
  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: footerBlog, exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Focus moves to the new page's heading for keyboard and screen-reader users.
    await expect(page.locator("h1")).toBeFocused();
  });

  for (const motion of ["no-preference", "reduce"] as const) {
    test(`shows a new page at its top from its first frame, without gliding up from where the last one was read (reduced motion: ${motion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      expect(await positionsOnTheWayUp(page)).toEqual([0]);
    });
  }
});
