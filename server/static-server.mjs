// The production server behind `npm start`: a small static server for the prerendered build.
// No dependencies: Node's http, fs and path only.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";
import { deferContinue } from "./continue.mjs";
import { splitTarget, trailingSlashTarget } from "./request-path.mjs";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/**
 * @typedef {object} SecurityHeaders
 * @property {Record<string, string>} headers sent with every answer
 * @property {{ default: string, pages: Record<string, string> }} contentSecurityPolicy each page's
 *   policy by its file ("/about/index.html"), and the one for every other answer
 */

/** Hashed build assets never change under the same name: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and data must be checked every time so a new deploy shows at once. */
const REVALIDATE = "public, max-age=0, must-revalidate";
/** Other public files (illustrations, favicon) keep their names across deploys. */
const SHORT = "public, max-age=3600";
/** Precompressed copies are sent only as an encoding of the file they compress, never on their own. */
const PRECOMPRESSED = /\.(br|gz)$/;
/**
 * A client gets this long to send its request headers, and the whole request. Node's defaults
 * (60 s and 300 s) let a slow client hold a connection open for minutes.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node looks for connections past those limits (its default, 30 s, would triple them). */
const TIMEOUT_CHECK_MS = 2_000;
/** The answer to a request Node could not read, by the parser's reason. */
const UNREADABLE = /** @type {Record<string, string>} */ ({
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Content Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
});

/**
 * @param {string} file
 * @returns {Promise<import("node:fs").Stats | null>}
 */
async function fileInfo(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Maps a URL path to a file in the build: "/about" -> about/index.html, "/blog.data" -> blog.data.
 * Returns null for paths that try to leave the build folder.
 * @param {string} root
 * @param {string} pathname
 * @returns {string[] | null}
 */
export function candidatesFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  if (decoded.endsWith("/")) return [path.join(target, "index.html")];
  return [target, path.join(target, "index.html")];
}

/**
 * The one address of a page file ("about/index.html" -> "/about", "index.html" -> "/"), or null
 * for an HTML file that is not a page of its own. A page is served at that address only, so no
 * page has a second copy elsewhere ("/index", "/about/index.html", "/about%2f").
 * @param {string} relative the file's path inside the build, with "/" between folders
 * @returns {string | null}
 */
export function pageAddress(relative) {
  if (relative === "index.html") return "/";
  return relative.endsWith("/index.html") ? `/${relative.slice(0, -"/index.html".length)}` : null;
}

/** The prerendered not-found pages (404/index.html, blog/404/index.html, zh/404/index.html, ...). */
const NOT_FOUND_PAGE = /(?:^|\/)404\/index\.html$/;

/**
 * @param {string} [acceptEncoding]
 * @returns {[string, string][]}
 */
function pickEncoding(acceptEncoding = "") {
  const accepted = acceptEncoding.split(",").map((part) => part.trim().split(";")[0]);
  /** @type {[string, string][]} */
  const encodings = [
    ["br", ".br"],
    ["gzip", ".gz"],
  ];
  return encodings.filter(([name]) => accepted.includes(name));
}

/** An entity tag without its weak marker: W/"x" and "x" compare equal. */
const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");

/**
 * Whether an If-None-Match header names this entity tag. Browsers and proxies send the weak form
 * (W/"...") and lists ("a", "b"); comparison is weak, as the specification asks for GET and HEAD.
 * @param {string | undefined} header
 * @param {string} etag
 * @returns {boolean}
 */
export function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} file
 * @param {import("node:fs").Stats} info
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
async function sendFile(req, res, file, info, status, headers = {}) {
  const ext = path.extname(file);
  const type = TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? "application/octet-stream";
  let body = file;
  let size = info.size;
  /** @type {Record<string, string>} */
  const responseHeaders = { "Content-Type": type, ...headers };
  if (type.startsWith("text/") || type.includes("json") || type.includes("xml") || type.includes("svg") || ext === ".data") {
    responseHeaders.Vary = "Accept-Encoding";
    for (const [encoding, suffix] of pickEncoding(req.headers["accept-encoding"])) {
      const compressed = await fileInfo(file + suffix);
      if (compressed) {
        body = file + suffix;
        size = compressed.size;
        responseHeaders["Content-Encoding"] = encoding;
        break;
      }
    }
  }
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${responseHeaders["Content-Encoding"] ?? ""}"`;
  responseHeaders.ETag = etag;
  responseHeaders["Content-Length"] = String(size);
  if (status === 200 && etagMatches(req.headers["if-none-match"], etag)) {
    delete responseHeaders["Content-Length"];
    res.writeHead(304, responseHeaders);
    res.end();
    return;
  }
  res.writeHead(status, responseHeaders);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  // A file that cannot be read to its end (replaced by a deploy mid-answer), or a client that
  // leaves: the answer is cut off, never a crash.
  pipeline(createReadStream(body), res, () => {});
}

/**
 * Reads the security headers the build wrote beside the client folder (scripts/csp.mjs):
 * `{ headers, contentSecurityPolicy: { default, pages } }`, or null for a build made without them.
 * @param {string} buildDir
 * @returns {SecurityHeaders | null}
 */
export function readSecurityHeaders(buildDir) {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, "security-headers.json"), "utf8"));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Creates the server. `root` is build/client. `extraHeaders` are added to every response
 * (security headers). `contentSecurityPolicy` is `{ default, pages }`: each page's policy by its
 * file ("/about/index.html"), and the one for every other response. `handle` may answer a request
 * first (the local inbox) and returns true if it did.
 * @param {{
 *   root: string,
 *   extraHeaders?: Record<string, string>,
 *   contentSecurityPolicy?: SecurityHeaders["contentSecurityPolicy"],
 *   handle?: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>,
 * }} options
 * @returns {http.Server}
 */
export function createStaticServer({ root, extraHeaders = {}, contentSecurityPolicy, handle }) {
  const resolvedRoot = path.resolve(root);
  const policyFor = (/** @type {string} */ file) => {
    const key = `/${path.relative(resolvedRoot, file).split(path.sep).join("/")}`;
    return contentSecurityPolicy?.pages?.[key] ?? contentSecurityPolicy?.default;
  };
  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} file
   * @param {import("node:fs").Stats} info
   * @param {number} status
   * @param {string} cacheControl
   */
  const send = (req, res, file, info, status, cacheControl) => {
    const policy = policyFor(file);
    return sendFile(req, res, file, info, status, { "Cache-Control": cacheControl, ...(policy && { "Content-Security-Policy": policy }) });
  };
  /**
   * The prerendered page for an unknown address: the 404 page of the address's language (/zh/404
   * under /zh), or under /blog 'Post not found' (/blog/404), which is the page the browser's
   * router draws for that address too.
   * @param {string} pathname
   */
  const notFoundFile = (pathname) => {
    const language = /^\/([a-z]{2,3}(?:-[a-z0-9]{2,8})*)(?=\/|$)/.exec(pathname)?.[1];
    const prefix = language && existsSync(path.join(resolvedRoot, language, "404", "index.html")) ? language : "";
    const rest = prefix ? pathname.slice(prefix.length + 1) : pathname;
    const page = /^\/blog\/[^/]+$/.test(rest) && !rest.endsWith(".data") ? ["blog", "404"] : ["404"];
    return path.join(resolvedRoot, prefix, ...page, "index.html");
  };

  /**
   * The not-found page for the address, with status 404.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} pathname
   */
  const notFound = async (req, res, pathname) => {
    const fallback = notFoundFile(pathname);
    const info = await fileInfo(fallback);
    if (!info) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Not Found");
      return;
    }
    await send(req, res, fallback, info, 404, REVALIDATE);
  };

  /** The latest answer on each connection. */
  /** @type {WeakMap<import("node:stream").Duplex, http.ServerResponse>} */
  const answering = new WeakMap();
  const server = http.createServer({ connectionsCheckingInterval: TIMEOUT_CHECK_MS }, async (req, res) => {
    answering.set(req.socket, res);
    try {
      for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
      if (contentSecurityPolicy?.default) res.setHeader("Content-Security-Policy", contentSecurityPolicy.default);
      // Node's parser takes any version number; this server speaks HTTP/1.0 and 1.1 only.
      if (req.httpVersionMajor !== 1) {
        res.writeHead(505, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
        res.end("HTTP Version Not Supported");
        return;
      }
      if (handle && (await handle(req, res))) return;

      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
        res.end("Method Not Allowed");
        return;
      }
      const target = splitTarget(req.url);
      if (!target) {
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Bad Request");
        return;
      }
      // One address per page: /about/ -> /about. Only ever to a plain path on this site; any
      // other path ending in "/" gets the 404 page.
      if (target.path.length > 1 && target.path.endsWith("/")) {
        const location = trailingSlashTarget(target.path, target.search);
        if (location) {
          res.writeHead(308, { Location: location });
          res.end();
        } else {
          await notFound(req, res, target.path);
        }
        return;
      }
      const isAsset = target.path.startsWith("/assets/");
      const candidates = PRECOMPRESSED.test(target.path) ? [] : (candidatesFor(resolvedRoot, target.path) ?? []);
      for (const file of candidates) {
        if (PRECOMPRESSED.test(file)) continue;
        const info = await fileInfo(file);
        if (!info) continue;
        if (file.endsWith(".html")) {
          const relative = path.relative(resolvedRoot, file).split(path.sep).join("/");
          // A not-found page is never a page of its own, not even at its own address.
          if (pageAddress(relative) !== target.path || NOT_FOUND_PAGE.test(relative)) break;
        }
        const cache = isAsset ? IMMUTABLE : file.endsWith(".html") || file.endsWith(".data") ? REVALIDATE : SHORT;
        await send(req, res, file, info, 200, cache);
        return;
      }
      await notFound(req, res, target.path);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  });
  // "Expect: 100-continue" is answered by whoever reads the body, once it will (continue.mjs).
  deferContinue(server);
  // A request Node cannot parse (a raw non-ASCII byte in the path, a broken header) gets a 4xx,
  // as Node's own handler gives it, but also on a connection that has carried an answer before,
  // where Node's handler hangs up without a word; never into the middle of another answer.
  server.on("clientError", (error, socket) => {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? "";
    const answer = () => {
      if (socket.writable)
        socket.end(`HTTP/1.1 ${UNREADABLE[code] ?? "400 Bad Request"}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      else socket.destroy();
    };
    const current = answering.get(socket);
    if (!current || current.writableEnded) answer();
    else if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
      // A client out of time: its own answer is cut short, unless nothing of it has gone out yet.
      if (current.headersSent) socket.destroy();
      else answer();
    }
    // The request before this one (sent ahead, or its answer's end not yet seen) is answered first.
    else current.once("close", answer);
  });

  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  return server;
}
