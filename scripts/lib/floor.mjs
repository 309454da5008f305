// The site's zero-JavaScript floor, for `npm run bench -- --floor`: a copy of a build whose pages
// keep everything but their scripts, so the bench can measure how fast the same pages would be
// with no JavaScript at all, and each run can say how far the real pages are above that.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { walkFiles } from "./files.mjs";

/**
 * The page without anything that runs: every <script> but data blocks (JSON-LD, which search
 * engines read and the SEO audit checks), and every module preload.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, /** @type {string} */ attributes) =>
      /(?:^|\s)type\s*=\s*["']?[^"'\s>]*json["'\s>]/i.test(`${attributes}>`) ? element : "",
    )
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * Copies the build at `from` to `to` (replacing it), with every page's scripts taken out and its
 * compressed copies written again. Returns the number of pages.
 * @param {string} from
 * @param {string} to
 */
export function writeFloorBuild(from, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (source) => path.basename(source) !== "lighthouse" });
  let pages = 0;
  for (const file of walkFiles(path.join(to, "client"))) {
    if (!file.endsWith(".html")) continue;
    const html = withoutScripts(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    pages += 1;
  }
  return pages;
}
