import type { Locator, Page } from "@playwright/test";
import type { Lang } from "../app/i18n/languages";
import * as careGuideModule from "../app/content/care-guide";
import * as locationsModule from "../app/content/locations";
import { SLOW_AFTER_MS } from "../scripts/held-presses.mjs";
import { composed, interfaceIn } from "./content";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";
import { inboxFor } from "./inbox";
import { ONE_WIDTH } from "./tags";

// A press of a form's send button, or Enter in one of its fields, before the form's code has come
// is answered once it has come, once, never dropped, however busy the machine: the page's first
// script holds it (scripts/held-presses.mjs) and the form makes it when its code is here
// (app/lib/held-press.tsx). The page's code is held back at the network until the test lets it go;
// the phone's processor is emulated four times slower than this machine's.

/** The whole app's code, held back until the test lets it go. */
const CODE = /\/assets\/[^/]+\.js$/;

async function slowProcessor(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

let counter = 0;

/** Fills in a request form in `lang`, the phone number last, and returns the unique email it gave. */
async function fillRequest(form: Locator, lang: Lang) {
  const labels = interfaceIn(lang).form.fieldLabels;
  const email = `held.${Date.now().toString(36)}${(counter += 1)}@example.com`;
  await form.getByLabel(labels.firstName, { exact: true }).fill("Mei Ling");
  await form.getByLabel(labels.lastName, { exact: true }).fill("Tan");
  await form.getByLabel(labels.email, { exact: true }).fill(email);
  await form.getByLabel(labels.message, { exact: true }).fill("My mother needs help at home after a fall.");
  await form.getByLabel(labels.phone, { exact: true }).fill("+65 9123 4567");
  return email;
}

const REQUEST_FORMS = [
  { lang: "zh", path: "/zh", kind: "tour" },
  { lang: "en", path: "/contact", kind: "contact" },
  { lang: "ta", path: "/ta/contact", kind: "contact" },
] as const;

test.describe("a send pressed before the form's code has come", () => {
  for (const { lang, path, kind } of REQUEST_FORMS) {
    test(
      `${path}: Enter in a field, then the button, before the code comes: one request, sent once the code is here`,
      { tag: ONE_WIDTH },
      async ({ page }) => {
        const words = interfaceIn(lang).form;
        const code = await holdRequests(page, CODE);
        await slowProcessor(page);
        await page.goto(path);
        const form = page.locator("main form").first();
        await form.scrollIntoViewIfNeeded();
        const email = await fillRequest(form, lang);

        // Enter in the last field, then a press of the button: both held, the visitor told.
        await page.keyboard.press("Enter");
        const send = form.getByRole("button", { name: words.formLabels[kind].submitLabel });
        await send.click();
        await expect(form.getByText(words.formNotes.held)).toBeVisible();
        expect(page.url()).toContain(path);
        expect((await inboxFor(email)).emails).toHaveLength(0);

        code.release();
        await expect.poll(async () => (await inboxFor(email)).emails.length, { timeout: 20_000 }).toBe(1);
        await expect(form.getByText(words.formNotes.held)).toHaveCount(0);
        // One request, however many presses: nothing more comes after a while.
        await page.waitForTimeout(1_000);
        expect((await inboxFor(email)).emails).toHaveLength(1);
      },
    );
  }

  test(
    "a held send that waits long says why and how else to reach us, and still goes once the code comes",
    { tag: ONE_WIDTH },
    async ({ page }) => {
      test.slow();
      const words = interfaceIn("en").form;
      const code = await holdRequests(page, CODE);
      await page.goto("/contact");
      const form = page.locator("main form").first();
      const email = await fillRequest(form, "en");
      await form.getByRole("button", { name: words.formLabels.contact.submitLabel }).click();
      const notice = form.getByText(words.scriptNotice.title);
      await expect(notice).toBeHidden();
      await expect(notice).toBeVisible({ timeout: SLOW_AFTER_MS + 5_000 });
      await expect(form.getByRole("link", { name: words.directLinks.whatsapp })).toBeVisible();

      code.release();
      await expect.poll(async () => (await inboxFor(email)).emails.length, { timeout: 20_000 }).toBe(1);
      await expect(notice).toBeHidden();
    },
  );

  test("the postal-code check: Enter before the code comes is answered once it has", { tag: ONE_WIDTH }, async ({ page }) => {
    const copy = composed("locations", locationsModule).areaCheck;
    const code = await holdRequests(page, CODE);
    await slowProcessor(page);
    await page.goto("/locations");
    const form = page.getByRole("form", { name: copy.title });
    await form.getByRole("textbox", { name: copy.label }).fill("520 123");
    await page.keyboard.press("Enter");
    await expect(form.getByText(interfaceIn("en").form.formNotes.held)).toBeVisible();
    code.release();
    await expect(form.locator("output")).toContainText(copy.found.served, { timeout: 20_000 });
    await expect(form.getByText(interfaceIn("en").form.formNotes.held)).toHaveCount(0);
  });

  test(
    "the care guide: an answer chosen and Next pressed before the code comes goes on to the next question once it has",
    { tag: ONE_WIDTH },
    async ({ page }) => {
      const guide = composed("care-guide", careGuideModule, "ms");
      const code = await holdRequests(page, CODE);
      await slowProcessor(page);
      await page.goto("/ms/care-guide");
      const first = guide.questions.who.choices[0]!.label;
      await page.getByRole("radio", { name: first, exact: true }).check();
      await page.getByRole("button", { name: guide.next }).click();
      await expect(page.getByText(interfaceIn("ms").form.formNotes.held)).toBeVisible();
      code.release();
      await expect(page.getByRole("heading", { level: 2, name: guide.questions.need.legend })).toBeVisible({ timeout: 20_000 });
      await waitForHydration(page);
    },
  );
});
