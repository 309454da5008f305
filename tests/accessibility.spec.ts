import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import * as contactModule from "../app/content/contact";
import { composed, interfaceIn } from "./content";
import { axeViolations, expect, tabTo, test, waitForHydration, waitForStylesheet } from "./fixtures";
import { motion, runningAnimations } from "./page-checks";
import { ONE_WIDTH } from "./tags";

const { helpLabels, frameLabels, form: formWords } = interfaceIn("en");
const { fieldLabels } = formWords;
const contactPage = composed("contact", contactModule);

// Accessibility beyond what every page is checked for (tests/every-page.spec.ts): visible focus,
// keyboard use of the menu and both request forms, and no motion when the visitor interacts.

/** Fills the five fields in tab order, then goes back to a one-line field and sends with Enter. */
async function typeAndSend(page: Page, form: Locator) {
  const entries = [
    [fieldLabels.firstName, "Siti"],
    [fieldLabels.lastName, "Rahman"],
    [fieldLabels.email, "siti.rahman@example.com"],
    [fieldLabels.phone, "+65 8123 4567"],
    [fieldLabels.message, "Could a nurse visit my father on a weekday morning?"],
  ] as const;
  for (const [index, [label, text]] of entries.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await expect(form.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(text);
  }
  await page.keyboard.press("Shift+Tab");
  await expect(form.getByLabel(fieldLabels.phone, { exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
}

/** The success message arrives in a live region, and the sent form is empty again. */
async function expectSent(page: Page, form: Locator, message: string) {
  await expect(page.locator("[aria-live]").getByText(message)).toBeVisible();
  await expect(form.getByLabel(fieldLabels.firstName, { exact: true })).toHaveValue("");
}

test.describe("keyboard", () => {
  // Home, a form page, a themed educational page, the page with its own frame, and a blog post.
  const representative = ["/", "/contact", "/services/diabetes-care", "/services/copd-care", "/blog/understanding-dementia-family-guide"];

  for (const url of representative) {
    test(`${url}: the first 40 stops of Tab each show a focus indicator that is not hidden`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      const stops: { name: string; style: string; indicator: boolean; shown: boolean }[] = [];
      for (let press = 0; press < 40; press += 1) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate(async () => {
          // Let the browser finish scrolling the focused element into view (smoothly, by default).
          for (let frame = 0, still = 0, lastY = window.scrollY; frame < 120 && still < 4; frame += 1) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            still = window.scrollY === lastY ? still + 1 : 0;
            lastY = window.scrollY;
          }
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const seen = ((window as unknown as { focusStops?: HTMLElement[] }).focusStops ??= []);
          if (seen.includes(element)) return null; // focus has come round again
          seen.push(element);
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          // WCAG 2.4.11: some part of the focused element is on screen and on top (not under the
          // sticky header, say), probed at nine points across the part inside the viewport.
          const [left, top] = [Math.max(box.left, 0), Math.max(box.top, 0)];
          const [width, height] = [Math.min(box.right, innerWidth) - left, Math.min(box.bottom, innerHeight) - top];
          const shown =
            width > 0 &&
            height > 0 &&
            [0.25, 0.5, 0.75].some((across) =>
              [0.25, 0.5, 0.75].some((down) => {
                const hit = document.elementFromPoint(left + width * across, top + height * down);
                return !!hit && element.contains(hit);
              }),
            );
          const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
          return {
            name: `<${element.tagName.toLowerCase()}> "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
            style: `${style.outlineStyle} ${style.outlineWidth} | ${style.boxShadow}`,
            indicator: outline || style.boxShadow !== "none",
            shown,
          };
        });
        if (!stop) break;
        stops.push(stop);
      }
      // The same elements without focus: the indicator must be a change, not a permanent border.
      const unfocused = await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        return ((window as unknown as { focusStops: HTMLElement[] }).focusStops ?? []).map((element) => {
          const style = getComputedStyle(element);
          return `${style.outlineStyle} ${style.outlineWidth} | ${style.boxShadow}`;
        });
      });
      test.info().annotations.push({ type: "focus stops checked", description: String(stops.length) });
      expect(stops.length).toBeGreaterThanOrEqual(10); // the COPD page, without the shared frame, has 13
      const problems = stops.flatMap((stop, index) => [
        ...(stop.indicator && stop.style !== unfocused[index] ? [] : [`${stop.name}: no focus indicator (${stop.style})`]),
        ...(stop.shown ? [] : [`${stop.name}: hidden while focused`]),
      ]);
      expect(problems).toEqual([]);
    });
  }

  test("the phone menu opens with Enter, Tab walks its links, Escape closes it and returns focus", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button shows below the desktop layout");
    await page.goto("/about");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open main menu" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: helpLabels.menuClose })).toHaveAttribute("aria-expanded", "true");
    const links = page.getByRole("navigation", { name: frameLabels.landmarks.menu }).getByRole("list").getByRole("link");
    const count = await links.count();
    expect(count).toBe(7);
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press("Tab");
      await expect(links.nth(index)).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: frameLabels.landmarks.menu })).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Space works on the button as well.
    await page.keyboard.press("Space");
    await expect(page.getByRole("navigation", { name: frameLabels.landmarks.menu })).toBeVisible();
  });

  test("home form: the consultation link, Enter, then every field and the send, by keyboard alone", async ({ page, isMobile }) => {
    await page.goto("/about");
    await waitForHydration(page);
    if (isMobile) {
      await tabTo(page, page.getByRole("button", { name: "Open main menu" }));
      await page.keyboard.press("Enter");
    }
    await tabTo(page, page.getByRole("banner").getByRole("link", { name: "Free Care Consultation" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/");
    // The scroll-to-contact flow puts focus on the form's heading.
    await expect(page.getByRole("heading", { name: "Schedule Your Tour" })).toBeFocused();
    const form = page.getByRole("form", { name: "Schedule Your Tour" });
    await page.keyboard.press("Tab");
    await typeAndSend(page, form);
    await expectSent(page, form, "Tour Request Submitted!");
  });

  test("contact form: skip link, then every field and the send, by keyboard alone", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: frameLabels.skipLink })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    const form = page.getByRole("form", { name: contactPage.message.title });
    await tabTo(page, form.getByLabel(fieldLabels.firstName, { exact: true }));
    await typeAndSend(page, form);
    await expectSent(page, form, "Message Sent Successfully!");
  });
});

test.describe("reduced motion", () => {
  test("opening the menu, hovering a card and opening an FAQ item start no animation", async ({ page, isMobile }) => {
    await page.goto("/");
    await waitForHydration(page);
    // The full stylesheet too: rules arriving later would start transitions of their own.
    await waitForStylesheet(page);
    // Without the request, buttons do ease their colour changes: the probe sees them.
    expect((await motion(page)).moving).not.toEqual([]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect((await motion(page)).moving).toEqual([]);
    const consultation = page.getByRole("banner").getByRole("link", { name: "Free Care Consultation" });
    if (isMobile) {
      await page.getByRole("button", { name: "Open main menu" }).click();
      await expect(page.getByRole("navigation", { name: frameLabels.landmarks.menu })).toBeVisible();
    } else {
      await consultation.hover();
    }
    expect(await runningAnimations(page)).toEqual([]);
    const card = page
      .getByRole("main")
      .getByRole("link", { name: /Dementia Care/ })
      .first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    expect(await runningAnimations(page)).toEqual([]);

    await page.goto("/faq");
    await waitForHydration(page);
    await waitForStylesheet(page);
    const question = page.getByRole("region", { name: "Admission & Costs" }).locator("details").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open");
    expect(await runningAnimations(page)).toEqual([]);
  });
});

test(
  "the one axe pass that judges body text at 7:1 also finds every text under WCAG AA contrast, as axe's AA rule does",
  { tag: ONE_WIDTH },
  async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    // Texts in the page's own main, each with its ratio on white: under AA (normal and large), and
    // between AA and AAA (a large heading, a small span, body text).
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      for (const [tag, color, size] of [
        ["p", "#888888", "18px"],
        ["h2", "#999999", "32px"],
        ["h3", "#777777", "32px"],
        ["span", "#6f6f6f", "16px"],
        ["p", "#666666", "18px"],
      ]) {
        const element = document.createElement(tag!);
        element.id = `contrast-${tag}-${color!.slice(1)}`;
        element.textContent = `Text in ${color}`;
        Object.assign(element.style, { color, fontSize: size, background: "#ffffff" });
        main.prepend(element);
      }
    });
    const { violations, bodyText } = await axeViolations(page, { bodyText: true });
    const found = violations.find((violation) => violation.id === "color-contrast")?.targets ?? [];
    const aaRule = await new AxeBuilder({ page }).setLegacyMode(true).withRules(["color-contrast"]).analyze();
    const expected = aaRule.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));
    expect(found.toSorted()).toEqual(expected.toSorted());
    expect(found.toSorted()).toEqual(["#contrast-h2-999999", "#contrast-p-888888"]);
    // Both grey paragraphs are body text under 7:1.
    expect(bodyText.failures.map((failure) => failure.split(":")[0]).toSorted()).toEqual(["#contrast-p-666666", "#contrast-p-888888"]);
  },
);
