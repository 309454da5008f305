// The local inbox: with no email provider configured, `npm start` answers the email SDK's call
// and the sheet record itself, so the forms work out of the box and no request is ever lost.
// Every request is appended to a JSON-lines file and flushed to disk before the answer goes out.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import path from "node:path";

/** The path the email SDK posts to (SPEC.md section 7.1). */
export const EMAIL_PATH = "/api/v1.0/email/send";
/** Where the local build sends the sheet record (SPEC.md section 7.2). */
export const SHEET_PATH = "/api/sheet";
/** Largest request body accepted: well above a 100 KB message in any script. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "86400",
};

class BodyTooLarge extends Error {}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function isLoopback(req) {
  const address = req.socket.remoteAddress ?? "";
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(body);
}

/** Why the provider would refuse this email request, or null if it is well formed. */
export function emailProblem(body) {
  if (typeof body !== "object" || body === null) return "The request body must be a JSON object.";
  if (typeof body.user_id !== "string" || !body.user_id) return "The public key (user_id) is missing.";
  if (typeof body.service_id !== "string" || !body.service_id) return "The service ID (service_id) is missing.";
  if (typeof body.template_id !== "string" || !body.template_id) return "The template ID (template_id) is missing.";
  if (body.template_params !== undefined && (typeof body.template_params !== "object" || body.template_params === null || Array.isArray(body.template_params)))
    return "The template parameters (template_params) must be an object.";
  return null;
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]);

function inboxPage(entries) {
  const rows = entries
    .toReversed()
    .map((entry) => {
      const fields = entry.kind === "email" ? { ...entry.body.template_params, service_id: entry.body.service_id } : entry.fields;
      const list = Object.entries(fields ?? {})
        .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join("");
      return `<article><h2>#${entry.id} · ${escapeHtml(entry.kind)} · <time>${escapeHtml(entry.receivedAt)}</time></h2><dl>${list}</dl></article>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Local inbox</title>
<style>body{font:18px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c2430;background:#fbf8f3}
article{background:#fff;border:1px solid #d9d1c5;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .5rem}dt{font-weight:700}dd{margin:0 0 .5rem;white-space:pre-wrap;overflow-wrap:anywhere}</style></head>
<body><h1>Local inbox</h1><p>${entries.length} request(s) received by this server, newest first. Shown only to this computer.</p>
${rows || "<p>No requests yet.</p>"}</body></html>`;
}

/**
 * Creates the inbox. `file` is the JSON-lines store; `log` prints one line per request.
 * Returns a request handler that answers the inbox's paths and returns false for any other.
 */
export function createInbox({ file, log = console.log }) {
  mkdirSync(path.dirname(file), { recursive: true });
  let count = existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean).length : 0;

  const entries = () =>
    existsSync(file)
      ? readFileSync(file, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];

  /** Appends one entry and flushes it to disk before returning. */
  const store = (entry) => {
    count += 1;
    const record = { id: count, receivedAt: new Date().toISOString(), ...entry };
    const fd = openSync(file, "a");
    try {
      writeSync(fd, `${JSON.stringify(record)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return record;
  };

  return async function handleInbox(req, res) {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");

    if (pathname === EMAIL_PATH) {
      if (req.method === "OPTIONS") {
        res.writeHead(204, CORS);
        res.end();
        return true;
      }
      if (req.method !== "POST") {
        send(res, 405, "Method Not Allowed", { Allow: "POST, OPTIONS", ...CORS });
        return true;
      }
      let body;
      try {
        body = JSON.parse(await readBody(req));
      } catch (error) {
        send(res, error instanceof BodyTooLarge ? 413 : 400, error instanceof BodyTooLarge ? "The request is too large." : "The request body is not valid JSON.", CORS);
        return true;
      }
      const problem = emailProblem(body);
      if (problem) {
        send(res, 400, problem, CORS);
        return true;
      }
      const record = store({ kind: "email", body });
      const params = body.template_params ?? {};
      log(`[inbox] #${record.id} email request from ${String(params.from_name ?? "").slice(0, 60)} <${String(params.from_email ?? "").slice(0, 80)}>`);
      send(res, 200, "OK", CORS);
      return true;
    }

    if (pathname === SHEET_PATH) {
      if (req.method !== "POST") {
        send(res, 405, "Method Not Allowed", { Allow: "POST" });
        return true;
      }
      let fields;
      try {
        fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
      } catch (error) {
        send(res, error instanceof BodyTooLarge ? 413 : 400, "Bad request");
        return true;
      }
      const record = store({ kind: "sheet", fields });
      log(`[inbox] #${record.id} sheet record (target=${String(fields.target ?? "").slice(0, 20)})`);
      send(res, 200, "OK");
      return true;
    }

    if (pathname === "/inbox" || pathname === "/inbox.json") {
      // Personal data: shown to this computer only, never to the network.
      if (!isLoopback(req)) return false;
      if (pathname === "/inbox.json") {
        res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
        res.end(JSON.stringify(entries()));
      } else {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
        res.end(inboxPage(entries()));
      }
      return true;
    }

    return false;
  };
}
