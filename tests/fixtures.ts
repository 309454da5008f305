import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page, type Request } from "@playwright/test";

export { expect };

/** WCAG 2.2 A and AA, as axe tags them. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Every test page: requests that would leave this machine (the map, social sites) are answered
 * locally, so tests are fast, offline and never depend on a third party.
 * `consoleErrors` collects what the page logs as errors.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, baseURL }, use) => {
    await page.route(
      (url) => !url.href.startsWith(baseURL ?? ""),
      (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><html lang=en><title>Stand-in</title><p>Stand-in for a third-party page.</p></html>",
        }),
    );
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

/** A rule's findings: its id, what it asks, and the elements that fail it. */
export interface AxeViolation {
  id: string;
  help: string;
  targets: string[];
}

/** Running text: what people read at length, held to 7:1 (WCAG 1.4.6, AAA) besides WCAG 2.2 AA. */
const BODY_TEXT = "main p, main li, main dd, main td";
const ENHANCED_CONTRAST = "color-contrast-enhanced";
const CONTRAST = "color-contrast";

/**
 * The AA contrast a text needs (WCAG 1.4.3: 4.5:1, or 3:1 for large text), from the AAA contrast
 * axe asked of it (1.4.6: 7:1, or 4.5:1 for large text).
 */
const aaContrastFor = (aaaExpected: number) => (aaaExpected < 7 ? 3 : 4.5);

/**
 * Runs axe on the page once the page is still, and returns its WCAG 2.2 A/AA violations with the
 * offending selectors. With `bodyText`, the same pass runs axe's AAA contrast rule (7:1, or 4.5:1
 * for large text) instead of its AA one, and judges it on the body text only (BODY_TEXT and what
 * it holds); the AA contrast of every text is read from the same measurements (each node's ratio
 * and the AAA ratio asked of it, which says whether axe found the text large), as the two rules
 * measure alike. One pass: a second would load and set up axe in the page again, and measuring
 * every text's colours twice took a third of axe's time.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]>;
export async function axeViolations(
  page: Page,
  options: { bodyText: true },
): Promise<{ violations: AxeViolation[]; bodyText: { checked: number; failures: string[] } }>;
export async function axeViolations(page: Page, options?: { bodyText: true }) {
  // Let transitions (a toast sliding in) finish: half-faded text would be judged mid-fade.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  // And a smooth scroll (focus moved to a new question, say): mid-way, a control can sit under the
  // sticky header, and axe would judge it half hidden. Still for three frames counts as settled.
  await page.evaluate(
    () =>
      new Promise<void>((settled) => {
        let last = window.scrollY;
        let still = 0;
        const look = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) settled();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  // A rule named in `rules` runs beside the tags' rules, as axe's run options allow. Only the
  // result types read here are written out in full (axe names every node of those), which is quicker.
  // Axe runs whole in the page itself ("legacy mode"): the default runs it in parts per frame and
  // joins them in a blank page it opens and loads axe into, which takes a second more per call here
  // and serves only frames from other origins, which are left out (the map's).
  // The AAA rule passes a text under the AA ratio (its minThreshold), leaving it to the AA rule,
  // which is off here: so every text is judged against 7:1 (or 4.5:1) and reported with its ratio.
  // (axe's run options take `checks`; its types do not list them.)
  const bodyTextOptions = {
    rules: { [ENHANCED_CONTRAST]: { enabled: true }, [CONTRAST]: { enabled: false } },
    checks: { [ENHANCED_CONTRAST]: { options: { contrastRatio: { normal: { minThreshold: 0 }, large: { minThreshold: 0 } } } } },
    resultTypes: ["violations", "passes"],
  } as Parameters<AxeBuilder["options"]>[0];
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options(options?.bodyText ? bodyTextOptions : { resultTypes: ["violations"] });
  const results = await builder.withTags(WCAG_TAGS).exclude("iframe").analyze();
  const violations = results.violations
    .filter((violation) => violation.id !== ENHANCED_CONTRAST)
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(" ")) }));
  if (!options?.bodyText) return violations;
  // WCAG AA contrast, from the AAA rule's failures: a text under the AA ratio for its size.
  const aaFailures = results.violations
    .filter((rule) => rule.id === ENHANCED_CONTRAST)
    .flatMap((rule) => rule.nodes)
    .filter((node) => {
      const data = node.any[0]?.data as { contrastRatio?: number; expectedContrastRatio?: string } | undefined;
      const ratio = Number(data?.contrastRatio);
      const asked = Number.parseFloat(data?.expectedContrastRatio ?? "");
      // A failure axe gives no figures for is counted as one.
      return !(ratio > 0 && asked > 0) || ratio < aaContrastFor(asked);
    });
  if (aaFailures.length)
    violations.push({
      id: CONTRAST,
      help: "Elements must meet minimum color contrast ratio thresholds (read from the AAA rule's measurements)",
      targets: aaFailures.map((node) => node.target.join(" ")),
    });
  // The AAA rule's nodes, kept where the element is body text or inside it.
  const judged = async (rules: typeof results.passes) => {
    const nodes = rules.filter((rule) => rule.id === ENHANCED_CONTRAST).flatMap((rule) => rule.nodes);
    const selectors = nodes.map((node) => String(node.target.at(-1)));
    const inBodyText = await page.evaluate(({ list, text }) => list.map((selector) => !!document.querySelector(selector)?.closest(text)), {
      list: selectors,
      text: BODY_TEXT,
    });
    return nodes.filter((_, index) => inBodyText[index]);
  };
  const passed = await judged(results.passes);
  const failed = await judged(results.violations);
  return {
    violations,
    bodyText: {
      checked: passed.length + failed.length,
      failures: failed.map((node) => `${node.target.join(" ")}: ${node.any[0]?.message ?? node.failureSummary}`),
    },
  };
}

/** Waits until React has hydrated the prerendered page, so clicks reach their handlers. */
/**
 * A request for one of the site's own built files (code, fonts, the icon set): a GET of a hashed
 * file with no query, so it carries nothing of what the visitor typed or chose. Parts of a page
 * load their code as the visitor nears them; the web fonts load after the first page's paint.
 */
export const isSiteFile = (request: Request) =>
  request.method() === "GET" && /^\/assets\/[\w.-]+$/.test(new URL(request.url()).pathname) && !new URL(request.url()).search;

/**
 * Holds back the answers to the requests whose address matches `pattern` (and, with `when`, whose
 * body it accepts) until `release` is called: for what a page does before a file has come.
 * `asked` lists the addresses held.
 */
export async function holdRequests(page: Page, pattern: RegExp | string, when?: (body: string) => boolean) {
  const asked: string[] = [];
  const gate: { release: () => void } = { release: () => {} };
  const held = new Promise<void>((resolve) => (gate.release = resolve));
  await page.route(pattern, async (route) => {
    const response = when ? await route.fetch() : undefined;
    if (!response || when?.(await response.text())) {
      asked.push(route.request().url());
      await held;
    }
    await (response ? route.fulfill({ response }) : route.continue());
  });
  return { asked, release: () => gate.release() };
}

/** Starts adding up the page's layout shifts from its first byte; read them with `layoutShifts`. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.total += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts added up since the page began (`watchLayoutShifts`). */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);

/** Waits for the full stylesheet, which the page links after its first paint (its first screen's rules are inline). */
export async function waitForStylesheet(page: Page) {
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => sheet.ownerNode instanceof HTMLLinkElement && sheet.cssRules.length > 0),
  );
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__react"));
  });
}

/**
 * Content a layout takes away from the reader: how many pixels the page scrolls sideways (and the
 * innermost elements reaching past the right edge), and each element that cuts its own text off
 * (overflow hidden or clip, with more content than room). Visually hidden text (screen-reader
 * labels) and aria-hidden elements are left out.
 */
export async function lostContent(page: Page) {
  const screenWidth = page.viewportSize()?.width ?? 0;
  return page.evaluate(async (screen) => {
    // Let a style change lay out with the page's own fonts: a table measured in the fallback font
    // while the web font is still loading can be wider or narrower than it will be.
    await document.fonts.ready;
    // A phone widens its layout viewport to take in content wider than the screen, and narrows it
    // again only after the content shrinks back: wait for it to return to the screen's width
    // (for up to half a second), so a step is not measured in the previous one's viewport.
    for (let count = 0; count < 30 && window.innerWidth !== screen; count += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    for (let count = 0; count < 2; count += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    // Measured against the screen (less a classic scrollbar), not the viewport: a widened viewport
    // would hide the overflow.
    const root = document.scrollingElement ?? document.documentElement;
    const room = screen - (window.innerWidth - root.clientWidth);
    const right = (element: Element) => element.getBoundingClientRect().right > room + 1;
    const beyond =
      root.scrollWidth > room
        ? [...document.body.querySelectorAll("*")]
            .filter((element) => right(element) && ![...element.children].some(right))
            .slice(0, 5)
            .map((element) => `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`)
        : [];
    const clipped: string[] = [];
    for (const element of [document.documentElement, document.body, ...document.body.querySelectorAll<HTMLElement>("*")]) {
      const style = getComputedStyle(element);
      const cutsX = ["hidden", "clip"].includes(style.overflowX);
      const cutsY = ["hidden", "clip"].includes(style.overflowY);
      if (!cutsX && !cutsY) continue;
      // Visually hidden on purpose: the screen-reader-only pattern clips the whole box away.
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
      if (element.closest('[aria-hidden="true"]') || !element.textContent?.trim()) continue;
      const wider = cutsX && element.scrollWidth > element.clientWidth + 1;
      const taller = cutsY && element.scrollHeight > element.clientHeight + 1;
      if (wider || taller) {
        clipped.push(
          `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 60)}"> "${element.textContent.trim().slice(0, 40)}" ` +
            `${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`,
        );
      }
    }
    return { sideways: Math.max(0, root.scrollWidth - room), beyond, clipped };
  }, screenWidth);
}

/**
 * Presses Tab until `target` has focus, as a keyboard user would reach it, and returns how many
 * presses that took. Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${target} was not reached in ${max} presses of Tab`);
}
