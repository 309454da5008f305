import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, lostContent, tabTo, test, waitForHydration, waitForStylesheet } from "./fixtures";
import { everyPage } from "./urls";

// These checks add a reader's own stylesheet (larger text, text spacing), as a browser extension
// would; the pages' Content-Security-Policy refuses inline styles, so it is set aside here.
// tests/security.spec.ts holds every page to its policy.
test.use({ bypassCSP: true });

// Accessibility checks beyond axe's WCAG 2.2 A/AA run (tests/pages.spec.ts) and the target sizes
// (tests/design.spec.ts): contrast of body text at AAA, reflow, text spacing, reduced motion,
// landmarks, visible focus and keyboard use of the menu and both request forms.

/** WCAG 1.4.12: the spacing a reader's own stylesheet may impose, on every element. */
const TEXT_SPACING = `
  *, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Running text: what people read at length, held to 7:1 (WCAG 1.4.6, AAA). */
const BODY_TEXT = ["main p", "main li", "main dd", "main td"];

/** axe's AAA contrast rule (7:1, or 4.5:1 for large text) on the body text only. */
async function bodyTextContrast(page: Page) {
  let builder = new AxeBuilder({ page }).withRules(["color-contrast-enhanced"]);
  for (const selector of BODY_TEXT) builder = builder.include(selector);
  const results = await builder.analyze();
  const nodes = (list: typeof results.passes) => list.flatMap((rule) => rule.nodes);
  return {
    checked: nodes(results.passes).length + nodes(results.violations).length,
    failures: nodes(results.violations).map((node) => `${node.target.join(" ")}: ${node.any[0]?.message ?? node.failureSummary}`),
  };
}

/** Transitions and animations longer than 1 ms on any element or pseudo-element, and the page's scroll behaviour. */
async function motion(page: Page) {
  return page.evaluate(() => {
    const moving: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        const durations = `${style.transitionDuration},${style.animationDuration}`.split(",");
        const seconds = Math.max(...durations.map((part) => (Number.parseFloat(part) || 0) / (part.trim().endsWith("ms") ? 1000 : 1)));
        if (seconds > 0.001) moving.push(`<${element.tagName.toLowerCase()}>${pseudo ?? ""} ${seconds}s`);
      }
    }
    return { scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior, moving: moving.slice(0, 10) };
  });
}

/**
 * Animations (CSS transitions included) still running two frames after an interaction. A switch of
 * `visibility` is left out: it moves nothing (the form's send button and its no-JavaScript notice
 * swap that way as the form's code arrives, and the reduced-motion rule gives every property a
 * 0.01 ms transition).
 */
async function runningAnimations(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const moving = document
      .getAnimations()
      .filter((animation) => !(animation instanceof CSSTransition && animation.transitionProperty === "visibility"));
    return moving.map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = animation instanceof CSSTransition ? `transition of ${animation.transitionProperty}` : animation.constructor.name;
      return `${name} on <${target?.tagName.toLowerCase()}>`;
    });
  });
}

/** Every navigation landmark with its accessible name, and whether it is shown. */
async function navigationLandmarks(page: Page) {
  return page.locator('nav, [role="navigation"]').evaluateAll((navs) =>
    navs.map((nav) => {
      const labelledBy = nav.getAttribute("aria-labelledby");
      const name = labelledBy ? document.getElementById(labelledBy)?.textContent : nav.getAttribute("aria-label");
      return { name: name?.trim() ?? "", shown: nav.checkVisibility() };
    }),
  );
}

/** Fills the five fields in tab order, then goes back to a one-line field and sends with Enter. */
async function typeAndSend(page: Page, form: Locator) {
  const entries = [
    ["First name", "Siti"],
    ["Last name", "Rahman"],
    ["Email", "siti.rahman@example.com"],
    ["Phone", "+65 8123 4567"],
    ["Message", "Could a nurse visit my father on a weekday morning?"],
  ] as const;
  for (const [index, [label, text]] of entries.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await expect(form.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(text);
  }
  await page.keyboard.press("Shift+Tab");
  await expect(form.getByLabel("Phone", { exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
}

/** The success message arrives in a live region, and the sent form is empty again. */
async function expectSent(page: Page, form: Locator, message: string) {
  await expect(page.locator("[aria-live]").getByText(message)).toBeVisible();
  await expect(form.getByLabel("First name", { exact: true })).toHaveValue("");
}

test.describe("every page", () => {
  for (const url of everyPage) {
    test(`${url}: landmarks, body text at 7:1, no content lost at 320 px, 200% text or WCAG text spacing, no motion when reduced`, async ({
      page,
      isMobile,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(url);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      // One main holding the page's heading, one banner and one contentinfo (the COPD page draws its own).
      await expect.soft(page.getByRole("main")).toHaveCount(1);
      await expect.soft(page.locator('main, [role="main"]')).toHaveCount(1);
      await expect.soft(page.getByRole("main").locator("h1")).toHaveCount(1);
      await expect.soft(page.getByRole("banner")).toHaveCount(1);
      await expect.soft(page.getByRole("contentinfo")).toHaveCount(1);
      // Every navigation landmark is named, and the names on screen tell them apart.
      const navs = await navigationLandmarks(page);
      expect
        .soft(
          navs.filter((nav) => !nav.name),
          "unnamed navigation",
        )
        .toEqual([]);
      const shownNames = navs.filter((nav) => nav.shown).map((nav) => nav.name);
      expect.soft(new Set(shownNames).size, `navigation names ${shownNames.join(", ")}`).toBe(shownNames.length);
      // The skip link comes first and leads to the main landmark.
      expect
        .soft(
          await page.evaluate(() =>
            document.querySelector("a[href], button, input, select, textarea, [tabindex]:not([tabindex^='-'])")?.getAttribute("href"),
          ),
        )
        .toBe("#main");
      await expect.soft(page.getByRole("main")).toHaveAttribute("id", "main");

      // Reduced motion: instant scrolling, nothing moves.
      const still = await motion(page);
      expect.soft(still.scrollBehavior).toBe("auto");
      expect.soft(still.moving).toEqual([]);
      expect.soft(await runningAnimations(page)).toEqual([]);

      // Body text at 7:1 on its real background, as axe computes it in the page: the colours are
      // the same at every width, so it is checked once, at the phone's.
      if (isMobile) {
        const contrast = await bodyTextContrast(page);
        test.info().annotations.push({ type: "body text elements checked at 7:1", description: String(contrast.checked) });
        expect.soft(contrast.checked, "body text elements checked").toBeGreaterThan(0);
        expect.soft(contrast.failures).toEqual([]);
      }

      // 200% text (every size is in rem), then the WCAG 1.4.12 spacing, at this project's width.
      for (const [name, css] of [
        ["200% text", "html { font-size: 200% }"],
        ["text spacing", TEXT_SPACING],
      ] as const) {
        const style = await page.addStyleTag({ content: css });
        expect.soft(await lostContent(page), name).toEqual({ sideways: 0, beyond: [], clipped: [] });
        await style.evaluate((element) => element.parentNode?.removeChild(element));
      }

      // WCAG 1.4.10: content reflows into 320 CSS px (once: the same at any project's width).
      if (isMobile) {
        await page.setViewportSize({ width: 320, height: 720 });
        expect.soft(await lostContent(page), "320 px wide").toEqual({ sideways: 0, beyond: [], clipped: [] });
      }
    });
  }
});

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
    await expect(page.getByRole("button", { name: "Close main menu" })).toHaveAttribute("aria-expanded", "true");
    const links = page.getByRole("navigation", { name: "Main menu" }).getByRole("list").getByRole("link");
    const count = await links.count();
    expect(count).toBe(7);
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press("Tab");
      await expect(links.nth(index)).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Space works on the button as well.
    await page.keyboard.press("Space");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
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
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    const form = page.getByRole("form", { name: "Send us a message" });
    await tabTo(page, form.getByLabel("First name", { exact: true }));
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
      await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
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
