// Builds the site as it would go live, with (dummy) EmailJS keys, into a side folder, and checks
// that the bundle talks to the provider and carries no trace of the local inbox, and that every
// page's Content-Security-Policy lets the forms reach the email API and the sheet.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = "build-provider-check";
const env = {
  ...process.env,
  BUILD_DIR: outDir,
  VITE_EMAILJS_PUBLIC_KEY: "pk_check_0123456789",
  VITE_EMAILJS_SERVICE_ID: "service_check",
  VITE_EMAILJS_TEMPLATE_ID: "template_check",
  VITE_SHEET_ENDPOINT: "https://script.google.com/macros/s/check/exec",
  // The default email origin, whatever a local .env says.
  VITE_EMAILJS_ORIGIN: "",
};

rmSync(path.join(projectRoot, outDir), { recursive: true, force: true });
for (const [command, args] of [
  ["npx", ["react-router", "build"]],
  [process.execPath, ["scripts/postbuild.mjs"]],
]) {
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
const connectSources = (policy) => policy.match(/connect-src ([^;]*)/)?.[1].split(" ") ?? [];
const headerMap = JSON.parse(readFileSync(path.join(projectRoot, outDir, "security-headers.json"), "utf8"));
const policies = [
  ...Object.entries(headerMap.contentSecurityPolicy.pages).map(([file, policy]) => [`header for ${file}`, policy]),
  ...["index.html", "contact/index.html"].map((file) => [
    `meta tag of ${file}`,
    readFileSync(path.join(projectRoot, outDir, "client", file), "utf8").match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? "",
  ]),
];
const requestOrigins = ["'self'", "https://api.emailjs.com", "https://script.google.com", "https://script.googleusercontent.com"];
const blocked = policies.filter(([, policy]) => requestOrigins.some((origin) => !connectSources(policy).includes(origin)));
rmSync(path.join(projectRoot, outDir), { recursive: true, force: true });
if (blocked.length) {
  console.error(`Content-Security-Policy would block the forms (connect-src lacks one of ${requestOrigins.join(", ")}):`);
  for (const [where, policy] of blocked) console.error(`  ${where}: ${policy}`);
  process.exit(1);
}

const mustHave = ["pk_check_0123456789", "service_check", "template_check", "https://api.emailjs.com", "https://script.google.com/macros/s/check/exec"];
const mustNotHave = ["local-inbox", "local_service", "local_template", "/api/sheet"];
const missing = mustHave.filter((text) => !bundle.includes(text));
const leaked = mustNotHave.filter((text) => bundle.includes(text));
if (missing.length || leaked.length) {
  if (missing.length) console.error(`Provider build lacks: ${missing.join(", ")}`);
  if (leaked.length) console.error(`Provider build still carries the local inbox: ${leaked.join(", ")}`);
  process.exit(1);
}
console.log("Provider build: sends to EmailJS and the sheet endpoint, which every page's policy allows; no trace of the local inbox.");
