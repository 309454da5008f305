import * as costsModule from "../app/content/costs";
import * as faqModule from "../app/content/faq";
import { composed, interfaceIn } from "./content";
import { axeViolations, expect, lostContent, tabTo, test, waitForHydration } from "./fixtures";
import { ONE_WIDTH } from "./tags";

// These checks add a reader's own stylesheet (larger text, text spacing), as a browser extension
// would; the pages' Content-Security-Policy refuses inline styles, so it is set aside here.
// tests/every-page.spec.ts holds every page to its policy.
test.use({ bypassCSP: true });

const costsPage = composed("costs", costsModule);
const { charging, residential, schemes, questions } = costsPage;
const faqPage = composed("faq", faqModule);
const { moreOnCosts } = faqPage;
const { newTab } = interfaceIn("en").frameLabels;
/** A scheme's row of the table, as the catalog holds it. */
const schemeRow = (id: string) => schemes.rows.find((row) => row.id === id)!;
/** The hotline link's words: what the <hotline> tag holds in its sentence. */
const hotlineWords = /<hotline>(.*?)<\/hotline>/.exec(schemes.hotline)![1]!;

// /costs: everything a family needs is in the prerendered HTML, the official links open safely
// in a new tab and say so, the questions reach search engines as FAQPage data, and the FAQ's
// cost answers lead here.

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the heading, the rates, the shared homes' fees and the scheme table are in the HTML", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto("/costs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(costsPage.hero.title);
    await expect(page.getByText(costsPage.sampleNote)).toBeVisible();

    const rates = page.getByRole("table", { name: charging.caption });
    for (const [care, price] of charging.rates) {
      await expect(rates.getByRole("row").filter({ hasText: care })).toContainText(price);
    }
    const fees = page.getByRole("table", { name: residential.caption });
    for (const [kind, price] of residential.fees) {
      await expect(fees.getByRole("row").filter({ hasText: kind })).toContainText(price);
    }

    const table = page.getByRole("table", { name: schemes.caption });
    await expect(table.getByRole("columnheader")).toHaveText(schemes.columns);
    await expect(table.getByRole("rowheader")).toHaveText(schemes.rows.map((scheme) => scheme.name));
    // The grant's three amounts by household income, in the sentence its row gives.
    const grant = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Home Caregiving Grant" }) });
    await expect(grant).toContainText(schemeRow("home-caregiving-grant").gives);
    for (const amount of ["SGD 600", "SGD 400", "SGD 200"]) await expect(grant).toContainText(amount);
    // Each row shows the day its own figures were last read.
    const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
    for (const [index, scheme] of schemes.rows.entries()) {
      await expect(rows.nth(index).locator("time")).toHaveAttribute("datetime", scheme.checked.iso);
      await expect(rows.nth(index).locator("time")).toHaveText(scheme.checked.text);
    }
    // The levy with the concession, the full levy, and the full levy for a second helper.
    const levy = table.getByRole("row").filter({ hasText: "Migrant Domestic Worker" });
    await expect(levy).toContainText(schemeRow("mdw-levy-concession").gives);
    for (const amount of ["SGD 60 ", "SGD 300", "SGD 450"]) await expect(levy).toContainText(amount);

    // The hotline is a link inside one sentence, which reads whole, its full stop included.
    expect(hotlineWords).toContain("1800-650-6060");
    const hotline = page.getByRole("link", { name: hotlineWords });
    await expect(hotline).toHaveAttribute("href", schemes.hotlineHref);
    await expect(hotline.locator("xpath=..")).toHaveText(schemes.hotline.replace(/<\/?hotline>/g, ""));
    await expect(page.getByRole("link", { name: residential.faqLink.label })).toHaveAttribute("href", residential.faqLink.to);
  });
});

test("every official link opens in a new tab without access to this page, and says so", { tag: ONE_WIDTH }, async ({ page }) => {
  await page.goto("/costs");
  const table = page.getByRole("table", { name: schemes.caption });
  const links = table.getByRole("link");
  const expected = schemes.rows.flatMap((scheme): readonly { label: string; url: string }[] => scheme.links);
  await expect(links).toHaveCount(expected.length);
  for (const [index, link] of expected.entries()) {
    const element = links.nth(index);
    await expect(element).toHaveAttribute("href", link.url);
    await expect(element).toHaveAttribute("target", "_blank");
    await expect(element).toHaveAttribute("rel", /\bnoopener\b/);
    // Screen readers hear the link's own name, then that it opens in a new tab; everyone else sees the cue beside it.
    await expect(element).toHaveAccessibleName(link.label);
    await expect(element).toHaveAccessibleDescription(newTab);
    await expect(element.locator("xpath=following-sibling::*[1]")).toHaveText(schemes.newTabCue);
  }
});

test("the cost questions are on the page and in FAQPage JSON-LD", { tag: ONE_WIDTH }, async ({ page }) => {
  await page.goto("/costs");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown });
  const faq = data.filter((item) => item["@type"] === "FAQPage");
  expect(faq).toHaveLength(1);
  expect(faq[0]!.mainEntity).toEqual(
    questions.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  );
  for (const item of questions.items) {
    await expect(page.getByRole("heading", { name: item.question, level: 3 })).toBeVisible();
  }
});

test("the prices read the same after hydration as in the prerendered HTML", { tag: ONE_WIDTH }, async ({ page, consoleErrors }) => {
  const response = await page.request.get("/costs");
  const html = await response.text();
  for (const [, price] of [...charging.rates, ...residential.fees]) expect(html).toContain(price);
  await page.goto("/costs");
  await waitForHydration(page);
  const rates = page.getByRole("table", { name: charging.caption });
  await expect(rates.getByRole("cell")).toHaveText(charging.rates.map(([, price]) => price));
  expect(consoleErrors).toEqual([]);
});

test("the FAQ's cost answers link to /costs, and the link works", { tag: ONE_WIDTH }, async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  const category = page.locator("#admission-costs");
  const links = category.getByRole("link", { name: moreOnCosts, includeHidden: true });
  await expect(links).toHaveCount(2);
  await category.getByRole("heading", { name: "How much does it cost, and what is included?" }).click();
  await links.first().click();
  await expect(page).toHaveURL(/\/costs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(costsPage.hero.title);
});

test("at 320 px nothing scrolls sideways, and the scheme table stacks with its column names", { tag: ONE_WIDTH }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("/costs");
  await waitForHydration(page);
  expect(await lostContent(page)).toEqual({ sideways: 0, beyond: [], clipped: [] });
  const firstCell = page.getByRole("table", { name: schemes.caption }).getByRole("cell").first();
  const label = await firstCell.evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(label).toBe(`"${schemes.columns[1]}"`);
});

// The scheme table is the widest thing on the site: it must give way to large text, whether from
// the header's text-size control (up to 125%) or the browser (200%), at any width.
test("with larger text nothing scrolls sideways, and the scheme table stacks when it no longer fits", async ({ page, isMobile }) => {
  await page.goto("/costs");
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  const table = page.getByRole("table", { name: schemes.caption });
  for (const size of ["125%", "200%"]) {
    const style = await page.addStyleTag({ content: `html { font-size: ${size} }` });
    expect.soft(await lostContent(page), size).toEqual({ sideways: 0, beyond: [], clipped: [] });
    if (size === "200%") expect.soft(await table.evaluate((element) => getComputedStyle(element).display), size).toBe("block");
    await style.evaluate((element) => element.parentNode?.removeChild(element));
  }
  // At the normal size a wide screen shows it as a table.
  if (!isMobile) expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe("table");
});

test("by keyboard alone: Tab reaches an official link, and Enter opens a cost question", async ({ page }) => {
  await page.goto("/costs");
  await waitForHydration(page);
  const table = page.getByRole("table", { name: schemes.caption });
  await tabTo(page, table.getByRole("link").first(), 80);
  await expect(table.getByRole("link").first()).toBeFocused();
  const question = page.locator("details").filter({ hasText: questions.items[0].question });
  await tabTo(page, question.locator("summary"), 80);
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("open");
  await expect(question.getByText(questions.items[0].answer)).toBeVisible();
});

test("axe finds nothing, with every question open", async ({ page }) => {
  await page.goto("/costs");
  await waitForHydration(page);
  await page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.removeAttribute("name");
    for (const details of document.querySelectorAll("details")) details.open = true;
  });
  expect(await axeViolations(page)).toEqual([]);
});
