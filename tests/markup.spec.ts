import { notFoundPaths } from "../app/content/site-map";
import { site } from "../app/content/site";
import { structure as homeStructure } from "../app/content/home";
import { articleIn, composed, interfaceIn } from "./content";
import { expect, test } from "./fixtures";
import { everyPage } from "./urls";

// What the markup says about each page, beyond what html-validate checks (npm run validate:html).

test.describe("page titles", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same for every viewport");

  test("every page's title fits in 70 characters and names the business once", async ({ request }) => {
    const urls = [...everyPage, ...notFoundPaths()];
    for (const url of urls) {
      const html = await (await request.get(url)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.replaceAll("&amp;", "&") ?? "";
      expect(title, url).not.toBe("");
      expect(title.length, `${url}: "${title}"`).toBeLessThanOrEqual(70);
      expect(title.split(site.name).length - 1, `${url}: "${title}"`).toBeLessThanOrEqual(1);
    }
  });

  test("the home page's title names the business once, first", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const { title } = composed("home", { structure: homeStructure }).meta;
    expect(title.startsWith(`${site.name} | `)).toBe(true);
    expect(html).toContain(`<title>${title.replaceAll("&", "&amp;")}</title>`);
  });
});

test("each article card on /blog is named by its title", async ({ page }) => {
  await page.goto("/blog");
  const articles = page.getByRole("article");
  await expect(articles).toHaveCount(7);
  const names = await articles.evaluateAll((elements) =>
    elements.map((element) => document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent?.trim()),
  );
  expect(names.every(Boolean)).toBe(true);
  expect(new Set(names).size).toBe(7);
  await expect(page.getByRole("article", { name: articleIn("en", "supporting-family-caregivers").title })).toHaveCount(1);
});

test("the contact options are headings whose words are the link, never a heading inside a <span>", async ({ request }) => {
  const call = interfaceIn("en").sectionLabels.directOptions.call;
  for (const url of ["/", "/contact"]) {
    const html = await (await request.get(url)).text();
    expect(html, url).toMatch(new RegExp(`<h[34][^>]*><a href="tel:[^"]+"[^>]*>${call}</a></h[34]>`));
    expect(html, url).not.toMatch(/<span[^>]*>\s*<h[1-6]/);
  }
});
