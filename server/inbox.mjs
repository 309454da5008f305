// The local inbox: with no email provider configured, `npm start` answers the email SDK's call
// and the sheet record itself, so the forms work out of the box and no request is ever lost.
// Every request is appended to a JSON-lines file and flushed to disk before the answer goes out.
//
// Nothing here ever reads the stored requests back over HTTP: they are personal data, and a
// reverse proxy on the same computer makes every visitor look local. `npm run inbox`
// (scripts/inbox.mjs) prints them in the terminal instead.
import { createReadStream, mkdirSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { clientOf, createRateLimiter } from "./rate-limit.mjs";
import { splitTarget } from "./request-path.mjs";
import { escapeControl } from "./text.mjs";

/** The path the email SDK posts to. */
export const EMAIL_PATH = "/api/v1.0/email/send";
/** Where the local build sends the sheet record. */
export const SHEET_PATH = "/api/sheet";

/**
 * The limits, each overridable for tests and by the environment (server/index.mjs).
 * A 100 KB message in any script fits the body limit in both encodings the forms use (JSON
 * carries UTF-8 as it is; the sheet's form encoding triples non-Latin text).
 */
export const DEFAULT_LIMITS = {
  /** Largest request body stored. */
  maxBodyBytes: 512 * 1024,
  /** The store stops taking requests at this size; nothing stored is ever dropped to make room. */
  maxFileBytes: 50 * 1024 * 1024,
  /** Requests per client per window: each sent form makes two (the email and the sheet record). */
  rateLimit: 20,
  rateWindowMs: 10 * 60 * 1000,
};

/** A body over the limit is read and thrown away up to this size, so the client can read the 413. */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

/** What each path accepts: the email SDK posts JSON, the sheet call posts a URL-encoded form. */
const CONTENT_TYPES = /** @type {const} */ ({
  [EMAIL_PATH]: "application/json",
  [SHEET_PATH]: "application/x-www-form-urlencoded",
});

/**
 * @typedef {object} InboxOptions
 * @property {string} file the JSON-lines store
 * @property {(line: string) => void} [log] prints one line per request
 * @property {number} [maxBodyBytes]
 * @property {number} [maxFileBytes]
 * @property {number} [rateLimit]
 * @property {number} [rateWindowMs]
 * @property {boolean} [trustProxy] take the client's address from X-Forwarded-For (see clientOf)
 */

/**
 * @typedef {{ kind: "email", body: Record<string, unknown> } | { kind: "sheet", fields: Record<string, string> }} InboxEntry
 * @typedef {InboxEntry & { id: number, receivedAt: string }} StoredEntry
 */

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
function send(res, status, body, headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(body);
}

/**
 * Reads the body up to `limit` bytes. A longer body is read to its end and discarded, so the
 * answer (413) reaches the client instead of a reset connection; past DISCARD_LIMIT_BYTES the
 * connection is closed.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<string | null>} the body, or null when it was too large
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > DISCARD_LIMIT_BYTES) {
        req.destroy();
        return;
      }
      if (size <= limit) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > limit ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(new Error("The client closed the connection before the body ended."));
    });
  });
}

/**
 * Why the provider would refuse this email request, or null if it is well formed.
 * @param {unknown} body
 * @returns {string | null}
 */
export function emailProblem(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "The request body must be a JSON object.";
  const fields = /** @type {Record<string, unknown>} */ (body);
  if (typeof fields.user_id !== "string" || !fields.user_id) return "The public key (user_id) is missing.";
  if (typeof fields.service_id !== "string" || !fields.service_id) return "The service ID (service_id) is missing.";
  if (typeof fields.template_id !== "string" || !fields.template_id) return "The template ID (template_id) is missing.";
  const params = fields.template_params;
  if (params !== undefined && (typeof params !== "object" || params === null || Array.isArray(params)))
    return "The template parameters (template_params) must be an object.";
  return null;
}

/**
 * Counts the lines and bytes already stored, reading the file as a stream (it may be large).
 * @param {string} file
 * @returns {Promise<{ lines: number, bytes: number }>}
 */
function measure(file) {
  return new Promise((resolve, reject) => {
    let lines = 0;
    let bytes = 0;
    createReadStream(file)
      .on("data", (chunk) => {
        const buffer = /** @type {Buffer} */ (chunk);
        bytes += buffer.length;
        for (let index = buffer.indexOf(10); index !== -1; index = buffer.indexOf(10, index + 1)) lines += 1;
      })
      .on("end", () => resolve({ lines, bytes }))
      .on("error", (error) =>
        /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT" ? resolve({ lines: 0, bytes: 0 }) : reject(error),
      );
  });
}

/**
 * The media type of a request, without parameters, in lower case ("application/json").
 * @param {import("node:http").IncomingMessage} req
 */
const mediaType = (req) => (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/**
 * Creates the inbox. Returns a request handler that answers the inbox's two paths and returns
 * false for any other.
 * @param {InboxOptions} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<boolean>}
 */
export function createInbox({ file, log = console.log, trustProxy = false, ...overrides }) {
  const limits = {
    maxBodyBytes: overrides.maxBodyBytes ?? DEFAULT_LIMITS.maxBodyBytes,
    maxFileBytes: overrides.maxFileBytes ?? DEFAULT_LIMITS.maxFileBytes,
    rateLimit: overrides.rateLimit ?? DEFAULT_LIMITS.rateLimit,
    rateWindowMs: overrides.rateWindowMs ?? DEFAULT_LIMITS.rateWindowMs,
  };
  mkdirSync(path.dirname(file), { recursive: true });
  const take = createRateLimiter({ limit: limits.rateLimit, windowMs: limits.rateWindowMs });

  // What is stored already: the next id and the size so far. Read once, in the background.
  let count = 0;
  let bytes = 0;
  const ready = measure(file).then((stored) => {
    count = stored.lines;
    bytes = stored.bytes;
  });
  let fullLogged = false;

  // Appends run one after another, so ids follow the order of the file; each awaits the disk
  // without holding up anything else the server is doing.
  /** @type {Promise<unknown>} */
  let queue = ready;

  /**
   * Appends one entry and flushes it to disk. Resolves to the stored record, or to null when the
   * store is full (it is never truncated or rotated: what is stored stays).
   * @param {InboxEntry} entry
   * @returns {Promise<StoredEntry | null>}
   */
  const store = (entry) => {
    const done = queue.then(async () => {
      const record = /** @type {StoredEntry} */ ({ id: count + 1, receivedAt: new Date().toISOString(), ...entry });
      const line = Buffer.from(`${JSON.stringify(record)}\n`, "utf8");
      if (bytes + line.length > limits.maxFileBytes) return null;
      const handle = await open(file, "a");
      try {
        await handle.write(line);
        await handle.sync();
      } finally {
        await handle.close();
      }
      count += 1;
      bytes += line.length;
      return record;
    });
    queue = done.catch(() => {});
    return done;
  };

  /**
   * @param {import("node:http").ServerResponse} res
   */
  const refuseFull = (res) => {
    if (!fullLogged)
      log(
        `[inbox] The store ${file} has reached ${limits.maxFileBytes} bytes: new requests are refused (507) until it is moved away and the server restarted.`,
      );
    fullLogged = true;
    send(res, 507, "The inbox is full. Please call us instead.");
  };

  return async function handleInbox(req, res) {
    const pathname = splitTarget(req.url)?.path;
    if (pathname !== EMAIL_PATH && pathname !== SHEET_PATH) return false;

    // The forms post from this site's own pages: no other site is invited to (no CORS headers).
    if (req.method === "OPTIONS") {
      res.writeHead(204, { Allow: "POST, OPTIONS" });
      res.end();
      return true;
    }
    if (req.method !== "POST") {
      send(res, 405, "Method Not Allowed", { Allow: "POST, OPTIONS" });
      return true;
    }
    const decision = take(clientOf(req, trustProxy));
    if (!decision.ok) {
      send(res, 429, "Too many requests. Please try again later, or call us.", { "Retry-After": String(decision.retryAfterSeconds) });
      return true;
    }
    if (mediaType(req) !== CONTENT_TYPES[pathname]) {
      send(res, 415, `Send ${CONTENT_TYPES[pathname]}.`);
      return true;
    }
    await ready;
    if (bytes >= limits.maxFileBytes) {
      refuseFull(res);
      return true;
    }
    const declared = Number(req.headers["content-length"]);
    if (declared > DISCARD_LIMIT_BYTES) {
      send(res, 413, "The request is too large.", { Connection: "close" });
      return true;
    }
    let text;
    try {
      text = await readBody(req, limits.maxBodyBytes);
    } catch {
      // The client went away, or sent far more than any form could: there is no one to answer.
      res.destroy();
      return true;
    }
    if (text === null) {
      send(res, 413, "The request is too large.", { Connection: "close" });
      return true;
    }

    if (pathname === EMAIL_PATH) {
      /** @type {unknown} */
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        send(res, 400, "The request body is not valid JSON.");
        return true;
      }
      const problem = emailProblem(body);
      if (problem) {
        send(res, 400, problem);
        return true;
      }
      const email = /** @type {Record<string, unknown>} */ (body);
      const record = await store({ kind: "email", body: email });
      if (!record) {
        refuseFull(res);
        return true;
      }
      const params = /** @type {Record<string, unknown>} */ (email.template_params ?? {});
      log(
        `[inbox] #${record.id} email request from ${escapeControl(String(params.from_name ?? "").slice(0, 60))} <${escapeControl(String(params.from_email ?? "").slice(0, 80))}>`,
      );
      send(res, 200, "OK");
      return true;
    }

    const fields = Object.fromEntries(new URLSearchParams(text));
    const record = await store({ kind: "sheet", fields });
    if (!record) {
      refuseFull(res);
      return true;
    }
    log(`[inbox] #${record.id} sheet record (target=${escapeControl(String(fields.target ?? "").slice(0, 20))})`);
    send(res, 200, "OK");
    return true;
  };
}
