// What every page is checked for in the browser (tests/every-page.spec.ts), and the helpers other
// specs share with it: axe beyond WCAG AA, motion, landmarks, target sizes and the policy.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import type { CatalogWords } from "../app/i18n/catalog-words.generated";
import { BUDGET } from "../scripts/lib/budget.mjs";
import { expect } from "./fixtures";

/** The contact page's English words, as its catalog has them. */
export const contactPage = parse(readFileSync("app/content/en/contact.yaml", "utf8")) as CatalogWords["contact"];

/** WCAG 1.4.12: the spacing a reader's own stylesheet may impose, on every element. */
export const TEXT_SPACING = `
  *, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Transitions and animations longer than 1 ms on any element or pseudo-element, and the page's scroll behaviour. */
export async function motion(page: Page) {
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
 * Animations (CSS transitions included) that last longer than a millisecond, among those still
 * going two frames after an interaction. The reduced-motion rule gives every transition 0.01 ms:
 * one the interaction started can still be listed a frame later on a busy machine, but moves
 * nothing, so its length is what is judged. A switch of `visibility` is left out: it moves nothing
 * (the form's send button and its no-JavaScript notice swap that way as the form's code arrives).
 */
export async function runningAnimations(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const moving = document
      .getAnimations()
      .filter((animation) => !(animation instanceof CSSTransition && animation.transitionProperty === "visibility"))
      .filter((animation) => Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 1);
    return moving.map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = animation instanceof CSSTransition ? `transition of ${animation.transitionProperty}` : animation.constructor.name;
      return `${name} on <${target?.tagName.toLowerCase()}>`;
    });
  });
}

/** Every navigation landmark with its accessible name, and whether it is shown. */
export async function navigationLandmarks(page: Page) {
  return page.locator('nav, [role="navigation"]').evaluateAll((navs) =>
    navs.map((nav) => {
      const labelledBy = nav.getAttribute("aria-labelledby");
      const name = labelledBy ? document.getElementById(labelledBy)?.textContent : nav.getAttribute("aria-label");
      return { name: name?.trim() ?? "", shown: nav.checkVisibility() };
    }),
  );
}

/** What the browser reports about these headers, in events or on the console. */
const POLICY_MESSAGE = /Content.Security.Policy|Refused to|Permissions.Policy/i;

/**
 * Starts recording every policy violation the page reports, from its first byte on (an init
 * script runs before the page's own). Returns a function that reads what was recorded.
 */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} refused ${event.blockedURI || "an inline script or style"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const messages: string[] = [];
  page.on("console", (message) => {
    if (POLICY_MESSAGE.test(message.text())) messages.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...messages];
}

/** The sources a policy allows for one directive. */
export function sources(policy: string, directive: string) {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

/** The policy a page carries in its own <meta> tag, and where that tag sits. */
export function metaPolicy(html: string) {
  const match = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/);
  return { policy: match?.[1], at: match?.index ?? -1 };
}

/**
 * Asks for every frame a page offers on request (the contact page's map), then waits until the
 * stand-in page shows in each iframe: the page's policy must allow what the visitor can open.
 */
export async function loadFrames(page: Page) {
  for (const button of await page.getByRole("button", { name: contactPage.map.showLabel }).all()) await button.click();
  for (const frame of await page.locator("iframe").all()) {
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.contentFrame().locator("body")).toContainText("Stand-in");
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

/**
 * Adds a reader's own stylesheet, as a browser extension would, for as long as `check` runs. A
 * constructed stylesheet: the page's policy refuses inline <style>, and need not be set aside.
 */
export async function withReaderStyle<T>(page: Page, css: string, check: () => Promise<T>): Promise<T> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    Object.assign(window, { readerStyle: sheet });
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
  try {
    return await check();
  } finally {
    await page.evaluate(async () => {
      const sheet = (window as unknown as { readerStyle: CSSStyleSheet }).readerStyle;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      // Chromium applies a sheet's removal at the next rendering update, and reports the old styles
      // until then; a sheet added before it could leave both in force (200% text and the spacing
      // at once). So the page renders once without the sheet before anything else is looked at.
      await new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered)));
    });
  }
}

/**
 * Every control shown at this width that is smaller than 44 x 44 px (WCAG 2.5.8 asks 24; the
 * audience is old), and how many were measured. Links inside running text are exempt.
 */
export async function smallControls(page: Page) {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false; // not shown at this width
      if (element.closest(".sr-only") || element.classList.contains("sr-only")) return false;
      if (element.closest('[aria-hidden="true"]')) return false; // the form's bot trap, never shown
      // Links inside running text are exempt (WCAG 2.5.8).
      return !(element.tagName === "A" && element.parentElement?.closest("p") && !element.className.includes("min-h"));
    });
    return {
      checked: controls.length,
      small: controls
        .filter((element) => element.getBoundingClientRect().width < 44 || element.getBoundingClientRect().height < 44)
        .map(
          (element) =>
            `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" ${Math.round(element.getBoundingClientRect().width)}x${Math.round(element.getBoundingClientRect().height)}`,
        ),
    };
  });
}

/** Every <img> of the page with its description and its declared size. */
export async function images(page: Page) {
  return page.locator("img").evaluateAll((elements) =>
    elements.map((img) => ({
      src: img.getAttribute("src"),
      alt: img.getAttribute("alt"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
    })),
  );
}

/** Collects layout shifts and the largest contentful paint from the start of the page's life. */
export async function observePaint(page: Page) {
  await page.addInitScript(() => {
    const seen = { cls: 0, lcp: null as null | { tag: string; loading: string | null; text: string } };
    (window as unknown as { paintRecord: typeof seen }).paintRecord = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
      const element = last.element;
      seen.lcp = element && {
        tag: element.tagName.toLowerCase(),
        loading: element.getAttribute("loading"),
        text: (element.textContent ?? element.getAttribute("src") ?? "").slice(0, 60),
      };
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** What observePaint has recorded so far. */
export const paint = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { paintRecord: { cls: number; lcp: { tag: string; loading: string | null; text: string } | null } })
        .paintRecord,
  );

/**
 * What the page's first load fetched, once the network is quiet: every response (the page's own
 * and what it asked for after), with its bytes on the wire and decoded, and when each font was
 * asked for beside the first paint.
 */
export async function firstLoad(page: Page) {
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType("navigation"),
      ...performance.getEntriesByType("resource"),
    ] as PerformanceResourceTiming[];
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      responses: entries.map((entry) => ({
        name: entry.name,
        type: entry.initiatorType,
        bytes: entry.transferSize,
        body: entry.decodedBodySize,
        start: entry.startTime,
      })),
    };
  });
}

/** The first load's faults against the budget: too many bytes, a big image, a font before the first paint. */
export function overBudget({ firstPaint, responses }: Awaited<ReturnType<typeof firstLoad>>) {
  const total = responses.reduce((sum, response) => sum + response.bytes, 0);
  return {
    total,
    faults: [
      ...(total > BUDGET.total
        ? [`${total} bytes in all, over ${BUDGET.total}: ${responses.map((r) => `${r.name} ${r.bytes}`).join(", ")}`]
        : []),
      ...responses.filter((r) => r.type === "img" && r.body > BUDGET.image).map((r) => `image ${r.name}: ${r.body} bytes`),
      ...responses.filter((r) => r.name.endsWith(".woff2") && r.start <= firstPaint).map((r) => `font ${r.name} before the first paint`),
    ],
  };
}
