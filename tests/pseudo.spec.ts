import { prerenderPaths } from "../app/content/site-map";
import { site } from "../app/content/site";
import { provider } from "../app/content/provider";
import { languages } from "../app/i18n/languages";
import { expect, lostContent, test, waitForHydration } from "./fixtures";
import { brokenEntries } from "./whole-entries";

// These checks add a reader's own stylesheet (larger text, text spacing), as a browser extension
// would; the pages' Content-Security-Policy refuses inline styles, so it is set aside here.
// tests/every-page.spec.ts holds every page to its policy.
test.use({ bypassCSP: true });

// Every page in the pseudo-language (app/i18n/pseudo.ts), built from the English catalogs by
// `npm run build:pseudo` and never shipped: each text of a catalog is accented, about 40% longer
// and in brackets ⟦…⟧, and figures, days and times are written the Japanese way. So on these pages any
// run of plain English letters is a string a component holds instead of taking it from a catalog,
// and any text cut off or pushed sideways at 320 px and 200% text is what a longer real translation
// would suffer (the same checks as tests/every-page.spec.ts gives every page).

const PREFIX = "/pseudo";
const pages = prerenderPaths().map((path) => (path === "/" ? PREFIX : `${PREFIX}${path}`));

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
