// `npm start`: builds the site when there is no build or the sources changed since the last one,
// then serves the production build (server/index.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { walkFiles } from "./lib/files.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const marker = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client", "index.html");
// The build steps too: scripts/postbuild.mjs writes the security headers into the pages.
const sources = [
  "app",
  "public",
  "server",
  "scripts/postbuild.mjs",
  "scripts/csp.mjs",
  "scripts/sitemap.mjs",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];

/**
 * The latest modification time of a file or of anything in a folder, 0 if it does not exist.
 * @param {string} entry
 * @returns {number}
 */
function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const file of walkFiles(entry)) newest = Math.max(newest, statSync(file).mtimeMs);
  return newest;
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changedAt = Math.max(...sources.map((entry) => newestChange(path.join(projectRoot, entry))));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? "No build yet: building..." : "Sources changed since the last build: rebuilding...");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/index.mjs");
