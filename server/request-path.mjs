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

/** Characters a path may hold, as sent on the wire (RFC 3986 pchar and "/"). */
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
/** A query that can go back into a Location header unchanged. */
const QUERY_CHARS = /^[\x21-\x7e]*$/;

/**
 * The one address of a page whose path ends in "/" ("/about/" -> "/about"), or null when the
 * path is not plainly a path on this site. Refused (null): empty or dot segments ("//", "/./",
 * "/../"), backslashes, and any of these hidden behind percent-encoding ("%2F", "%5C", "%2e"),
 * so the answer can only ever be a path that starts with a single "/" and a name.
 * @param {string} path
 * @param {string} search
 * @returns {string | null}
 */
export function trailingSlashTarget(path, search) {
  if (path.length < 2 || !path.endsWith("/")) return null;
  if (!PATH_CHARS.test(path) || !QUERY_CHARS.test(search)) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const trimmed = decoded.replace(/\/+$/, "");
  if (!trimmed.startsWith("/")) return null;
  const segments = trimmed.slice(1).split("/");
  // A backslash, a slash left by decoding, or a control character in a segment is refused.
  // oxlint-disable-next-line no-control-regex
  const unsafe = /[\\/\u0000-\u001f\u007f]/;
  const plain = segments.every((segment) => segment !== "" && segment !== "." && segment !== ".." && !unsafe.test(segment));
  if (!plain) return null;
  // Percent-encoded slashes or dots were caught above by decoding; what goes out is the path as
  // sent, minus the trailing slashes.
  const target = path.replace(/\/+$/, "");
  if (/%2f|%5c/i.test(target)) return null;
  return target + search;
}
