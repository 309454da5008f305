// The path of a request as the client sent it. `new URL(req.url, base)` must not be used for
// this: it reads "//host/x" as another host and folds "\" into "/", which is how a redirect
// could be made to point off the site.

/**
 * Splits a request target into its path and query, without interpreting either.
 * Returns null for a target that is not an origin-form path ("http://...", "*", "").
 * @param {string | undefined} target
 * @returns {{ path: string, search: string } | null}
 */
export function splitTarget(target) {
  if (!target || !target.startsWith("/")) return null;
  const end = target.search(/[?#]/);
  if (end === -1) return { path: target, search: "" };
  const search = target[end] === "?" ? target.slice(end).replace(/#.*$/, "") : "";
  return { path: target.slice(0, end), search };
}

/**
 * A path of plain names: each segment letters, digits and "-._~", none of them "." or ".." alone,
 * then one or more "/". Nothing percent-encoded, no backslash, no empty segment.
 */
const PLAIN_PATH = /^(?:\/(?!\.\.?\/)[A-Za-z0-9._~-]+)+\/+$/;
/** A query that can go back into a Location header unchanged. */
const QUERY_CHARS = /^[\x21-\x7e]*$/;

/**
 * The one address of a page whose path ends in "/" ("/about/" -> "/about"), or null when the
 * path is not a path of plain names as sent. Every page of the site has such a path, so nothing
 * is lost by refusing the rest: empty or dot segments ("//", "/./", "/../"), backslashes, and
 * anything percent-encoded ("%2F", "%5C", "%09", "%2e"), any of which a browser may read as
 * another host once decoded. The answer can only ever be "/" followed by a name.
 * @param {string} path
 * @param {string} search
 * @returns {string | null}
 */
export function trailingSlashTarget(path, search) {
  if (!PLAIN_PATH.test(path) || !QUERY_CHARS.test(search)) return null;
  return path.replace(/\/+$/, "") + search;
}
