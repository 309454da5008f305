// The Chromium every tool here drives: Debian's (Playwright's own browser download is not
// reachable on these machines), or $CHROME_PATH. One list of flags known to work here, shared by
// the browser tests, the bench and the screenshot scripts.
import { existsSync } from "node:fs";

/** The full browser: what Lighthouse measures and what draws the screenshots and images. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * What the browser tests drive: Debian's build of Chromium's headless shell (`apt-get install
 * chromium-headless-shell`), the same Blink, V8 and network stack without the desktop browser's
 * windowing layers, as Playwright drives by default for headless tests. On a two-core machine it
 * runs the suite about a third faster than the full browser in its headless mode. Without it, or
 * with $CHROME_PATH set, the tests drive the full browser.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const TEST_CHROMIUM_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  // Glyphs as wide as the full browser draws them on Linux: the headless shell hints fonts fully by
  // default, which widens text by a few pixels a line (enough to wrap the desktop header's links).
  "--font-render-hinting=none",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
