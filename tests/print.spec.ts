import * as blogPageModule from "../app/content/blog/page";
import * as copdModule from "../app/content/services/copd-care";
import * as diabetesModule from "../app/content/services/diabetes-care";
import { type Lang, type Language, langOf, langs, languages, localise, languageRules } from "../app/i18n/languages";
import { composed, interfaceIn } from "./content";
import { expect, test, waitForHydration, waitForStylesheet } from "./fixtures";

/** The words of the links that serve the screen alone, in `lang`: back links and calls to action. */
function screenOnlyLabels(lang: Lang): RegExp {
  const actions = composed("actions", { structure: {} }, lang);
  const labels = [
    composed("blog/page", blogPageModule, lang).backLabel,
    composed("services/diabetes-care", diabetesModule, lang).backLink.label,
    composed("services/copd-care", copdModule, lang).backLink.label,
    interfaceIn(lang).helpLabels.consultation,
    actions.getCareConsultation,
    actions.chatOnWhatsApp,
  ];
  for (const label of labels) expect(label.trim(), lang).not.toBe("");
  return new RegExp(`^(${labels.map((label) => label.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`);
}

// The print stylesheet (app/styles/print.css) on a blog post and two educational service pages:
// the themed diabetes page (with a table) and the COPD page, which draws its own header and footer.
// Each in every language.
const printed = ["/blog/understanding-dementia-family-guide", "/services/diabetes-care", "/services/copd-care"].flatMap((url) =>
  langs.filter((lang) => !(languages[lang] as Language).pseudo).map((lang) => localise(url, lang)),
);

test.describe("print", () => {
  test.skip(({ isMobile }) => isMobile, "the paper is the same whatever screen sends it");

  test("the print rules are part of the one stylesheet", async ({ page }) => {
    await page.goto(printed[0]!);
    // The full stylesheet comes after the first paint (the first screen's rules are in the page).
    await waitForStylesheet(page);
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => ({
        linked: sheet.ownerNode instanceof HTMLLinkElement,
        print: [...sheet.cssRules].some((rule) => rule instanceof CSSMediaRule && rule.conditionText === "print"),
        page: [...sheet.cssRules].some((rule) => rule instanceof CSSPageRule),
      })),
    );
    expect(sheets.filter((sheet) => sheet.linked)).toEqual([{ linked: true, print: true, page: true }]);
  });

  for (const url of printed) {
    test(`${url} prints the article alone, black on white, with link addresses`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      const main = page.getByRole("main");
      const banner = page.getByRole("banner");
      const contentinfo = page.getByRole("contentinfo");
      const skipLink = page.locator('a[href="#main"]');
      const navigation = page.getByRole("navigation");
      const buttons = main.getByRole("button");
      const screenOnly = main.getByRole("link").filter({ hasText: screenOnlyLabels(langOf(url)) });
      await expect(banner).toBeVisible();
      await expect(contentinfo).toBeVisible();
      await expect(skipLink).toHaveCount(1);
      expect(await screenOnly.count()).toBeGreaterThan(0);
      const navigationOnScreen = await navigation.count();

      await page.emulateMedia({ media: "print" });
      // No frame, navigation, calls to action or buttons.
      for (const locator of [banner, contentinfo, skipLink, navigation, buttons, screenOnly]) {
        for (const element of await locator.all()) await expect(element).toBeHidden();
      }
      expect(await navigation.count(), `navigation landmarks printed (${navigationOnScreen} on screen)`).toBe(0);

      // The article: its heading and running text, black on white at about 12 pt.
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      const text = await main.locator("p").evaluateAll((paragraphs) =>
        paragraphs
          .filter((paragraph) => paragraph.checkVisibility())
          .map((paragraph) => {
            const style = getComputedStyle(paragraph);
            return { size: Number.parseFloat(style.fontSize), colour: style.color, length: paragraph.textContent?.length ?? 0 };
          }),
      );
      expect(text.length).toBeGreaterThan(5);
      // Chinese says the same in about a third of the characters.
      expect(text.reduce((total, paragraph) => total + paragraph.length, 0)).toBeGreaterThan(
        languageRules[langOf(url)].counts === "characters" ? 500 : 1500,
      );
      for (const paragraph of text) {
        expect(paragraph.colour).toBe("rgb(0, 0, 0)");
        expect(paragraph.size).toBeGreaterThanOrEqual(14.5); // nothing under 11 pt (1 pt = 4/3 px)
      }
      // Most of the text, by length, is at 11-14 pt (body 12 pt, lead paragraphs a little larger).
      const bodySized = text.filter((paragraph) => paragraph.size <= 19).reduce((total, paragraph) => total + paragraph.length, 0);
      expect(bodySized / text.reduce((total, paragraph) => total + paragraph.length, 0)).toBeGreaterThan(0.9);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");

      // Each printed link shows where it goes; phone numbers and in-page anchors do not.
      const links = await main
        .locator("a[href]")
        .evaluateAll((anchors) =>
          anchors
            .filter((anchor) => anchor.checkVisibility())
            .map((anchor) => ({ href: anchor.getAttribute("href")!, after: getComputedStyle(anchor, "::after").content })),
        );
      const addressed = links.filter((link) => !/^(tel:|#|\/#)/.test(link.href));
      expect(addressed.length).toBeGreaterThan(0);
      for (const link of addressed) expect(link.after, link.href).toContain(link.href);
      for (const phone of links.filter((link) => link.href.startsWith("tel:"))) expect(phone.after).toBe("none");

      // Headings stay with what follows; tables are not split.
      expect(
        await main
          .locator("h2")
          .first()
          .evaluate((heading) => getComputedStyle(heading).breakAfter),
      ).toBe("avoid");
      for (const table of await main.locator("table").all()) {
        expect(
          await table.evaluate((element) => [
            getComputedStyle(element).breakInside,
            getComputedStyle(element.querySelector("thead")!).display,
          ]),
        ).toEqual(["avoid", "table-header-group"]);
      }

      // Chromium renders it to paper.
      const pdf = await page.pdf({ format: "A4" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    });
  }
});
