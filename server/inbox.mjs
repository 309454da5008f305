// The local inbox: with no email provider configured, `npm start` answers the email SDK's call
// and the sheet record itself, so the forms work out of the box and no request is ever lost.
// Every request is checked in full (server/lead.mjs), then appended to a JSON-lines file and
// flushed to disk before the answer goes out. A request refused for what it holds gets a 4xx with
// a plain reason and is never stored; one that repeats a lead stored a moment ago (a client
// retrying after a lost answer) gets 200 and is not stored twice.
//
// Nothing here ever reads the stored requests back over HTTP: they are personal data, and a
// reverse proxy on the same computer makes every visitor look local. `npm run inbox`
// (scripts/inbox.mjs) prints them in the terminal instead.
import { createHash } from "node:crypto";
import { createReadStream, mkdirSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { NO_PROXY, clientOf, rateKey } from "./client-address.mjs";
import { allowBody, awaitingContinue } from "./continue.mjs";
import { decodeUtf8, readEmailLead, readSheetLead } from "./lead.mjs";
import { createRateLimiter } from "./rate-limit.mjs";
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
/**
 * A lead sent again within this time is answered 200 and not stored again: a client that lost
 * the answer to its first send and retries leaves one record. Kept in memory only.
 */
const REPEAT_WINDOW_MS = 60 * 60 * 1000;
/** At most this many recent leads are remembered for that, the oldest forgotten first. */
const REPEAT_MEMORY = 10_000;

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
 * @property {import("./client-address.mjs").TrustedProxies} [trustedProxies] the reverse proxies
 *   whose X-Forwarded-For names the client (see client-address.mjs); none by default
 */

/**
 * @typedef {{ kind: "email", body: import("./lead.mjs").EmailLead } | { kind: "sheet", fields: Record<string, string> }} InboxEntry
 * @typedef {InboxEntry & { id: number, receivedAt: string }} StoredEntry
 */

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
function send(res, status, body, headers = {}) {
  // A client still waiting to send its body is refused without it: the connection cannot be
  // used again, since the body may follow anyway.
  const close = awaitingContinue.has(res.req) ? { Connection: "close" } : {};
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...close, ...headers });
  res.end(body);
}

/**
 * Reads the body up to `limit` bytes. A longer body is read to its end and discarded, so the
 * answer (413) reaches the client instead of a reset connection; past DISCARD_LIMIT_BYTES the
 * connection is closed.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | null>} the body, or null when it was too large
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
    req.on("end", () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(new Error("The client closed the connection before the body ended."));
    });
  });
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
 * Why the request's Content-Type is not `expected` in UTF-8, or null when it is. A charset other
 * than UTF-8 is refused rather than read as UTF-8; no charset means UTF-8, as JSON and the
 * browsers' form encoding are.
 * @param {string | undefined} header
 * @param {string} expected
 * @returns {string | null}
 */
export function contentTypeProblem(header, expected) {
  const [type = "", ...parameters] = (header ?? "").split(";");
  if (type.trim().toLowerCase() !== expected) return `Send ${expected}.`;
  for (const parameter of parameters) {
    const split = parameter.indexOf("=");
    if (parameter.slice(0, split).trim().toLowerCase() !== "charset") continue;
    const charset = parameter
      .slice(split + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .toLowerCase();
    if (charset !== "utf-8" && charset !== "utf8") return "Send the body in UTF-8 (charset=utf-8).";
  }
  return null;
}

/**
 * Characters that some readers take for the end of a line although JSON.stringify leaves them
 * as they are: NEL (U+0085), and the Unicode line and paragraph separators (U+2028, U+2029).
 * Python's str.splitlines(), for one, splits a record at each of them.
 */
const LINE_BREAKING = /[\u0085\u2028\u2029]/g;

/**
 * One record as one line of the store: JSON with those characters written as escapes ("\u2028"),
 * which read back as the same text. They can only stand inside a JSON string, where an escape
 * means the same character, so nothing else changes.
 * @param {unknown} record
 * @returns {string} the line, with its newline
 */
export function jsonLine(record) {
  return `${JSON.stringify(record).replace(LINE_BREAKING, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`;
}

/**
 * Which form on which page a checked lead came from, for the log: "tour form on /zh".
 * @param {Record<string, string>} fields the template parameters or the sheet's fields
 */
const originOf = (fields) => `${escapeControl(fields.form ?? "")} form on ${escapeControl(fields.page ?? "")}`;

/**
 * What makes two sends the same lead: every field but the SDK's version, in a fixed order.
 * @param {InboxEntry} entry
 * @returns {string}
 */
function leadKey(entry) {
  const fields =
    entry.kind === "email"
      ? {
          user_id: entry.body.user_id,
          service_id: entry.body.service_id,
          template_id: entry.body.template_id,
          accessToken: entry.body.accessToken ?? "",
          ...entry.body.template_params,
        }
      : entry.fields;
  const sorted = Object.entries(fields).toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify([entry.kind, sorted]))
    .digest("base64");
}

/**
 * Creates the inbox. Returns a request handler that answers the inbox's two paths and returns
 * false for any other.
 * @param {InboxOptions} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<boolean>}
 */
export function createInbox({ file, log = console.log, trustedProxies = NO_PROXY, ...overrides }) {
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
  /** Why the store could not be read, if it could not: nothing is taken until the server restarts. */
  let unreadable = "";
  const ready = measure(file).then(
    (stored) => {
      count = stored.lines;
      bytes = stored.bytes;
    },
    (/** @type {Error} */ error) => {
      unreadable = error.message;
      log(`[inbox] could not read ${file}: ${escapeControl(unreadable)}; requests are refused (503) until the server restarts.`);
    },
  );
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
  const append = (entry) => {
    const done = queue.then(async () => {
      const record = /** @type {StoredEntry} */ ({ id: count + 1, receivedAt: new Date().toISOString(), ...entry });
      const line = Buffer.from(jsonLine(record), "utf8");
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
   * Leads stored or being stored, by leadKey, oldest first: a repeat waits for the first and
   * gets its answer.
   * @type {Map<string, { at: number, stored: Promise<StoredEntry | null> }>}
   */
  const recent = new Map();

  /**
   * Stores a lead once: a repeat of one stored within REPEAT_WINDOW_MS resolves to the first
   * one's record, with `repeat` set.
   * @param {InboxEntry} entry
   * @returns {Promise<{ record: StoredEntry | null, repeat: boolean }>}
   */
  const store = async (entry) => {
    const now = Date.now();
    for (const [key, seen] of recent) {
      if (recent.size <= REPEAT_MEMORY && now - seen.at < REPEAT_WINDOW_MS) break;
      recent.delete(key);
    }
    const key = leadKey(entry);
    const earlier = recent.get(key);
    if (earlier) return { record: await earlier.stored, repeat: true };
    const stored = append(entry);
    recent.set(key, { at: now, stored });
    // A lead that was not stored (the store was full, or the disk failed) may be sent again.
    const forget = () => {
      if (recent.get(key)?.stored === stored) recent.delete(key);
    };
    stored.then((record) => record || forget(), forget);
    return { record: await stored, repeat: false };
  };

  /**
   * @param {import("node:http").ServerResponse} res
   */
  const refuseFull = (res) => {
    if (!fullLogged)
      log(
        `[inbox] The store ${file} holds ${bytes} bytes and may hold at most ${limits.maxFileBytes}: a request that does not fit is refused (507). Move the store away and restart the server to take requests again.`,
      );
    fullLogged = true;
    send(res, 507, "The inbox is full. Please call us instead.");
  };

  /**
   * A 4xx for what the request holds, with its reason, in the answer and in the log.
   * @param {import("node:http").ServerResponse} res
   * @param {number} status
   * @param {string} kind
   * @param {string} reason
   * @param {Record<string, string>} [headers]
   */
  const refuse = (res, status, kind, reason, headers) => {
    log(`[inbox] refused ${kind === "email" ? "an email" : "a sheet"} request (${status}): ${escapeControl(reason)}`);
    send(res, status, reason, headers);
  };

  return async function handleInbox(req, res) {
    const pathname = splitTarget(req.url)?.path;
    if (pathname !== EMAIL_PATH && pathname !== SHEET_PATH) return false;
    const kind = pathname === EMAIL_PATH ? "email" : "sheet";

    // The forms post from this site's own pages: no other site is invited to (no CORS headers).
    if (req.method === "OPTIONS") {
      res.writeHead(204, { Allow: "POST, OPTIONS", ...(awaitingContinue.has(req) && { Connection: "close" }) });
      res.end();
      return true;
    }
    if (req.method !== "POST") {
      send(res, 405, "Method Not Allowed", { Allow: "POST, OPTIONS" });
      return true;
    }
    const decision = take(rateKey(clientOf(req, trustedProxies)));
    if (!decision.ok) {
      // Not logged: a client over its limit could otherwise fill the log instead of the store.
      send(res, 429, "Too many requests. Please try again later, or call us.", { "Retry-After": String(decision.retryAfterSeconds) });
      return true;
    }
    const typeProblem = contentTypeProblem(req.headers["content-type"], CONTENT_TYPES[pathname]);
    if (typeProblem) {
      refuse(res, 415, kind, typeProblem);
      return true;
    }
    // The forms never compress what they send, and a compressed body read as text is not the lead.
    const coding = req.headers["content-encoding"]?.trim().toLowerCase();
    if (coding && coding !== "identity") {
      refuse(res, 415, kind, "Send the body without Content-Encoding.");
      return true;
    }
    await ready;
    if (unreadable) {
      send(res, 503, "The request could not be stored. Please call us instead.");
      return true;
    }
    if (bytes >= limits.maxFileBytes) {
      refuseFull(res);
      return true;
    }
    const declared = Number(req.headers["content-length"]);
    // A client that waits for leave to send is refused before it sends; so is one that announces
    // more than would ever be read to its end.
    if (declared > DISCARD_LIMIT_BYTES || (declared > limits.maxBodyBytes && awaitingContinue.has(req))) {
      refuse(res, 413, kind, "The request is too large.", { Connection: "close" });
      return true;
    }
    allowBody(req, res);
    let raw;
    try {
      raw = await readBody(req, limits.maxBodyBytes);
    } catch {
      // The client went away, or sent far more than any form could: there is no one to answer.
      res.destroy();
      return true;
    }
    if (raw === null) {
      refuse(res, 413, kind, "The request is too large.", { Connection: "close" });
      return true;
    }
    const text = decodeUtf8(raw);
    if (text === null) {
      refuse(res, 400, kind, "The request body is not UTF-8.");
      return true;
    }
    /** @type {InboxEntry} */
    let entry;
    if (kind === "email") {
      const lead = readEmailLead(text);
      if (!lead.ok) {
        refuse(res, 400, kind, lead.reason);
        return true;
      }
      entry = { kind: "email", body: lead.value };
    } else {
      const lead = readSheetLead(text);
      if (!lead.ok) {
        refuse(res, 400, kind, lead.reason);
        return true;
      }
      entry = { kind: "sheet", fields: lead.value };
    }
    let outcome;
    try {
      outcome = await store(entry);
    } catch (error) {
      // The disk, not the visitor: say so in one line, and let the form offer the phone.
      log(`[inbox] could not write to ${file}: ${escapeControl(/** @type {Error} */ (error).message)}`);
      send(res, 503, "The request could not be stored. Please call us instead.");
      return true;
    }
    const { record, repeat } = outcome;
    if (!record) {
      refuseFull(res);
      return true;
    }
    if (repeat) log(`[inbox] #${record.id} sent again: answered, not stored twice`);
    else if (record.kind === "email") {
      const params = record.body.template_params;
      log(
        `[inbox] #${record.id} email request (${originOf(params)}) from ${escapeControl((params.from_name ?? "").slice(0, 60))} <${escapeControl((params.from_email ?? "").slice(0, 80))}>`,
      );
    } else log(`[inbox] #${record.id} sheet record (${originOf(record.fields)})`);
    send(res, 200, "OK");
    return true;
  };
}
