import * as blogPageModule from "../app/content/blog/page";
import { articleIn, composed } from "./content";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { ONE_WIDTH } from "./tags";

// Articles are Markdown turned into HTML at build time: what a reader gets on the built pages.
const { disclaimer: note, noteLabel } = composed("blog/page", blogPageModule);
const falls = "https://www.who.int/news-room/fact-sheets/detail/falls";

test.describe("blog articles from Markdown", () => {
  test("a health article shows the 'not medical advice' note once, near the top", async ({ page }) => {
    await page.goto("/blog/understanding-dementia-family-guide");
    await waitForHydration(page);
    const aside = page.getByRole("complementary", { name: noteLabel });
    await expect(aside).toHaveText(note);
    await expect(page.getByText(note)).toHaveCount(1);
    const [noteTop, firstHeadingTop] = await Promise.all([
      aside.evaluate((element) => element.getBoundingClientRect().top),
      page
        .getByRole("heading", { level: 2 })
        .first()
        .evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(noteTop).toBeLessThan(firstHeadingTop);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the featured guide, not a health article, has no such note", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto("/blog/featured");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articleIn("en", "featured").title);
    await expect(page.getByRole("complementary", { name: noteLabel })).toHaveCount(0);
    await expect(page.getByText(note)).toHaveCount(0);
  });

  test(
    "headings, lists and links come out as real elements with the site's look, and editors' notes stay hidden",
    { tag: ONE_WIDTH },
    async ({ page }) => {
      await page.goto("/blog/home-safety-tips-aging-adults");
      await waitForHydration(page);
      const article = page.getByRole("article");
      expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
      const list = article.getByRole("list").first();
      await expect(list).toHaveCSS("list-style-type", "disc");
      // The WHO's fact sheet, linked from the running text by the words the Markdown gives it.
      const source = articleIn("en", "home-safety-tips-aging-adults").links.find((link) => link.href === falls);
      expect(source, "the article links to the WHO's fact sheet on falls").toBeDefined();
      const link = article.getByRole("link", { name: source!.text, exact: true });
      await expect(link).toHaveAttribute("href", falls);
      await expect(link).toHaveCSS("text-decoration-line", "underline");
      const html = await page.content();
      expect(html).not.toContain("Editors' notes");
      expect(html).not.toContain("&lt;!--");
      await expect(article).not.toContainText("Editors' notes");
    },
  );

  test("an article reached inside the app arrives as page data, with its note", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const article = articleIn("en", "benefits-companionship-care");
    await page.getByRole("link", { name: article.title }).click();
    await expect(page).toHaveURL("/blog/benefits-companionship-care");
    await expect(page.getByRole("complementary", { name: noteLabel })).toHaveText(note);
    await expect(page.getByRole("heading", { level: 2, name: article.headings[0], exact: true })).toBeVisible();
  });
});
