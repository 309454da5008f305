import * as contactModule from "../app/content/contact";
import { emailHref, phoneHref, whatsappLink } from "../app/content/site";
import { composed, interfaceIn } from "./content";
import type { Page } from "@playwright/test";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";
import { ONE_WIDTH } from "./tags";

const words = interfaceIn("en");
const { scriptNotice, directLinks, formLabels } = words.form;
const whatsappHref = whatsappLink(words.site.whatsappGreeting);

// Where scripts do not run, each form says in words that it needs JavaScript and offers call,
// WhatsApp and email instead of a send button that cannot work. Where they do, the send button is
// there from the first paint (a send pressed before the code comes is held: tests/held-presses.spec.ts),
// and the form keeps its height as the code comes, so nothing below it moves.

const FORMS = [
  { kind: "tour", path: "/", name: "Schedule Your Tour", submit: formLabels.tour.submitLabel },
  { kind: "contact", path: "/contact", name: composed("contact", contactModule).message.title, submit: formLabels.contact.submitLabel },
] as const;

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of FORMS) {
    test(`${entry.kind} form: says it needs JavaScript, with phone, WhatsApp and email links`, { tag: ONE_WIDTH }, async ({ page }) => {
      await page.goto(entry.path);
      const form = page.getByRole("form", { name: entry.name });
      const notice = form.getByText(scriptNotice.title).locator("..");
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(scriptNotice.text);
      await expect(notice.getByRole("link", { name: directLinks.call })).toHaveAttribute("href", phoneHref);
      await expect(notice.getByRole("link", { name: directLinks.whatsapp })).toHaveAttribute("href", whatsappHref);
      await expect(notice.getByRole("link", { name: directLinks.email })).toHaveAttribute("href", emailHref);
      for (const link of await notice.getByRole("link").all()) {
        const box = (await link.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      // The button that cannot work is not offered.
      await expect(form.getByRole("button", { name: entry.submit })).toBeHidden();
    });
  }
});

test.describe("with JavaScript turned off, Enter", () => {
  test.use({ javaScriptEnabled: false });

  // The browser would send a form without a usable default button by itself, to the page's own
  // address (which answers 405). Every form has a disabled one (the postal-code check's is in
  // tests/locations.spec.ts; the care guide's questions are not shown without scripts).
  for (const { path, field } of [
    { path: "/", field: (page: Page) => page.getByLabel(words.form.fieldLabels.email, { exact: true }) },
    { path: "/zh/contact", field: (page: Page) => page.getByLabel(interfaceIn("zh").form.fieldLabels.firstName, { exact: true }) },
  ]) {
    test(`in a form of ${path} sends nothing and leaves the address as it was`, { tag: ONE_WIDTH }, async ({ page }) => {
      await page.goto(path);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
      const input = field(page);
      await input.scrollIntoViewIfNeeded();
      await input.fill("family@example.com");
      await input.press("Enter");
      await page.waitForTimeout(500);
      expect(requests).toEqual([]);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    });
  }
});

test.describe("with JavaScript", () => {
  for (const entry of FORMS) {
    test(`${entry.kind} form: the send button is there and pressable before the code comes, with no notice, and the form keeps its height once it has`, async ({
      page,
    }) => {
      // Hold the page's scripts so the prerendered form can be measured before hydration.
      const code = await holdRequests(page, "**/assets/*.js");
      await page.goto(entry.path);
      const form = page.getByRole("form", { name: entry.name });
      await form.scrollIntoViewIfNeeded();
      const send = form.getByRole("button", { name: entry.submit });
      await expect(send).toBeVisible();
      await expect(send).toBeEnabled();
      await expect(form.getByText(scriptNotice.title)).toBeHidden();
      const before = (await form.boundingBox())!;

      code.release();
      await waitForHydration(page);
      await expect(send).toBeEnabled();
      await expect(form.getByText(scriptNotice.title)).toBeHidden();
      const after = (await form.boundingBox())!;
      expect(after.height).toBeCloseTo(before.height, 0);
      expect(after.y).toBeCloseTo(before.y, 0);
    });
  }
});
