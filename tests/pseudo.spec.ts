import { site } from "../app/content/site";
import { provider } from "../app/content/provider";
import { langOf, languages } from "../app/i18n/languages";
import { expect, lostContent, test, waitForHydration } from "./fixtures";
import { onePerKind } from "./urls";
import { brokenEntries } from "./whole-entries";

// These checks add a reader's own stylesheet (larger text, text spacing), as a browser extension
// would; the pages' Content-Security-Policy refuses inline styles, so it is set aside here.
// tests/every-page.spec.ts holds every page to its policy.
test.use({ bypassCSP: true });

// One page of each layout in the pseudo-language (app/i18n/pseudo.ts), built from the English catalogs by
// `npm run build:pseudo` and never shipped: each text of a catalog is accented, about 40% longer
// and in brackets ⟦…⟧, and figures, days and times are written the Japanese way. So on these pages any
// run of plain English letters is a string a component holds instead of taking it from a catalog,
// and any text cut off or pushed sideways at 320 px and 200% text is what a longer real translation
// would suffer (the same checks as tests/every-page.spec.ts gives every page).

const PREFIX = "/pseudo";
// One page of each layout (tests/urls.ts): a text a component holds instead of taking it from a
// catalog is in the layout's module, the same on every page that shares it; the real languages'
// longer words are checked on every page by tests/every-page.spec.ts.
const pages = onePerKind.filter((path) => langOf(path) === "en").map((path) => (path === "/" ? PREFIX : `${PREFIX}${path}`));

/**
 * Names the pages may show in Latin letters because they are the provider's identity, not words:
 * its name, addresses and numbers (content/site.ts and content/provider.ts), and the brands it links to.
 */
const NAMES = [
  site.legalName,
  site.name,
  site.email,
  site.dpoEmail,
  provider.feedbackEmail,
  site.address.street,
  `${site.address.locality} ${site.address.postalCode}`,
  site.registrationNumber,
  // Each language's own name, in the language switcher.
  ...Object.values(languages).map((language) => language.name),
  // The pseudo-language's own, marked current in its switcher (this process's list leaves it out).
  "Pseudo",
  ...site.social.map((profile) => profile.name),
  "WhatsApp",
  "Google",
  "SGD",
].toSorted((a, b) => b.length - a.length);

test.describe("the pseudo-language", () => {
  test.skip(({ isMobile }) => isMobile, "checked at 320 px below, whatever the project's width");
  test.use({ baseURL: process.env.PSEUDO_BASE_URL });

  test.beforeAll(() => {
    if (!process.env.PSEUDO_BASE_URL) throw new Error("The pseudo-language build is missing: run `npm run build:pseudo` first.");
  });

  for (const url of pages) {
    test(`${url}: every text and name is one catalog entry whole, and nothing is cut off or scrolls sideways at 200% text or 320 px`, async ({
      page,
    }) => {
      await page.goto(url);
      await waitForHydration(page);
      expect.soft(await brokenEntries(page, NAMES), "text that is not one catalog entry, whole").toEqual([]);

      // As the accessibility checks of every page do (WCAG 1.4.4 and 1.4.10): 200% text on a phone,
      // then the page reflowed into 320 CSS px.
      await page.setViewportSize({ width: 390, height: 844 });
      const larger = await page.addStyleTag({ content: "html { font-size: 200% }" });
      expect.soft(await lostContent(page), "200% text on a phone 390 px wide").toEqual({ sideways: 0, beyond: [], clipped: [] });
      await larger.evaluate((element) => element.parentNode?.removeChild(element));
      await page.setViewportSize({ width: 320, height: 720 });
      expect.soft(await lostContent(page), "320 px wide").toEqual({ sideways: 0, beyond: [], clipped: [] });
    });
  }
});

// What a visitor meets only after doing something: the forms' errors and their answer, the
// postal-code check's answers and the care guide's result, each held to the same whole-entry rule.
test.describe("the pseudo-language, after a visitor acts", () => {
  test.skip(({ isMobile }) => isMobile, "the words are the same at any width");
  test.use({ baseURL: process.env.PSEUDO_BASE_URL });

  test("the home form's errors, each field's message and the answer after a send are each one entry", async ({ page }) => {
    await page.goto(PREFIX);
    await waitForHydration(page);
    const form = page.locator("#contact form");
    // As a visitor comes to it: its code loads as it nears the screen (lib/deferred.tsx).
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole("alert")).toBeVisible();
    await form.locator('input[name="email"]').fill("not an address");
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect.soft(await brokenEntries(page, NAMES, "#contact"), "errors").toEqual([]);

    for (const [name, value] of [
      ["firstName", "Mei"],
      ["lastName", "Tan"],
      ["email", "mei@example.com"],
      ["phone", "9123 4567"],
      ["message", "A visit next week"],
    ] as const)
      await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('button[type="submit"]').click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toBeVisible();
    expect.soft(await brokenEntries(page, NAMES, "[data-sonner-toaster]"), "the answer after a send").toEqual([]);
  });

  test("the postal-code check's answers are each one entry: found, found in two regions, unknown, and a wrong format", async ({ page }) => {
    await page.goto(`${PREFIX}/locations`);
    await waitForHydration(page);
    const field = page.locator('input[autocomplete="postal-code"]');
    await field.scrollIntoViewIfNeeded();
    await expect(page.locator('form button[type="submit"]').first()).toBeEnabled();
    const answer = page.locator("output");
    // A sector in one region, one that spans two, one no district has, and a code that is not six digits.
    for (const code of ["520123", "590123", "740123", "12"]) {
      await field.fill(code);
      await field.press("Enter");
      await expect(answer).not.toBeEmpty();
      expect.soft(await brokenEntries(page, NAMES, "output"), `the answer to ${code}`).toEqual([]);
    }
  });

  test("the care guide's questions, its warning and its result are each one entry", async ({ page }) => {
    await page.goto(`${PREFIX}/care-guide`);
    await waitForHydration(page);
    const guide = page.locator("main form").first();
    await guide.scrollIntoViewIfNeeded();
    await expect(guide.locator('button[type="submit"]')).toBeEnabled();
    // Continue with nothing chosen: the guide says so.
    await guide.locator('button[type="submit"]').click();
    expect.soft(await brokenEntries(page, NAMES, "main"), "the first question, unanswered").toEqual([]);
    for (let step = 0; step < 4; step++) {
      await guide.locator('input[type="radio"]').first().check();
      await guide.locator('button[type="submit"]').click();
    }
    await expect(page.locator("main h2").first()).toBeVisible();
    expect.soft(await brokenEntries(page, NAMES, "main"), "the result").toEqual([]);
  });
});
