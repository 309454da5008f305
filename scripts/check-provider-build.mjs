// Builds the site as it would go live, with (dummy) EmailJS keys, into a side folder (its English
// pages), and checks that the bundle talks to the provider and carries no trace of the local
// inbox, that every page's Content-Security-Policy lets the forms reach the email API and the
// sheet, and that `npm start`'s server, given this build, has no inbox: nothing can post requests
// to it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readFormsDestination } from "../server/build-mode.mjs";
import { EMAIL_PATH, SHEET_PATH } from "../server/inbox.mjs";
import { createSiteServer } from "../server/site.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = "build-provider-check";
const env = {
  ...process.env,
  BUILD_DIR: outDir,
  // English only: every language's pages get their policy from the same code, and the main
  // build's pages are each held to theirs by the browser tests.
  PRERENDER_LANGS: "en",
  VITE_EMAILJS_PUBLIC_KEY: "pk_check_0123456789",
  VITE_EMAILJS_SERVICE_ID: "service_check",
  VITE_EMAILJS_TEMPLATE_ID: "template_check",
  VITE_SHEET_ENDPOINT: "https://script.google.com/macros/s/check/exec",
  // The default email origin, whatever a local .env says.
  VITE_EMAILJS_ORIGIN: "",
};

rmSync(path.join(projectRoot, outDir), { recursive: true, force: true });
/** @type {[string, string[]][]} */
const steps = [
  ["npx", ["react-router", "build"]],
  [process.execPath, ["scripts/postbuild.mjs"]],
];
for (const [command, args] of steps) {
  const step = spawnSync(command, args, { cwd: projectRoot, env, encoding: "utf8" });
  if (step.status !== 0) {
    console.error(step.stdout, step.stderr);
    process.exit(1);
  }
}

const assets = path.join(projectRoot, outDir, "client", "assets");
const bundle = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => readFileSync(path.join(assets, name), "utf8"))
  .join("\n");

// The policies: the header map, and the meta tag of the pages that carry a form.
const connectSources = (/** @type {string} */ policy) => policy.match(/connect-src ([^;]*)/)?.[1]?.split(" ") ?? [];
const headerMap = JSON.parse(readFileSync(path.join(projectRoot, outDir, "security-headers.json"), "utf8"));
const policies = [
  ...Object.entries(headerMap.contentSecurityPolicy.pages).map(([file, policy]) => [`header for ${file}`, policy]),
  ...["index.html", "contact/index.html"].map((file) => [
    `meta tag of ${file}`,
    readFileSync(path.join(projectRoot, outDir, "client", file), "utf8").match(
      /http-equiv="Content-Security-Policy" content="([^"]+)"/,
    )?.[1] ?? "",
  ]),
];
/**
 * What the server answers to a POST on each inbox path for this build, and whether it created
 * an inbox store.
 * @param {string} buildDir
 * @returns {Promise<{ answers: [string, number][], stored: boolean }>}
 */
async function inboxAnswers(buildDir) {
  const inboxFile = path.join(mkdtempSync(path.join(os.tmpdir(), "provider-check-")), "inbox", "requests.jsonl");
  const { server } = createSiteServer({ buildDir, inboxFile, inbox: { log: () => {} } });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    /** @type {[string, number][]} */
    const answers = [];
    /** @type {[string, string, string][]} */
    const requests = [
      [EMAIL_PATH, "application/json", JSON.stringify({ user_id: "pk", service_id: "s", template_id: "t", template_params: {} })],
      [SHEET_PATH, "application/x-www-form-urlencoded", "target=Schedule"],
    ];
    for (const [url, type, body] of requests) {
      const response = await fetch(`${base}${url}`, { method: "POST", headers: { "Content-Type": type }, body });
      answers.push([url, response.status]);
    }
    return { answers, stored: existsSync(inboxFile) };
  } finally {
    await new Promise((resolve) => server.close(() => resolve(undefined)));
    rmSync(path.dirname(path.dirname(inboxFile)), { recursive: true, force: true });
  }
}
const destination = readFormsDestination(path.join(projectRoot, outDir));
const { answers, stored } = await inboxAnswers(path.join(projectRoot, outDir));

const requestOrigins = ["'self'", "https://api.emailjs.com", "https://script.google.com", "https://script.googleusercontent.com"];
const blocked = policies.filter(([, policy]) => requestOrigins.some((origin) => !connectSources(policy).includes(origin)));
rmSync(path.join(projectRoot, outDir), { recursive: true, force: true });
const accepted = answers.filter(([, status]) => status !== 404 && status !== 405);
if (destination !== "provider" || accepted.length || stored) {
  console.error(`The server would run a local inbox for a build with keys (forms.json says ${destination}):`);
  for (const [url, status] of answers) console.error(`  POST ${url} -> ${status}`);
  if (stored) console.error("  and it created an inbox store.");
  process.exit(1);
}
if (blocked.length) {
  console.error(`Content-Security-Policy would block the forms (connect-src lacks one of ${requestOrigins.join(", ")}):`);
  for (const [where, policy] of blocked) console.error(`  ${where}: ${policy}`);
  process.exit(1);
}

const mustHave = [
  "pk_check_0123456789",
  "service_check",
  "template_check",
  "https://api.emailjs.com",
  "https://script.google.com/macros/s/check/exec",
];
const mustNotHave = ["local-inbox", "local_service", "local_template", "/api/sheet"];
const missing = mustHave.filter((text) => !bundle.includes(text));
const leaked = mustNotHave.filter((text) => bundle.includes(text));
if (missing.length || leaked.length) {
  if (missing.length) console.error(`Provider build lacks: ${missing.join(", ")}`);
  if (leaked.length) console.error(`Provider build still carries the local inbox: ${leaked.join(", ")}`);
  process.exit(1);
}
console.log(
  `Provider build: sends to EmailJS and the sheet endpoint, which every page's policy allows; no trace of the local inbox; the server serves files only (${answers.map(([url, status]) => `POST ${url} -> ${status}`).join(", ")}).`,
);
