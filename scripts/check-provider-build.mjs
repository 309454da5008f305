// Builds the site as it would go live, with (dummy) EmailJS keys, into a side folder, and checks
// that the bundle talks to the provider and carries no trace of the local inbox.
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
};

rmSync(path.join(projectRoot, outDir), { recursive: true, force: true });
const build = spawnSync("npx", ["react-router", "build"], { cwd: projectRoot, env, encoding: "utf8" });
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

const assets = path.join(projectRoot, outDir, "client", "assets");
const bundle = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => readFileSync(path.join(assets, name), "utf8"))
  .join("\n");
rmSync(path.join(projectRoot, outDir), { recursive: true, force: true });

const mustHave = ["pk_check_0123456789", "service_check", "template_check", "https://api.emailjs.com", "https://script.google.com/macros/s/check/exec"];
const mustNotHave = ["local-inbox", "local_service", "local_template", "/api/sheet"];
const missing = mustHave.filter((text) => !bundle.includes(text));
const leaked = mustNotHave.filter((text) => bundle.includes(text));
if (missing.length || leaked.length) {
  if (missing.length) console.error(`Provider build lacks: ${missing.join(", ")}`);
  if (leaked.length) console.error(`Provider build still carries the local inbox: ${leaked.join(", ")}`);
  process.exit(1);
}
console.log("Provider build: sends to EmailJS and the sheet endpoint; no trace of the local inbox.");
