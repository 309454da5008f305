// Walking the build output: the scripts that post-process, measure and index the prerendered site
// all need "every file under this folder", and "every page URL" derived from it.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Every file under `dir`, as full paths. In a stable order: a folder's own files first, by name,
 * then its sub-folders, by name. Folders whose name passes `skip` are not entered.
 * @param {string} dir
 * @param {{ skip?: (name: string) => boolean }} [options]
 * @returns {Generator<string>}
 */
export function* walkFiles(dir, { skip = () => false } = {}) {
  const names = readdirSync(dir).toSorted();
  const folders = [];
  for (const name of names) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!skip(name)) folders.push(full);
    } else yield full;
  }
  for (const folder of folders) yield* walkFiles(folder, { skip });
}

/**
 * Every prerendered page under a client build folder, as its URL path ("/", "/about", "/404"):
 * each folder holding an index.html. Hashed assets and hidden folders are not pages.
 * Ordered as a reader of the folder tree would list them: "/" first.
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
  return urls;
}
