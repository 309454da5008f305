import type { Page, Request } from "@playwright/test";
import * as areasModule from "../app/content/areas";
import { structure } from "../app/content/locations";
import { provider } from "../app/content/provider";
import { phoneHref } from "../app/content/site";
import { plainText } from "../app/i18n/rich";
import { composed } from "./content";
import { axeViolations, expect, lostContent, tabTo, test, waitForHydration, isSiteFile } from "./fixtures";
import type { Lang } from "../app/i18n/languages";
import { ONE_WIDTH } from "./tags";

// 'Where we care': the postal-code check answers by keyboard, in a live region, without a request
// leaving the page; wrong codes are explained in words; without JavaScript the table of regions
// and planning areas is all there.

const locations = composed("locations", { structure });
/** The regions in the table's order, each with its id, name and planning areas. */
const regions = composed("areas", areasModule).regions;
/** How soon care usually starts in a region, as the table and the check's answer say it. */
const startOf = (region: string) => locations.starts.find((entry) => entry.key === region)!;

const copy = locations.areaCheck;
const { formatError } = copy;

/** A region's name, in the table's and the answer's words. */
const regionName = (region: string) => regions.find((entry) => entry.region === region)!.name;

/** The answer's sentence naming a code's postal district and where it is, in a language's words. */
function areaSentence(lang: Lang, code: string, district: number): string {
  const { postalDistricts } = composed("areas", areasModule, lang);
  const location = postalDistricts.find((entry) => entry.district === district)!.location;
  return plainText(composed("locations", { structure }, lang).areaCheck.found.area, { code, district, location });
}

/** The words the answer sets in bold: how soon care can usually start in a region. */
const startInBold = (region: string) => startOf(region).answer.match(/<strong>(.*?)<\/strong>/)![1]!;

async function openHydrated(page: Page) {
  await page.goto("/locations");
  await waitForHydration(page);
  // Whatever the page loads on its own (fonts, the icon sprite) is done before the check starts.
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: copy.title });
  return { form, field: form.getByRole("textbox", { name: copy.label }), answer: form.getByRole("status") };
}

/** Every request the page makes from now on. */
function recordRequests(page: Page) {
  const requests: string[] = [];
  // The page fetches the web fonts once hydrated, for the next page (decision 012), and the
  // check's code as the visitor comes to it: neither is a message, so neither is counted.
  page.on("request", (request: Request) => {
    if (request.resourceType() !== "font" && !isSiteFile(request)) requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

test.describe("postal-code check", () => {
  test(
    "by keyboard alone: Tab to the field, type, Enter; the answer is announced and nothing is sent",
    { tag: ONE_WIDTH },
    async ({ page }) => {
      const { field, answer } = await openHydrated(page);
      const requests = recordRequests(page);
      const address = page.url();

      await tabTo(page, field, 60);
      await page.keyboard.type("520 123");
      await page.keyboard.press("Enter");

      // The answer appears in a polite live region (role status), inside the form.
      await expect(answer).toContainText(copy.found.served);
      await expect(answer).toContainText(areaSentence("en", "520123", 18));
      await expect(answer).toContainText(plainText(copy.found.region, { region: regionName("east") }));
      await expect(answer).toContainText(plainText(startOf("east").answer));
      await expect(answer.locator("strong")).toHaveText(startInBold("east"));
      await expect(answer.locator("strong")).toContainText(String(provider.startDays.east));
      await expect(field).toBeFocused();
      await expect(field).not.toHaveAttribute("aria-invalid", /.*/);

      // A second code, by the button this time.
      await field.fill("730123");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: copy.submit })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(answer).toContainText(plainText(copy.found.region, { region: regionName("north") }));

      await page.waitForTimeout(300);
      expect(requests, "requests during the check").toEqual([]);
      expect(page.url()).toBe(address);
    },
  );

  test(
    "digits of any script, with spaces or dashes, as keyboards and input methods type them, are read as the code they show",
    { tag: ONE_WIDTH },
    async ({ page }) => {
      const chinese = composed("locations", { structure }, "zh").areaCheck;
      await page.goto("/zh/locations");
      await waitForHydration(page);
      const form = page.getByRole("form", { name: chinese.title });
      const field = form.getByRole("textbox", { name: chinese.label });
      const answer = form.getByRole("status");
      // Full-width digits and spaces, a dash, and the Arabic-Indic digits of another keyboard.
      for (const typed of ["５２０１２３", "５２０　１２３", "٥٢٠١٢٣", "٥٢٠-١٢٣"]) {
        await field.fill(typed);
        await page.keyboard.press("Enter");
        await expect(answer, typed).toContainText(chinese.found.served);
        await expect(answer, typed).toContainText(areaSentence("zh", "520123", 18));
        await expect(answer, typed).not.toContainText(chinese.formatError);
        await expect(field, typed).not.toHaveAttribute("aria-invalid", /.*/);
      }
      // The English page reads them the same way, with a dash or without.
      const english = await openHydrated(page);
      for (const typed of ["５２０１２３", "５２０-１２３", "520-123"]) {
        await english.field.fill(typed);
        await page.keyboard.press("Enter");
        await expect(english.answer, typed).toContainText(areaSentence("en", "520123", 18));
        await expect(english.field, typed).not.toHaveAttribute("aria-invalid", /.*/);
      }
    },
  );

  test("a code that is not a Singapore postal code is explained in words, and the field marked", { tag: ONE_WIDTH }, async ({ page }) => {
    const { field, answer } = await openHydrated(page);

    await field.fill("12345");
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(answer).toHaveText(formatError);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused(); // back in the field, ready for the correction
    const describedBy = (await field.getAttribute("aria-describedby"))!.split(" ");
    expect(describedBy).toContain(await answer.getAttribute("id"));

    await field.fill("990000");
    await page.keyboard.press("Enter");
    await expect(answer).toContainText(copy.unknownError);
    await expect(answer.getByRole("link", { name: copy.call })).toHaveAttribute("href", phoneHref);

    await field.fill("238858");
    await page.keyboard.press("Enter");
    await expect(answer).toContainText(areaSentence("en", "238858", 9));
    await expect(answer).toContainText(plainText(copy.found.region, { region: regionName("central") }));
    await expect(field).not.toHaveAttribute("aria-invalid", /.*/);
  });

  test("axe finds nothing with an answer or a message shown, and nothing is lost at 320 px", async ({ page }) => {
    const { field, answer } = await openHydrated(page);
    await field.fill("abcdef");
    await page.keyboard.press("Enter");
    await expect(answer).toHaveText(formatError);
    expect(await axeViolations(page)).toEqual([]);

    await field.fill("520123");
    await page.keyboard.press("Enter");
    await expect(answer).toContainText(copy.found.served);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 320, height: 720 });
    expect(await lostContent(page)).toEqual({ sideways: 0, beyond: [], clipped: [] });
    // The field and the button stay 44 px targets at this width too.
    for (const target of [field, page.getByRole("button", { name: copy.submit })]) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("the table of areas", () => {
  test("names every region and all 55 planning areas, with the usual start, and a line to call", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto("/locations");
    const table = page.getByRole("table", { name: locations.areas.caption });
    await expect(table.getByRole("row")).toHaveCount(1 + regions.length);
    for (const entry of regions) {
      const row = table.getByRole("row", { name: new RegExp(`^${entry.name} `) });
      // Each planning area is an item of its cell's list: no separators typed between names.
      const [areasCell, askUsCell, startCell] = [1, 2, 3].map((column) => row.getByRole("cell").nth(column - 1));
      await expect(areasCell!.getByRole("listitem")).toHaveText(entry.areas);
      await expect(askUsCell!.getByRole("listitem")).toHaveText(entry.askUs);
      await expect(startCell!).toHaveText(startOf(entry.region).table);
      await expect(startCell!).toContainText(String(provider.startDays[entry.region]));
    }
    // "Don't see your area?" and the link to call are one sentence; the link is named by its words.
    await expect(page.getByText(plainText(locations.areas.dontSee), { exact: true })).toBeVisible();
    const callWords = locations.areas.dontSee.match(/<call>(.*?)<\/call>/)![1]!;
    await expect(page.getByRole("link", { name: plainText(callWords) })).toHaveAttribute("href", phoneHref);
  });
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole table is there, the check points to it, and Enter sends no postal code", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto("/locations");
    const table = page.getByRole("table", { name: locations.areas.caption });
    for (const entry of regions) for (const area of [...entry.areas, ...entry.askUs]) await expect(table).toContainText(area);

    const form = page.getByRole("form", { name: copy.title });
    await expect(form.getByText(plainText(copy.noScript), { exact: true })).toBeVisible();
    const toTable = form.getByRole("link", { name: copy.noScript.match(/<toTable>(.*?)<\/toTable>/)![1]! });
    await expect(toTable).toHaveAttribute("href", "#areas");
    // The button that cannot work is not offered.
    await expect(form.getByRole("button", { name: copy.submit })).toBeHidden();

    const requests = recordRequests(page);
    const field = form.getByRole("textbox", { name: copy.label });
    await field.fill("520123");
    await field.press("Enter");
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(page.url()).not.toContain("520123");

    await toTable.click();
    await expect(table).toBeInViewport();
  });
});
