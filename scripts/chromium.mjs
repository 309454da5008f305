// The Chromium every tool here drives: Debian's (Playwright's own browser download is not
// reachable on these machines), or $CHROME_PATH. One list of flags known to work here, shared by
// the browser tests, the bench and the screenshot scripts.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
