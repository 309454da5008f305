import { servicePaths } from "../app/content/site-map";
import * as diabetesModule from "../app/content/services/diabetes-care";
import { fill } from "../app/i18n/markers";
import { plainText } from "../app/i18n/rich";
import { composed, interfaceIn } from "./content";
import { expect, test, waitForHydration } from "./fixtures";
import { ONE_WIDTH } from "./tags";

const { frameLabels, footerGroups, sectionLabels, safety } = interfaceIn("en");
const { landmarks } = frameLabels;
const coreServices = footerGroups.find((group) => group.key === "coreServices")!.title;

// The fourteen service pages. Every-URL checks (prerendered heading, axe at 390 and 1440 px,
// target sizes, images) run over them in pages.spec.ts and every-page.spec.ts.

const COPD = "/services/copd-care";

test.describe("service pages", () => {
  test("the COPD page has neither the shared header nor footer, and has its four links", async ({ page }) => {
    await page.goto(COPD);
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: landmarks.main, exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open main menu" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: coreServices })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: landmarks.breadcrumb })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("link", { name: "Get Care Consultation" }).first()).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
  });

  for (const path of servicePaths.filter((p) => p !== COPD)) {
    test(
      `${path} has the shared header and footer, a phone link and a WhatsApp link in a new tab`,
      { tag: ONE_WIDTH },
      async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("banner")).toHaveCount(1);
        await expect(page.getByRole("contentinfo").getByRole("navigation", { name: coreServices })).toHaveCount(1);
        await expect(page.locator('a[href^="tel:"]').first()).toBeAttached();
        const whatsapp = page.getByRole("main").locator('a[href^="https://wa.me/"]').first();
        await expect(whatsapp).toHaveAttribute("target", "_blank");
        await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
      },
    );
  }

  const scheduleButtons = [
    ["/services/respite-care", "Schedule Respite Care"],
    ["/services/live-in-care", "Schedule Consultation"],
    ["/services/home-therapy", "Schedule Assessment"],
    ["/services/nursing-procedure", "Schedule Nursing Visit"],
    ["/services/home-care-singapore", "Free Care Consultation"],
    ["/services/dementia-care", "Free Care Consultation"],
  ] as const;

  for (const [path, label] of scheduleButtons) {
    test(`${path}: '${label}' ends on / with #contact in view`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("main").getByRole("link", { name: label, exact: true }).first().click();
      await expect(page).toHaveURL("/");
      await expect(page.locator("#contact")).toBeInViewport();
    });
  }

  test("a 5-star rating is announced as text", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto("/services/respite-care");
    await expect(page.getByText(plainText(fill(sectionLabels.rating, { stars: 5, maxStars: 5 })), { exact: true }).first()).toBeAttached();
  });

  test("tables have captions and header scopes", { tag: ONE_WIDTH }, async ({ page }) => {
    for (const path of [
      "/services/dementia-care",
      "/services/diabetes-care",
      "/services/cancer-care",
      "/services/respite-care",
      "/services/live-in-care",
    ]) {
      await page.goto(path);
      const table = page.locator("table").first();
      await expect(table.locator("caption")).not.toBeEmpty();
      expect(await table.locator('th[scope="col"]').count()).toBeGreaterThan(1);
      expect(await table.locator('th[scope="row"]').count()).toBeGreaterThan(1);
    }
  });

  test("the educational pages say they are general information and when they were reviewed", { tag: ONE_WIDTH }, async ({ page }) => {
    for (const path of [
      "/services/cancer-care",
      "/services/dementia-care",
      "/services/copd-care",
      "/services/diabetes-care",
      "/services/palliative-care",
    ]) {
      await page.goto(path);
      // The note's sentence as the catalog writes it, up to the day of the last review.
      const { reviewNote } = sectionLabels;
      await expect(page.getByText(reviewNote.text.split("{date}")[0]!.trim())).toBeVisible();
      await expect(page.locator("time[datetime]").first()).toBeAttached();
      // And when to call 995, with the number a link that dials it, and when to see a doctor first.
      const note = page.getByRole("complementary", { name: reviewNote.label });
      await expect(note.getByRole("link", { name: "995", exact: true }).first()).toHaveAttribute("href", "tel:995");
      // Near the end of life the note sends a family to the hospice team first, not to a doctor for new symptoms.
      const [first, other] = path.endsWith("palliative-care")
        ? [safety.lines.hospice, safety.lines.doctor]
        : [safety.lines.doctor, safety.lines.hospice];
      await expect(note).toContainText(plainText(first));
      await expect(note).not.toContainText(plainText(other));
      // The hospice team's line is open round the clock.
      expect(safety.lines.hospice).toContain("24");
    }
  });

  test(
    "the diabetes ranges give mmol/L first, as Singapore's clinics do, with the mg/dL in brackets, in both languages",
    { tag: ONE_WIDTH },
    async ({ page }) => {
      for (const [lang, range] of [
        ["en", "5.6-6.9 mmol/L (100-125 mg/dL)"],
        ["zh", "5.6至6.9 mmol/L（100至125 mg/dL）"],
      ] as const) {
        // The fasting test's row: the one whose prediabetes range the catalog writes as above.
        const table = composed("services/diabetes-care", diabetesModule, lang).sections.find((section) => "rows" in section) as
          { rows: readonly (readonly string[])[] } | undefined;
        const testName = table?.rows.find((row) => row.includes(range))?.[0];
        expect(testName, `${lang}: a row with the range ${range}`).toBeTruthy();
        await page.goto(lang === "en" ? "/services/diabetes-care" : `/${lang}/services/diabetes-care`);
        const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: testName }) });
        // On a phone each cell also shows its column's name before the value (the table stacks).
        await expect(row.getByRole("cell").filter({ hasText: range })).toHaveText(range);
      }
    },
  );

  test("the diabetes page is green and the palliative page purple", { tag: ONE_WIDTH }, async ({ page }) => {
    for (const [path, colour] of [
      ["/services/diabetes-care", "rgb(20, 83, 45)"],
      ["/services/palliative-care", "rgb(91, 42, 134)"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("link", { name: "Back to Services" })).toHaveCSS("color", colour);
    }
  });
});
