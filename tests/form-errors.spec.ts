import type { Locator, Page } from "@playwright/test";
import { requestFields } from "../app/content/form-fields";
import * as contactModule from "../app/content/contact";
import { fill } from "../app/i18n/markers";
import { plainText } from "../app/i18n/rich";
import { composed, interfaceIn } from "./content";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { ONE_WIDTH } from "./tags";

const { fieldLabels, fieldErrors, errorSummary, formLabels, formNotes } = interfaceIn("en").form;
const contactPage = composed("contact", contactModule);

// Both request forms say what is wrong in words: an error summary that takes focus and links to
// each field, and a message above each field. Nothing is sent while a field is wrong.

const EMAIL_PATH = "**/api/v1.0/email/send";

const FORMS = [
  { kind: "tour", path: "/", name: "Schedule Your Tour", submit: formLabels.tour.submitLabel, success: "Tour Request Submitted!" },
  {
    kind: "contact",
    path: "/contact",
    name: contactPage.message.title,
    submit: formLabels.contact.submitLabel,
    success: "Message Sent Successfully!",
  },
] as const;

type FieldName = (typeof requestFields)[number]["name"];

let counter = 0;
function validValues(): Record<FieldName, string> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: "Mei Ling",
    lastName: "Tan",
    email: `errors.${tag}@example.com`,
    phone: "9123 4567",
    message: `Help after a fall, please. (${tag})`,
  };
}

const labelOf = (name: FieldName) => fieldLabels[name];

async function openForm(page: Page, path: string, name: string) {
  await page.goto(path);
  await waitForHydration(page);
  const form = page.getByRole("form", { name });
  // As a visitor comes to it: its code loads as it nears the screen (lib/deferred.tsx).
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole("button", { name: FORMS.find((entry) => entry.name === name)!.submit })).toBeEnabled();
  return form;
}

/** Every request that would carry the visitor's details out: the email call and the sheet. */
function watchSends(page: Page) {
  const sends: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/v1\.0\/email\/send|\/api\/sheet/.test(request.url())) sends.push(request.url());
  });
  return sends;
}

/** The message an assistive technology reads with a field: the elements its aria-describedby names. */
async function describedBy(field: Locator) {
  return field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`),
  );
}

async function expectFieldError(form: Locator, name: FieldName, message: string) {
  const field = form.getByLabel(labelOf(name), { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  // Screen readers hear the language's "Error:" first, then the message: one entry, whole.
  expect(await describedBy(field)).toContain(plainText(fill(errorSummary.fieldError, { message })));
  const shown = form.locator("p").filter({ hasText: message });
  await expect(shown).toBeVisible();
  // GOV.UK style: the message sits between the label and the field.
  const [messageBox, fieldBox] = [await shown.boundingBox(), await field.boundingBox()];
  expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(fieldBox!.y + 1);
}

for (const entry of FORMS) {
  test.describe(`${entry.kind} form errors`, () => {
    test(
      "an empty form: summary with a link per field, each field marked and described, nothing sent",
      { tag: ONE_WIDTH },
      async ({ page }) => {
        const sends = watchSends(page);
        const form = await openForm(page, entry.path, entry.name);
        await form.getByRole("button", { name: entry.submit }).click();

        const summary = form.getByRole("alert", { name: errorSummary.title });
        await expect(summary).toBeFocused();
        const links = summary.getByRole("link");
        await expect(links).toHaveText(requestFields.map(({ name }) => fieldErrors[name].missing));
        for (const { name } of requestFields) await expectFieldError(form, name, fieldErrors[name].missing);
        // The browser's own bubble never appears: the form does its own checking.
        await expect(form).toHaveJSProperty("noValidate", true);
        expect(await axeViolations(page)).toEqual([]);
        expect(sends).toEqual([]);
      },
    );

    test("each field left empty on its own is the only one named", { tag: ONE_WIDTH }, async ({ page }) => {
      const sends = watchSends(page);
      const form = await openForm(page, entry.path, entry.name);
      const summaryLinks = form.getByRole("alert", { name: errorSummary.title }).getByRole("link");
      for (const { name } of requestFields) {
        const values = validValues();
        for (const field of requestFields)
          await form.getByLabel(labelOf(field.name), { exact: true }).fill(field.name === name ? "" : values[field.name]);
        await form.getByRole("button", { name: entry.submit }).click();
        await expect(summaryLinks).toHaveText([fieldErrors[name].missing]);
        await expectFieldError(form, name, fieldErrors[name].missing);
        await expect(form.locator("[aria-invalid='true']")).toHaveCount(1);
      }
      expect(sends).toEqual([]);
    });

    test("an email in the wrong format asks for the correct format; nothing is sent", { tag: ONE_WIDTH }, async ({ page }) => {
      const sends = watchSends(page);
      const form = await openForm(page, entry.path, entry.name);
      for (const field of requestFields) await form.getByLabel(labelOf(field.name), { exact: true }).fill(validValues()[field.name]);
      for (const wrong of ["mei.example.com", "mei@", "mei tan@example.com", "abc@d", "mei@localhost"]) {
        await form.getByLabel(fieldLabels.email, { exact: true }).fill(wrong);
        await form.getByRole("button", { name: entry.submit }).click();
        await expect(form.getByRole("link", { name: fieldErrors.email.format })).toBeVisible();
        await expectFieldError(form, "email", fieldErrors.email.format);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(sends).toEqual([]);
    });

    test("corrected with the keyboard alone: summary link, type, submit, sent to the local inbox", { tag: ONE_WIDTH }, async ({ page }) => {
      const sends = watchSends(page);
      const values = validValues();
      const form = await openForm(page, entry.path, entry.name);
      for (const field of requestFields) {
        if (field.name !== "email") await form.getByLabel(labelOf(field.name), { exact: true }).fill(values[field.name]);
      }
      await form.getByLabel(fieldLabels.email, { exact: true }).fill("mei@");
      await form.getByRole("button", { name: entry.submit }).press("Enter");
      const summary = form.getByRole("alert", { name: errorSummary.title });
      await expect(summary).toBeFocused();
      expect(sends).toEqual([]);

      await page.keyboard.press("Tab");
      await expect(form.getByRole("link", { name: fieldErrors.email.format })).toBeFocused();
      await page.keyboard.press("Enter");
      const email = form.getByLabel(fieldLabels.email, { exact: true });
      await expect(email).toBeFocused();
      expect(new URL(page.url()).hash).toBe("");

      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(values.email);
      // Leaving the corrected field clears its message and the summary straight away.
      await page.keyboard.press("Tab");
      await expect(email).not.toHaveAttribute("aria-invalid");
      await expect(form.getByText(fieldErrors.email.format)).toHaveCount(0);
      await expect(summary).toHaveCount(0);

      await page.keyboard.press("Shift+Tab");
      await expect(email).toBeFocused();
      const answer = page.waitForResponse((response) => response.url().includes("/api/v1.0/email/send"));
      await page.keyboard.press("Enter");
      const response = await answer;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON().template_params.from_email).toBe(values.email);
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: entry.success })).toBeVisible();
      await expect(email).toHaveValue("");
    });

    test("corrected, then the send button pressed straight from the field: the press is not lost under a moving button", async ({
      page,
    }) => {
      const values = validValues();
      const form = await openForm(page, entry.path, entry.name);
      await form.getByRole("button", { name: entry.submit }).click();
      await expect(form.getByRole("alert", { name: errorSummary.title })).toBeVisible();
      for (const field of requestFields) await form.getByLabel(labelOf(field.name), { exact: true }).fill(values[field.name]);
      // The pointer goes down on the button while the last field still has focus: were the summary
      // to go as the field is left, the button would move up before the press ends, off the pointer.
      const answer = page.waitForResponse((response) => response.url().includes("/api/v1.0/email/send"));
      await form.getByRole("button", { name: entry.submit }).click();
      expect((await answer).status()).toBe(200);
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: entry.success })).toBeVisible();
    });

    test("a field still wrong when left keeps its message, updated to what is wrong now", { tag: ONE_WIDTH }, async ({ page }) => {
      const form = await openForm(page, entry.path, entry.name);
      await form.getByRole("button", { name: entry.submit }).click();
      const email = form.getByLabel(fieldLabels.email, { exact: true });
      await email.fill("mei@");
      await email.blur();
      await expectFieldError(form, "email", fieldErrors.email.format);
      await expect(form.getByRole("link", { name: fieldErrors.email.format })).toBeVisible();
      // A field the summary names but not yet corrected stays named.
      await expectFieldError(form, "phone", fieldErrors.phone.missing);
    });
  });
}

test.describe("refusals by the email service keep the text and offer phone and WhatsApp", () => {
  for (const entry of FORMS) {
    test(`${entry.kind} form: 429, then 413`, { tag: ONE_WIDTH }, async ({ page }) => {
      const form = await openForm(page, entry.path, entry.name);
      const values = validValues();
      for (const field of requestFields) await form.getByLabel(labelOf(field.name), { exact: true }).fill(values[field.name]);
      for (const status of [429, 413]) {
        await page.unroute(EMAIL_PATH);
        await page.route(EMAIL_PATH, (route) =>
          route.fulfill({ status, body: status === 429 ? "Too Many Requests" : "Payload Too Large" }),
        );
        const answered = page.waitForResponse(
          (response) => response.url().includes("/api/v1.0/email/send") && response.status() === status,
        );
        await form.getByRole("button", { name: entry.submit }).click();
        await answered;
        const alert = form.getByRole("alert");
        await expect(alert).toContainText(formNotes.failureTitle);
        await expect(alert.locator('a[href^="tel:"]')).toHaveCount(1);
        await expect(alert.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
        await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Submission Failed" }).first()).toBeVisible();
        for (const field of requestFields)
          await expect(form.getByLabel(labelOf(field.name), { exact: true })).toHaveValue(values[field.name]);
        await expect(form.getByRole("button", { name: entry.submit })).toBeEnabled();
      }
    });
  }
});
