import * as contactModule from "../app/content/contact";
import { emailHref, phoneHref, whatsappLink } from "../app/content/site";
import { composed, interfaceIn } from "./content";
import { expect, test, waitForHydration } from "./fixtures";
import { ONE_WIDTH } from "./tags";

const words = interfaceIn("en");
const { scriptNotice, directLinks, formLabels } = words.form;
const whatsappHref = whatsappLink(words.site.whatsappGreeting);

// Before the scripts run, or when they never do, each form says in words that it needs
// JavaScript and offers call, WhatsApp and email instead. Once hydrated, the notice goes, and
// the form keeps its height so nothing below it moves.

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

test.describe("with JavaScript", () => {
  for (const entry of FORMS) {
    test(`${entry.kind} form: the notice shows until hydration, then goes, and the form keeps its height`, async ({ page }) => {
      // Hold the page's scripts so the prerendered form can be measured before hydration.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/assets/*.js", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(entry.path);
      const form = page.getByRole("form", { name: entry.name });
      const notice = form.getByText(scriptNotice.title);
      await expect(notice).toBeVisible();
      await form.scrollIntoViewIfNeeded();
      const before = (await form.boundingBox())!;

      release();
      await waitForHydration(page);
      await expect(form.getByRole("button", { name: entry.submit })).toBeEnabled();
      await expect(notice).toBeHidden();
      await expect(form.getByRole("link", { name: directLinks.email })).toHaveCount(0);
      const after = (await form.boundingBox())!;
      expect(after.height).toBeCloseTo(before.height, 0);
      expect(after.y).toBeCloseTo(before.y, 0);
    });
  }
});
