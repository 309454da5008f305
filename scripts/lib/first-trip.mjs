// How many bytes of headers a page's response carries, for measuring it against the first round
// trip of a new connection (BUDGET.firstTrip in budget.mjs): postbuild sizes each page's drawings
// with it (scripts/drawings.mjs), and `npm run size` names the pages that do not fit.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The status line and the headers every page response carries besides the security headers (server/static-server.mjs): 291 bytes as measured, and a few for a longer ETag or length. */
const OTHER_HEADERS = 295;

/** @param {Record<string, string>} fields the bytes of these header lines as sent */
const headerBytes = (fields) => Object.entries(fields).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);

/**
 * A function from a page's file path under the client folder ("/about/index.html") to the bytes
 * of its response's headers, from the build's security-headers.json (scripts/csp.mjs).
 * @param {string} buildDir
 * @returns {(page: string) => number}
 */
export function responseHeaderBytes(buildDir) {
  const { headers, contentSecurityPolicy } = JSON.parse(readFileSync(path.join(buildDir, "security-headers.json"), "utf8"));
  const shared = OTHER_HEADERS + headerBytes(headers);
  return (page) => shared + headerBytes({ "Content-Security-Policy": contentSecurityPolicy.pages[page] ?? contentSecurityPolicy.default });
}
