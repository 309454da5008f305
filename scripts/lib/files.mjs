// Walking the build output: the scripts that post-process, measure and index the prerendered site
// all need "every file under this folder", and "every page URL" derived from it.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Every file under `dir`, as full paths, in name order at each level (a folder's files come where
 * its name sorts). Folders whose name passes `skip` are not entered.
 * @param {string} dir
 * @param {{ skip?: (name: string) => boolean }} [options]
 * @returns {Generator<string>}
 */
export function* walkFiles(dir, { skip = () => false } = {}) {
  for (const name of readdirSync(dir).toSorted()) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) yield full;
    else if (!skip(name)) yield* walkFiles(full, { skip });
  }
}

/**
 * Orders URL paths as a folder tree reads: a page before the pages under it, siblings by name.
 * @param {string} a
 * @param {string} b
 */
function byFolder(a, b) {
  const left = a.split("/").filter(Boolean);
  const right = b.split("/").filter(Boolean);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const [x = "", y = ""] = [left[index], right[index]];
    if (x !== y) return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/**
 * Every prerendered page under a client build folder, as its URL path ("/", "/about", "/404"):
 * each folder holding an index.html. Hashed assets and hidden folders are not pages.
 * In folder-tree order: "/" first, each page before the pages under it.
 * @param {string} clientDir
 * @returns {string[]}
 */
export function prerenderedUrls(clientDir) {
  if (!existsSync(clientDir)) throw new Error(`No build at ${clientDir}: run npm run build first`);
  const urls = [];
  for (const file of walkFiles(clientDir, { skip: (name) => name === "assets" || name.startsWith(".") })) {
    if (path.basename(file) !== "index.html") continue;
    const folder = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
    urls.push(folder ? `/${folder}` : "/");
  }
  return urls.toSorted(byFolder);
}
