import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import * as contactWords from "../app/content/contact";
import * as interfaceWords from "../app/content/interface";
import * as privacyWords from "../app/content/privacy";
import { languages } from "../app/i18n/languages";
import { escapeControl } from "../server/text.mjs";
import { composed } from "./content";
import { axeViolations, expect, test, waitForHydration, holdRequests } from "./fixtures";
import { inboxFor, originOf } from "./inbox";

// Both request forms, end to end against `npm start`'s server and its real local inbox.
// Faults are made at the network boundary by intercepting the email call.

const EMAIL_PATH = "**/api/v1.0/email/send";
const SHEET_PATH = "**/api/sheet";

// The words the English pages show, as their catalogs hold them. The form names, labels and
// toasts that the product specification quotes stay written out below.
const siteWords = composed("interface", interfaceWords);
const formWords = siteWords.form;
const contactPage = composed("contact", contactWords);
const privacyPage = composed("privacy", privacyWords);

const FORMS = [
  {
    kind: "tour",
    path: "/",
    name: "Schedule Your Tour",
    submit: formWords.formLabels.tour.submitLabel,
    pending: "Scheduling...",
    successTitle: "Tour Request Submitted!",
    successText: "Thank you! We'll contact you within 24 hours to schedule your tour.",
  },
  {
    kind: "contact",
    path: "/contact",
    name: contactPage.message.title,
    submit: formWords.formLabels.contact.submitLabel,
    pending: "Sending...",
    successTitle: "Message Sent Successfully!",
    successText: "Thank you for contacting us! We'll get back to you within 2 hours during business hours.",
  },
] as const;

const FAILURE_TITLE = "Submission Failed";
const FAILURE_TEXT = "Sorry, there was an error submitting your request. Please try again or call us directly.";
/** A send refused as one too many says so, and asks the visitor to call. */
const TOO_MANY_TEXT = formWords.failureToast.tooManyRequests;

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

let counter = 0;
function uniqueValues(overrides: Partial<Values> = {}): Values {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: "Mei Ling",
    lastName: "Tan",
    email: `family.${tag}@example.com`,
    phone: "+65 9123 4567",
    message: `My mother needs help at home after a fall. (${tag})`,
    ...overrides,
  };
}

type Form = (typeof FORMS)[number];

/** What the email template receives for these values sent from this form (docs/product.md, section 5). */
function templateParams(values: Values, form: Form) {
  return {
    from_name: `${values.firstName} ${values.lastName}`,
    from_email: values.email,
    phone: values.phone,
    message: values.message,
    to_name: formWords.forms[form.kind].toName,
    language: languages.en.request,
    form: form.kind,
    page: form.path,
  };
}

/** The sheet row for these values sent from this form: the visitor's fields, then where it came from. */
function sheetFields(values: Values, form: Form) {
  return { target: "Schedule", ...values, language: languages.en.request, form: form.kind, page: form.path };
}

const LABELS: Record<keyof Values, string> = formWords.fieldLabels;

async function openForm(page: Page, form: Form) {
  await page.goto(form.path);
  await waitForHydration(page);
  const locator = page.getByRole("form", { name: form.name });
  // As a visitor comes to it: its code loads as it nears the screen (lib/deferred.tsx).
  await locator.scrollIntoViewIfNeeded();
  await expect(locator.getByRole("button", { name: form.submit })).toBeEnabled();
  return locator;
}

async function fill(form: Locator, values: Values) {
  for (const [field, label] of Object.entries(LABELS) as [keyof Values, string][]) {
    await form.getByLabel(label, { exact: true }).fill(values[field]);
  }
}

async function expectFields(form: Locator, values: Values) {
  for (const [field, label] of Object.entries(LABELS) as [keyof Values, string][]) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(values[field]);
  }
}

/** Theme tokens --color-success and --color-destructive. */
const GREEN = "rgb(20, 83, 45)";
const RED = "rgb(155, 28, 28)";

async function expectToast(page: Page, title: string, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(text);
  await expect(toast).toHaveCSS("background-color", title === FAILURE_TITLE ? RED : GREEN);
  return toast;
}

for (const form of FORMS) {
  test.describe(`${form.kind} form`, () => {
    test("sends to the inbox, records the sheet, confirms for about 5 s and clears the fields", async ({ page }) => {
      const values = uniqueValues();
      const locator = await openForm(page, form);
      await fill(locator, values);
      // Hold the email call briefly so the sending state can be seen.
      await page.route(EMAIL_PATH, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await locator.getByRole("button", { name: form.submit }).click();
      await expect(locator.getByRole("button", { name: form.pending })).toBeDisabled();

      const toast = await expectToast(page, form.successTitle, form.successText);
      const shownAt = Date.now();
      for (const label of Object.values(LABELS)) await expect(locator.getByLabel(label, { exact: true })).toHaveValue("");
      await expect(locator.getByRole("button", { name: form.submit })).toBeEnabled();

      await expect.poll(async () => (await inboxFor(values.email)).sheets.length).toBe(1);
      const { emails, sheets } = await inboxFor(values.email);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.body).toEqual({
        lib_version: "4.4.1",
        user_id: "local-inbox",
        service_id: "local_service",
        template_id: "local_template",
        template_params: templateParams(values, form),
      });
      expect(sheets[0]!.fields).toEqual(sheetFields(values, form));
      // The care team can tell the two forms apart: each record names its form and page.
      for (const entry of [emails[0]!, sheets[0]!]) expect(originOf(entry)).toEqual({ form: form.kind, page: form.path });

      // The toast lasts about five seconds.
      await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - shownAt)));
      await expect(toast).toBeVisible();
      await expect(toast).toBeHidden({ timeout: 4000 });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4500);
    });

    test("can be completed with the keyboard alone, with no axe violations in any state", async ({ page }) => {
      const values = uniqueValues();
      const locator = await openForm(page, form);
      expect(await axeViolations(page)).toEqual([]);
      await locator.getByLabel(LABELS.firstName).focus();
      for (const field of ["firstName", "lastName", "email", "phone", "message"] as const) {
        await expect(locator.getByLabel(LABELS[field], { exact: true })).toBeFocused();
        await page.keyboard.type(values[field]);
        await page.keyboard.press("Tab");
      }
      // Focus is now on the submit button.
      await expect(locator.getByRole("button", { name: form.submit })).toBeFocused();
      await page.keyboard.press("Enter");
      await expectToast(page, form.successTitle, form.successText);
      expect(await axeViolations(page)).toEqual([]);
      await expect.poll(async () => (await inboxFor(values.email)).emails.length).toBe(1);

      // The failure state is accessible too.
      await page.route(EMAIL_PATH, (route) => route.fulfill({ status: 500, body: "Internal error" }));
      await fill(locator, uniqueValues());
      await locator.getByRole("button", { name: form.submit }).press("Enter");
      await expect(locator.getByRole("alert")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("the form's code loads on demand", () => {
  for (const form of FORMS) {
    test(`${form.kind} form: typed into at once after the page hydrates, before its code has come, then sent`, async ({ page }) => {
      const values = uniqueValues();
      // The form's own code is held back until the visitor has typed everything.
      const code = await holdRequests(page, /\/assets\/request-form-[^/]+\.js$/);
      await page.goto(form.path);
      await waitForHydration(page);
      const locator = page.getByRole("form", { name: form.name });
      // Typing goes into the prerendered form at once, and asks for its code.
      await fill(locator, values);
      await expectFields(locator, values);
      await expect.poll(() => code.asked.length).toBeGreaterThan(0);
      code.release();
      // Hydrated where it stands: what was typed is kept, and the send works.
      const send = locator.getByRole("button", { name: form.submit });
      await expect(send).toBeEnabled();
      await expectFields(locator, values);
      await send.click();
      await expectToast(page, form.successTitle, form.successText);
      await expect.poll(async () => (await inboxFor(values.email)).emails.length).toBe(1);
      const { emails } = await inboxFor(values.email);
      expect(emails[0]!.body?.template_params).toEqual(templateParams(values, form));
    });
  }

  test("a phone does not load the tour form's code before the visitor nears or uses the form", async ({ page, isMobile }) => {
    test.skip(!isMobile, "on a wide screen the form is within the look-ahead of the first screen");
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/request-form-[^/]+\.js$/.test(request.url())) asked.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    await page.getByRole("form", { name: FORMS[0].name }).scrollIntoViewIfNeeded();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });
});

test.describe("faults: every failure keeps the fields, says so and offers phone and WhatsApp", () => {
  test.skip(({ isMobile }) => isMobile, "the network faults do not depend on the screen size");

  const faults = [
    { name: "HTTP 500", fulfil: { status: 500, body: "Internal Server Error" }, text: FAILURE_TEXT },
    { name: "HTTP 400", fulfil: { status: 400, body: "The template ID is invalid." }, text: FAILURE_TEXT },
    { name: "HTTP 429", fulfil: { status: 429, body: "Too Many Requests" }, text: TOO_MANY_TEXT },
  ];

  for (const form of FORMS) {
    for (const fault of faults) {
      test(`${form.kind} form: ${fault.name}`, async ({ page, consoleErrors }) => {
        const values = uniqueValues();
        const locator = await openForm(page, form);
        await page.route(EMAIL_PATH, (route) => route.fulfill(fault.fulfil));
        await fill(locator, values);
        await locator.getByRole("button", { name: form.submit }).click();
        await expectToast(page, FAILURE_TITLE, fault.text);
        await expectFields(locator, values);
        const alert = locator.getByRole("alert");
        await expect(alert.locator('a[href^="tel:"]')).toHaveCount(1);
        await expect(alert.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
        expect(consoleErrors.join("\n")).toContain("The request was not sent");
      });
    }

    test(`${form.kind} form: network failure`, async ({ page }) => {
      const values = uniqueValues();
      const locator = await openForm(page, form);
      await page.route(EMAIL_PATH, (route) => route.abort("internetdisconnected"));
      await fill(locator, values);
      await locator.getByRole("button", { name: form.submit }).click();
      await expectToast(page, FAILURE_TITLE, FAILURE_TEXT);
      await expectFields(locator, values);
    });

    test(`${form.kind} form: no answer within 20 s`, async ({ page }) => {
      await page.clock.install();
      const values = uniqueValues();
      const locator = await openForm(page, form);
      // The provider never answers.
      let emailRequested!: () => void;
      const requested = new Promise<void>((resolve) => {
        emailRequested = resolve;
      });
      await page.route(EMAIL_PATH, () => emailRequested());
      await fill(locator, values);
      await locator.getByRole("button", { name: form.submit }).click();
      await expect(locator.getByRole("button", { name: form.pending })).toBeDisabled();
      // The 20 s clock starts with the call; the sending code may still be loading before it.
      await requested;
      await page.clock.fastForward(19_000);
      await expect(locator.getByRole("button", { name: form.pending })).toBeDisabled();
      await page.clock.fastForward(1_500);
      await expectToast(page, FAILURE_TITLE, FAILURE_TEXT);
      await expectFields(locator, values);
      await expect(locator.getByRole("button", { name: form.submit })).toBeEnabled();
      expect((await inboxFor(values.email)).emails).toHaveLength(0);
    });

    test(`${form.kind} form: the sheet endpoint is down after the email was sent`, async ({ page, consoleErrors }) => {
      const values = uniqueValues();
      const locator = await openForm(page, form);
      await page.route(SHEET_PATH, (route) => route.abort("connectionrefused"));
      await fill(locator, values);
      await locator.getByRole("button", { name: form.submit }).click();
      await expectToast(page, form.successTitle, form.successText);
      await expect(locator.getByLabel(LABELS.firstName)).toHaveValue("");
      expect((await inboxFor(values.email)).emails).toHaveLength(1);
      await expect.poll(() => consoleErrors.join("\n")).toContain("recording it in the sheet failed");
    });

    test(`${form.kind} form: a double click sends once`, async ({ page }) => {
      const values = uniqueValues();
      const locator = await openForm(page, form);
      let sends = 0;
      await page.route(EMAIL_PATH, async (route) => {
        sends += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await fill(locator, values);
      await locator.getByRole("button", { name: form.submit }).dblclick();
      await expectToast(page, form.successTitle, form.successText);
      await expect.poll(async () => (await inboxFor(values.email)).sheets.length).toBe(1);
      expect(sends).toBe(1);
      expect((await inboxFor(values.email)).emails).toHaveLength(1);
    });

    test(`${form.kind} form: a reload while typing keeps the draft`, async ({ page }) => {
      const values = uniqueValues();
      const locator = await openForm(page, form);
      await fill(locator, values);
      await page.reload();
      await waitForHydration(page);
      // Back where the visitor was: the form's code loads as it nears the screen, and puts the draft back.
      const again = page.getByRole("form", { name: form.name });
      await again.scrollIntoViewIfNeeded();
      await expectFields(again, values);
    });

    test(`${form.kind} form: a bot filling the hidden field gets a success and nothing is sent`, async ({ page }) => {
      const values = uniqueValues();
      const locator = await openForm(page, form);
      let sends = 0;
      await page.route(EMAIL_PATH, async (route) => {
        sends += 1;
        await route.continue();
      });
      await fill(locator, values);
      // People and screen readers never reach this field.
      const trap = locator.locator('input[name="website"]');
      await expect(trap).toHaveAttribute("tabindex", "-1");
      expect(await trap.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
      await trap.fill("http://spam.example");
      await locator.getByRole("button", { name: form.submit }).click();
      await expectToast(page, form.successTitle, form.successText);
      expect(sends).toBe(0);
      expect((await inboxFor(values.email)).emails).toHaveLength(0);
    });
  }

  test("contact form: status 202 is a failure (only 200 counts)", async ({ page }) => {
    const form = FORMS[1];
    const values = uniqueValues();
    const locator = await openForm(page, form);
    await page.route(EMAIL_PATH, (route) => route.fulfill({ status: 202, body: "Accepted" }));
    await fill(locator, values);
    await locator.getByRole("button", { name: form.submit }).click();
    await expectToast(page, FAILURE_TITLE, FAILURE_TEXT);
    await expectFields(locator, values);
  });

  test("tour form: status 202 is a success (any completed send counts)", async ({ page }) => {
    const form = FORMS[0];
    const locator = await openForm(page, form);
    await page.route(EMAIL_PATH, (route) => route.fulfill({ status: 202, body: "Accepted" }));
    await fill(locator, uniqueValues());
    await locator.getByRole("button", { name: form.submit }).click();
    await expectToast(page, form.successTitle, form.successText);
  });
});

test.describe("hostile and unusual input arrives byte-identical and is never rendered as HTML", () => {
  test.skip(({ isMobile }) => isMobile, "the same bytes on every screen size");

  const inputs: [string, Partial<Values>][] = [
    ["script tag", { message: "<script>window.pwned = 1</script>", lastName: "</script><script>window.pwned=2</script>" }],
    [
      "HTML with an event handler",
      { firstName: '<img src=x onerror="window.pwned=3">', message: "<b>bold</b> &amp; <a href='javascript:alert(1)'>x</a>" },
    ],
    ["a 100 KB message", { message: "My father needs help with bathing and meals. ".repeat(2300).slice(0, 100 * 1024) }],
    ["Chinese", { firstName: "美玲", lastName: "陈", message: "我想了解居家护理服务，请给我打电话。" }],
    ["Tamil", { firstName: "செல்வி", lastName: "முருகன்", message: "என் அம்மாவுக்கு வீட்டில் உதவி தேவை." }],
    ["emoji", { firstName: "Grace 👵🏽", lastName: "Lim ❤️", message: "Family 👨‍👩‍👧 says thank you 🙏🏼" }],
    ["right-to-left", { firstName: "مريم", lastName: "כהן", message: "\u202Eright-to-left override\u202C and مرحبا" }],
    [
      "leading = + - @",
      {
        firstName: '=HYPERLINK("http://evil.example","x")',
        lastName: "+SUM(1,2)",
        phone: "@SUM(A1:A9)",
        message: "-2+3 =cmd|' /C calc'!A0",
      },
    ],
  ];

  for (const [name, overrides] of inputs) {
    test(name, async ({ page }) => {
      const values = uniqueValues(overrides);
      const form = FORMS[0];
      const locator = await openForm(page, form);
      await fill(locator, values);
      await locator.getByRole("button", { name: form.submit }).click();
      await expectToast(page, form.successTitle, form.successText);
      await expect.poll(async () => (await inboxFor(values.email)).sheets.length).toBe(1);
      const { emails, sheets } = await inboxFor(values.email);
      expect(emails[0]!.body!.template_params).toEqual(templateParams(values, form));
      expect(sheets[0]!.fields).toEqual(sheetFields(values, form));

      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

      // `npm run inbox` shows the text as text: every value as typed, with only control
      // characters (here the right-to-left override) escaped, and nothing that could drive the terminal.
      const listing = execFileSync(process.execPath, ["scripts/inbox.mjs", "--file", process.env.TEST_INBOX_FILE!], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      const entry = listing.split("\n\n").find((block) => block.includes(`from_email: ${values.email}`));
      expect(entry).toBeDefined();
      for (const [key, value] of Object.entries(templateParams(values, form)))
        expect(entry).toContain(`\n  ${key}: ${escapeControl(value)}`);
      // oxlint-disable-next-line no-control-regex -- no control character may reach the terminal
      expect(listing).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    });
  }
});

test.describe("toasts", () => {
  test.skip(({ isMobile }) => isMobile, "placement is checked at desktop width");

  test("sit bottom-right, three at most", async ({ page }) => {
    const form = FORMS[1];
    const locator = await openForm(page, form);
    await page.route(EMAIL_PATH, (route) => route.fulfill({ status: 500, body: "error" }));
    await fill(locator, uniqueValues());
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await locator.getByRole("button", { name: form.submit }).click();
      await expect(locator.getByRole("button", { name: form.submit })).toBeEnabled();
    }
    const toaster = page.locator("[data-sonner-toaster]");
    await expect(toaster).toHaveAttribute("data-x-position", "right");
    await expect(toaster).toHaveAttribute("data-y-position", "bottom");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(4);
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    const box = await page.locator("[data-sonner-toast]").first().boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width * 0.75);
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height * 0.75);
  });
});

test.describe("privacy", () => {
  test("each form links to the privacy notice, which names the DPO", async ({ page }) => {
    // The link is the words inside <link>…</link> in the form's privacy note.
    const linkText = /<link>(.+?)<\/link>/.exec(formWords.formNotes.privacy)?.[1];
    expect(linkText).toBeTruthy();
    for (const form of FORMS) {
      const locator = await openForm(page, form);
      await expect(locator.getByRole("link", { name: linkText })).toHaveAttribute("href", "/privacy");
    }
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyPage.title);
    // Every section of the notice, in the catalog's words: what is collected, why, who handles it, for how long, the rights.
    expect(privacyPage.sections.length).toBeGreaterThanOrEqual(5);
    for (const { title } of privacyPage.sections) {
      expect(title.trim()).not.toBe("");
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.locator('a[href^="mailto:dpo@"]')).toBeVisible();
  });

  test("no personal data in any URL: the forms post, and the WhatsApp text is fixed", async ({ page }) => {
    for (const form of FORMS) {
      const locator = await openForm(page, form);
      await expect(locator).toHaveAttribute("method", "post");
    }
    const hrefs = await page.locator('a[href^="https://wa.me/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(1);
    expect(decodeURIComponent(hrefs[0]!.split("text=")[1]!)).toBe(siteWords.site.whatsappGreeting);
  });
});
