import * as blogPageModule from "../app/content/blog/page";
import * as contactModule from "../app/content/contact";
import * as faqModule from "../app/content/faq";
import { structure as homeStructure } from "../app/content/home";
import { site } from "../app/content/site";
import { langs, localise } from "../app/i18n/languages";
import { composed } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

const faqPage = composed("faq", faqModule);
const contactPage = composed("contact", contactModule);
const blogPage = composed("blog/page", blogPageModule);

test.describe("404", () => {
  test("an unknown path answers 404 with the spec's page", async ({ page, request }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const raw = await request.get("/no/such/page");
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain("Oops! Page not found");

    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect.poll(() => warnings.join("\n")).toContain("/no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the 404 page asks search engines not to index it", async ({ request }) => {
    const html = await (await request.get("/missing")).text();
    expect(html).toContain('<meta name="robots" content="noindex"');
  });
});

test.describe("home", () => {
  test("each specialised card takes a press anywhere, and its link is named by its title alone", async ({ page }) => {
    const home = composed("home", { structure: homeStructure });
    await page.goto("/");
    const block = page.getByRole("region", { name: home.specialised.title });
    for (const item of home.specialised.items) {
      const link = block.getByRole("link", { name: item.title, exact: true });
      await expect(link).toHaveAttribute("href", item.to);
      // The description is text beside the link, under the link's box stretched over the card.
      const description = block.getByText(item.description, { exact: true });
      await description.scrollIntoViewIfNeeded();
      const box = (await description.boundingBox())!;
      const pressed = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href"),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(pressed).toBe(item.to);
    }
  });
});

test.describe("cards' links", () => {
  for (const lang of langs) {
    for (const path of ["/", "/services"]) {
      const address = localise(path, lang);
      test(`on ${address} each service card's link is described by its card's title`, async ({ page, isMobile }) => {
        test.skip(isMobile, "the names are the same at every width");
        await page.goto(address);
        const links = page.getByRole("main").locator('li a[aria-describedby][href*="/services"]');
        expect(await links.count()).toBeGreaterThanOrEqual(3);
        for (const link of await links.all()) {
          const title = await link.locator("xpath=ancestor::li[1]").getByRole("heading").first().innerText();
          expect(title.trim()).not.toBe("");
          await expect(link).toHaveAccessibleDescription(title.trim());
        }
      });
    }
  }
});

test.describe("services", () => {
  test("Companionship carries the 'Most Popular' badge", async ({ page }) => {
    await page.goto("/services");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Companionship", exact: true }) });
    await expect(card.getByText("Most Popular")).toBeVisible();
    await expect(page.getByText("Most Popular")).toHaveCount(1);
  });

  test("/services#specialized-care opens at the specialised section", async ({ page }) => {
    await page.goto("/services#specialized-care");
    await waitForHydration(page);
    await expect(page.locator("#specialized-care")).toBeInViewport();
  });

  test("the anchor scroll waits for a section that appears late", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await page.evaluate(() => {
      // The target of the hash appears two seconds after the navigation.
      setTimeout(() => {
        const late = document.createElement("section");
        late.id = "late-section";
        late.style.height = "300px";
        late.textContent = "Late";
        document.querySelector("main")?.append(late);
      }, 2000);
      window.history.pushState({}, "", "/services#late-section");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.locator("#late-section")).toBeAttached({ timeout: 4000 });
    await expect(page.locator("#late-section")).toBeInViewport({ timeout: 4000 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test("/services#personal-care lands on the Personal Care card", async ({ page }) => {
    await page.goto("/services#personal-care");
    await waitForHydration(page);
    await expect(page.locator("#personal-care")).toBeInViewport();
  });
});

test.describe("testimonials", () => {
  test("shows the four figures and 'Share Your Story' leads to the home contact section", async ({ page }) => {
    await page.goto("/testimonials");
    await waitForHydration(page);
    for (const figure of ["98%", "500+", "50+", "100+"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Share Your Story" }).first().click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

test.describe("FAQ", () => {
  test("quick navigation names each category with its question count", async ({ page }) => {
    await page.goto("/faq");
    const grid = page.getByRole("region", { name: faqPage.quickNav.title });
    // The specification's four categories and their counts; each count as the catalog words it.
    const counts = [
      ["Admission & Costs", 3],
      ["Healthcare & Safety", 3],
      ["Community Life", 4],
      ["Care & Services", 4],
    ] as const;
    const topics = counts.map(([name, count]) => {
      const category = faqPage.categories.find((entry) => entry.name === name)!;
      expect(category.questions, name).toHaveLength(count);
      expect(category.questionCount, name).toMatch(new RegExp(`^${count}\\b`));
      return [name, category.questionCount] as const;
    });
    const cards = grid.getByRole("listitem");
    const links = grid.getByRole("link");
    await expect(cards).toHaveText(topics.map(([name, count]) => new RegExp(`${name}\\s*${count}`)));
    // A screen reader hears the topic as the link's name and its count as its description, each
    // whole, never the two run together as one name; the link shows no word its name lacks.
    for (const [index, [name, count]] of topics.entries()) {
      await expect(links.nth(index)).toHaveText(name!);
      await expect(links.nth(index)).toHaveAccessibleName(name!);
      await expect(links.nth(index)).toHaveAccessibleDescription(count!);
    }
    // The whole card takes the press.
    await cards.first().scrollIntoViewIfNeeded();
    const card = await cards.first().boundingBox();
    await page.mouse.click(card!.x + card!.width - 8, card!.y + card!.height - 8);
    await expect(page).toHaveURL(/#admission-costs$/);
  });

  // The questions are native <details> sharing a name per category: the browser keeps one open.
  test("one question open at a time per category, and it can be closed", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    const category = page.getByRole("region", { name: "Community Life" });
    const items = category.locator("details");
    await expect(items).toHaveCount(4);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    // Another category keeps its own open item.
    const other = page.getByRole("region", { name: "Care & Services" }).locator("details");
    await other.nth(2).locator("summary").click();
    await expect(other.nth(2)).toHaveAttribute("open");
    await expect(items.nth(1)).toHaveAttribute("open");
    // Closing the open item leaves the category with none open.
    await items.nth(1).locator("summary").click();
    await expect(category.locator("details[open]")).toHaveCount(0);
  });

  test("the accordion works from the keyboard", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    const item = page.getByRole("region", { name: "Admission & Costs" }).locator("details").first();
    await item.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(item).toHaveAttribute("open");
    await expect(item.locator("p")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(item).not.toHaveAttribute("open");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("opening a question closes the open one in its category, and an answer can be read", async ({ page }) => {
      await page.goto("/faq");
      const category = page.getByRole("region", { name: "Admission & Costs" });
      const items = category.locator("details");
      await expect(items).toHaveCount(3);
      await items.nth(0).locator("summary").click();
      await expect(items.nth(0)).toHaveAttribute("open");
      await expect(items.nth(0).locator("p")).toBeVisible();
      await items.nth(2).locator("summary").click();
      await expect(items.nth(2)).toHaveAttribute("open");
      await expect(items.nth(0)).not.toHaveAttribute("open");
      await expect(items.nth(0).locator("p")).toBeHidden();
      // The other categories are untouched.
      await expect(page.locator("details[open]")).toHaveCount(1);
      await items.nth(2).locator("summary").click();
      await expect(page.locator("details[open]")).toHaveCount(0);
    });
  });

  test("'Ask a Question' goes to /contact and scrolls to its contact section", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Ask a Question" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("'Still Have Questions?' offers phone, email, consultation and live chat", async ({ page }) => {
    await page.goto("/faq");
    const block = page.getByRole("region", { name: "Still Have Questions?" });
    await expect(block.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(block.locator('a[href^="mailto:"]')).toHaveCount(1);
    const chat = block.getByRole("link", { name: /Live Chat Support/ });
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    await expect(block).toContainText("Mon-Fri 9AM-6PM, Sat 9AM-4PM");
    await block.getByRole("link", { name: "Schedule a Consultation" }).click();
    // To the home page's contact section: "/" once the block's code has come, "/#contact" (its
    // link's own address) if it is pressed before.
    await expect(page).toHaveURL(/\/(#contact)?$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

test.describe("contact page", () => {
  test("shows contact options, office hours, map, directions and registration number", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByText("Monday - Friday")).toBeVisible();
    await expect(page.getByText("8:00 AM - 6:00 PM")).toBeVisible();
    await expect(page.getByText("9:00 AM - 4:00 PM")).toBeVisible();
    // The map waits for the visitor to ask for it (tests/contact-map.spec.ts).
    await expect(page.getByRole("button", { name: contactPage.map.showLabel })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("link", { name: contactPage.map.directionsLabel })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("main").getByText(site.registrationNumber)).toBeVisible();
    // Once the form can send, the section offers each direct way once (the form's notice with the
    // same links is only for the time before its scripts run).
    await waitForHydration(page);
    const form = page.locator("#contact");
    // As a visitor comes to it: the form's code loads as it nears the screen (lib/deferred.tsx).
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('a[href^="tel:"]').filter({ visible: true })).toHaveCount(1);
    await expect(form.locator('a[href^="mailto:"]').filter({ visible: true })).toHaveCount(1);
    await expect(form.locator('a[href^="https://wa.me/"]').filter({ visible: true })).toHaveCount(1);
  });

  test("'Book Consultation' runs the consultation flow", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Book Consultation" }).click();
    // "/" once the section's code has come, "/#contact" (the link's own address) if pressed before.
    await expect(page).toHaveURL(/\/(#contact)?$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

test.describe("blog", () => {
  test("lists the featured post and six posts, and opens one", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: blogPage.featuredLabel }).getByRole("link")).toHaveAttribute("href", "/blog/featured");
    const grid = page.getByRole("region", { name: blogPage.gridTitle }).getByRole("article");
    await expect(grid).toHaveCount(6);
    const first = grid.first().getByRole("link");
    const title = await first.innerText();
    await first.click();
    await expect(page).toHaveURL("/blog/understanding-dementia-family-guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    // The reading time: the catalog's words around a number of minutes.
    const readTime = new RegExp(blogPage.readTime.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{minutes\\}", "\\d+"));
    await expect(page.getByText(readTime).first()).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL("/blog");
  });

  test("an unknown slug shows 'Post not found' with status 404", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
    await expect(page.getByText("We couldn't find the post you're looking for.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("an unknown slug reached inside the app also shows 'Post not found'", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/blog/not-a-post");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
  });
});
