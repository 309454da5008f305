// Netlify's _redirects for a build, written by scripts/postbuild.mjs into build/client. Netlify
// cannot fall back from one target to another, so the rules are made from the not-found pages the
// build produced: each folder holding a 404/index.html ("", "blog", "zh", "zh/blog", ...) answers
// every address under it that has no file with that page and status 404, the most specific
// folder first (Netlify takes the first rule that matches). A language the build adds gets its
// rules because its pages exist; nothing here names one.

/** A not-found page: 404/index.html in the build's root or in a folder of it. */
const NOT_FOUND_PAGE = /^(?:(.+)\/)?404\/index\.html$/;
/** Folder names that mean the same in a Netlify rule as in a path: no "*", ":", spaces or dots. */
const PLAIN_FOLDER = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/** How deep a folder lies: 0 for the build's root. */
const depth = (/** @type {string} */ folder) => (folder ? folder.split("/").length : 0);

/**
 * The rules, as the text of a _redirects file.
 * @param {string[]} files paths inside the client build, with "/" between folders
 *   ("zh/blog/404/index.html"); files other than not-found pages are left out
 * @returns {string}
 */
export function netlifyRedirects(files) {
  const folders = files.flatMap((file) => {
    const match = NOT_FOUND_PAGE.exec(file);
    return match ? [match[1] ?? ""] : [];
  });
  if (!folders.includes("")) throw new Error("The build has no 404/index.html at its root: no rule could answer an unknown address");
  for (const folder of folders) {
    if (folder && !PLAIN_FOLDER.test(folder)) throw new Error(`A not-found page in a folder a Netlify rule cannot name: ${folder}`);
  }
  const rules = [...new Set(folders)]
    .toSorted((a, b) => depth(b) - depth(a) || (a < b ? -1 : a > b ? 1 : 0))
    .map((folder) => {
      const prefix = folder ? `/${folder}` : "";
      return [`${prefix}/*`, `${prefix}/404/index.html`];
    });
  const width = Math.max(0, ...rules.map(([from = ""]) => from.length)) + 2;
  const targetWidth = Math.max(0, ...rules.map(([, to = ""]) => to.length)) + 2;
  return [
    "# Written by `npm run build` (scripts/netlify-redirects.mjs) from the not-found pages it made.",
    "# A file that exists is always served first; these rules answer the rest, with status 404 and",
    "# without changing the address: 'Post not found' of a language for an unknown blog post, and",
    "# the 404 page of the address's language for anything else. None of them redirects.",
    ...rules.map(([from = "", to = ""]) => `${from.padEnd(width)}${to.padEnd(targetWidth)}404`),
    "",
  ].join("\n");
}
