import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { freePortSync } from "./scripts/lib/ports.mjs";
import { ONE_WIDTH } from "./tests/tags";

// Pick a free port once, in the main process; workers inherit it through the environment.
// (Fixed ports such as 4173 may be taken by other processes on a shared machine.)
process.env.TEST_PORT ??= String(freePortSync());
const port = Number(process.env.TEST_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// The local inbox of this test run: a fresh file, so tests read only what they sent.
process.env.TEST_INBOX_FILE ??= path.join(os.tmpdir(), `care-website-inbox-${port}-${Date.now()}.jsonl`);

const launchOptions = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS };

// The pseudo-language's build (`npm run build:pseudo`, never shipped), served beside the real one
// for tests/pseudo.spec.ts.
const pseudoBuilt = existsSync("build-pseudo/client/index.html");
process.env.PSEUDO_PORT ??= pseudoBuilt ? String(freePortSync()) : "";
const pseudoPort = Number(process.env.PSEUDO_PORT);
if (pseudoBuilt) process.env.PSEUDO_BASE_URL = `http://127.0.0.1:${pseudoPort}`;

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "on-first-retry",
    launchOptions,
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions } },
    // A test tagged ONE_WIDTH checks what the screen's width does not change (what a form says, what
    // a table holds, where a request goes): it runs at the phone's width only.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
      grepInvert: new RegExp(ONE_WIDTH),
    },
  ],
  // The production build, served exactly as `npm start` serves it.
  webServer: [
    {
      command: "node server/index.mjs",
      url: `${baseURL}/`,
      // Every test posts from this computer, so the per-client limit is raised out of reach here;
      // tests/inbox-limits.spec.ts and the proxy tests start servers of their own with low limits.
      env: { PORT: String(port), HOST: "127.0.0.1", INBOX_FILE: process.env.TEST_INBOX_FILE, INBOX_RATE_LIMIT: "100000" },
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...(pseudoBuilt
      ? [
          {
            command: "node server/index.mjs",
            url: `http://127.0.0.1:${pseudoPort}/`,
            env: {
              PORT: String(pseudoPort),
              HOST: "127.0.0.1",
              BUILD_DIR: "build-pseudo",
              INBOX_FILE: `${process.env.TEST_INBOX_FILE}.pseudo`,
            },
            reuseExistingServer: false,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
  ],
});
