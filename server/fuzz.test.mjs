// Property-based tests of what a stranger can send: thousands of generated request bodies,
// header sets and paths, sent over HTTP to the whole site server (files and local inbox, as
// `npm start` runs it), and many more paths through the redirect rule itself. Whatever arrives:
// no answer is a 5xx and nothing is written to the error log; no invalid lead is stored; every
// valid lead is stored exactly once, however often it is sent; the store reads line by line as
// strict JSON; no redirect leaves the site and no page has a second address.
//
// Every run prints its seed. FUZZ_SEED=<seed> repeats a run exactly (the same inputs in the
// same order); FUZZ_SCALE=<n> multiplies the number of inputs (FUZZ_SCALE=10 for a long hunt).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeFormsDestination } from "./build-mode.mjs";
import { trustedProxies } from "./client-address.mjs";
import { EMAIL_PATH, SHEET_PATH } from "./inbox.mjs";
import { trailingSlashTarget } from "./request-path.mjs";
import { createSiteServer } from "./site.mjs";

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
if (!Number.isInteger(SEED) || !(SCALE > 0)) throw new Error("FUZZ_SEED must be a whole number and FUZZ_SCALE a positive number.");
/** Runs of a property, each a batch of inputs sent at once (as several visitors would). */
const runs = (/** @type {number} */ count) => Math.max(1, Math.round(count * SCALE));

/** What was tried, by kind, for the summary printed at the end. */
const tried = { emailBodies: 0, sheetBodies: 0, headerSets: 0, rawRequests: 0, httpPaths: 0, redirectRulePaths: 0 };

/**
 * Fails the property at hand, saying why, unless `holds`.
 * @param {boolean} holds
 * @param {string} why
 * @returns {asserts holds}
 */
function ensure(holds, why) {
  if (!holds) throw new Error(why);
}

/**
 * Runs a property with this file's seed; a failure names the seed that repeats it.
 * @param {fc.IAsyncPropertyWithHooks<any> | fc.IPropertyWithHooks<any>} property
 * @param {number} numRuns
 */
async function check(property, numRuns) {
  try {
    await fc.assert(property, { seed: SEED, numRuns });
  } catch (error) {
    throw new Error(`${/** @type {Error} */ (error).message}\n\nRepeat this run with FUZZ_SEED=${SEED}.`, { cause: error });
  }
}

// ---------------------------------------------------------------------------------------------
// The lead the forms send, stated here on its own terms, apart from server/lead.mjs: a stored
// record is checked against this, not against the code under test.

const TEMPLATE_FIELDS = ["from_name", "from_email", "phone", "message", "to_name", "language", "form", "page"];
const SHEET_FIELDS = ["target", "firstName", "lastName", "email", "phone", "message", "language", "form", "page"];
const SHORT = 1024;
const MESSAGE = 128 * 1024;
/** The most bytes each field may hold. */
const limitOf = (/** @type {string} */ field) => ({ message: MESSAGE, from_name: 2 * SHORT, form: 16, page: 256 })[field] ?? SHORT;
/** The forms a lead may name, and the pages they stand on. */
const FORMS = ["tour", "contact"];
const PAGES = ["/", "/zh", "/contact", "/zh/contact"];
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** @param {unknown} value */
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** @param {unknown} value */
const wellFormed = (value) => typeof value === "string" && !/\p{Surrogate}/u.test(value);

/**
 * Whether `fields` holds exactly `names` (plus `optional`), each well-formed text within its
 * size, with an email address where the name says so.
 * @param {Record<string, unknown>} fields
 * @param {string[]} names
 * @param {string[]} [optional]
 */
function fieldsValid(fields, names, optional = []) {
  const keys = Object.keys(fields);
  if (!names.every((name) => keys.includes(name))) return false;
  if (!keys.every((key) => names.includes(key) || optional.includes(key))) return false;
  return keys.every((key) => {
    const value = fields[key];
    if (
      !wellFormed(value) ||
      Buffer.byteLength(String(value)) > (optional.includes(key) ? (key === "lib_version" ? 64 : SHORT) : limitOf(key))
    )
      return false;
    if (key === "form") return FORMS.includes(String(value));
    if (key === "page") return /^\/[\w./~%-]*$/.test(String(value)) && !/\/\/|\/\.\.?(\/|$)/.test(String(value));
    return !/^(from_email|email)$/.test(key) || EMAIL.test(String(value));
  });
}

/**
 * Whether a stored record is a lead the forms could have sent.
 * @param {any} record
 */
function recordValid(record) {
  if (!isRecord(record) || typeof record.id !== "number" || typeof record.receivedAt !== "string") return false;
  if (record.kind === "email") {
    const { template_params: params, ...rest } = record.body ?? {};
    return (
      isRecord(params) &&
      fieldsValid(rest, ["user_id", "service_id", "template_id"], ["lib_version", "accessToken"]) &&
      fieldsValid(params, TEMPLATE_FIELDS)
    );
  }
  return record.kind === "sheet" && isRecord(record.fields) && fieldsValid(record.fields, SHEET_FIELDS);
}

// ---------------------------------------------------------------------------------------------
// The server under test: a small build with pages, a 404 page per language, an asset, a file
// beside the web root that must never be served, and the local inbox.

const SECRET = "never-served-8c1f";
/** @type {http.Server} */
let server;
let base = "";
let inboxFile = "";
/** @type {string[]} */
const inboxLog = [];
/** Every error the server wrote to its log (a stack trace, for one): there must be none. */
/** @type {unknown[][]} */
const errorLog = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Every valid lead sent, by its tag, with how many times it was sent. */
/** @type {Map<string, number>} */
const validSent = new Map();
let tagCount = 0;
const newTag = () => `fz${SEED.toString(36)}n${(tagCount += 1).toString(36)}`;

beforeAll(async () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "fuzz-site-"));
  const files = {
    "client/index.html": "<title>Home</title><h1>Home</h1>",
    "client/about/index.html": "<title>About</title><h1>About</h1>",
    "client/zh/index.html": "<title>首页</title><h1>首页</h1>",
    "client/404/index.html": "<title>Page not found</title><h1>Page not found</h1>",
    "client/zh/404/index.html": "<title>找不到网页</title><h1>找不到网页</h1>",
    "client/blog/404/index.html": "<title>Post not found</title><h1>Post not found</h1>",
    "client/__spa-fallback.html": "<div id=app></div>",
    "client/assets/app.js": "console.log(1);",
    "client/about.data": "[]",
    // Beside the web root, as build/security-headers.json is: never to be served.
    "secret.txt": SECRET,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    writeFileSync(path.join(buildDir, file), text);
  }
  writeFormsDestination(buildDir, {});
  inboxFile = path.join(buildDir, "inbox", "requests.jsonl");
  vi.spyOn(console, "error").mockImplementation((...args) => {
    errorLog.push(args);
  });
  ({ server } = createSiteServer({
    buildDir,
    inboxFile,
    // No rate limit in the way: each request is judged on what it holds. Loopback is a trusted
    // proxy, so every X-Forwarded-For sent is read.
    inbox: {
      log: (line) => inboxLog.push(line),
      rateLimit: 1e9,
      maxFileBytes: 2 ** 30,
      trustedProxies: trustedProxies("127.0.0.1,::1"),
    },
    warn: () => {},
  }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  base = `http://127.0.0.1:${/** @type {net.AddressInfo} */ (server.address()).port}`;
  console.log(`[fuzz] seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), scale ${SCALE}`);
});

afterAll(async () => {
  agent.destroy();
  // Hand-framed requests that announced more body than they sent may still be waiting for it.
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  vi.restoreAllMocks();
  const total = Object.values(tried).reduce((sum, count) => sum + count, 0);
  console.log(`[fuzz] seed ${SEED}: ${total} inputs tried ${JSON.stringify(tried)}; ${validSent.size} valid leads sent`);
}, 30_000);

/**
 * @typedef {{ status: number, headers: http.IncomingHttpHeaders, body: string }} Answer
 */

/**
 * Sends one request with a body; with `Expect: 100-continue` the body goes only once the server
 * says so (or never, if it answers first).
 * @param {{ method?: string, target: string, headers?: Record<string, string>, body?: Buffer }} request
 * @returns {Promise<Answer>}
 */
function send({ method = "POST", target, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const expectContinue = Object.entries(headers).some(([name, value]) => name.toLowerCase() === "expect" && value === "100-continue");
    // With Expect, Node sends the headers at once: the length must be among them.
    const allHeaders = body && expectContinue ? { ...headers, "Content-Length": String(body.length) } : headers;
    // The path exactly as generated: a URL would be normalised first ("\\" and "/./" folded away).
    const request = http.request(
      { host: "127.0.0.1", port: new URL(base).port, path: target, method, headers: allHeaders, agent },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    if (body && expectContinue) request.on("continue", () => request.end(body));
    else request.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// Generators.

/** Text a visitor might type, in any script, with emoji, spaces and control characters. */
const anyText = (/** @type {number} */ maxLength) =>
  fc.oneof(
    fc.string({ unit: "grapheme", maxLength }),
    fc.string({ unit: "binary", maxLength }),
    fc.string({ unit: "binary-ascii", maxLength }),
    fc.constantFrom("", " ", "陈美玲", "Nguyễn Thị", "=1+1", "@SUM(A1)", "\u202eevil", "a\r\nb", "\u0000", "😀👨‍👩‍👧"),
  );
/** A text of exactly `bytes` UTF-8 bytes, in three-byte characters where it can: at a limit. */
const atLimit = (/** @type {number} */ bytes) => `${"中".repeat(Math.floor(bytes / 3))}${"x".repeat(bytes % 3)}`;
const emailAddress = fc.emailAddress().filter((address) => EMAIL.test(address) && Buffer.byteLength(address) <= SHORT);

/** A valid email request's body, and its tag (carried in the message). */
const validEmailLead = fc
  .record({
    // Now and then a value at its limit, to the byte.
    from_name: fc.oneof({ weight: 20, arbitrary: anyText(60) }, { weight: 1, arbitrary: fc.constant(atLimit(2 * SHORT)) }),
    from_email: emailAddress,
    phone: fc.oneof({ weight: 20, arbitrary: anyText(20) }, { weight: 1, arbitrary: fc.constant(atLimit(SHORT)) }),
    message: fc.oneof(
      { weight: 100, arbitrary: anyText(400) },
      { weight: 1, arbitrary: fc.constant(atLimit(MESSAGE - 40)) },
      { weight: 1, arbitrary: fc.constant("x".repeat(MESSAGE - 40)) },
    ),
    to_name: fc.constantFrom("Care Team", "护理团队"),
    language: fc.constantFrom("English", "Chinese (简体中文)"),
    form: fc.constantFrom(...FORMS),
    page: fc.constantFrom(...PAGES),
    libVersion: fc.option(fc.constantFrom("4.4.1", "9.9.9"), { nil: undefined }),
    accessToken: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
    order: fc.boolean(),
  })
  .map(({ libVersion, accessToken, order, message, ...params }) => {
    const tag = newTag();
    const template_params = { ...params, message: `${tag} ${message}` };
    /** @type {Record<string, unknown>} */
    const body = {
      ...(libVersion && { lib_version: libVersion }),
      user_id: "local-inbox",
      service_id: "local_service",
      template_id: "local_template",
      ...(accessToken !== undefined && { accessToken }),
      template_params,
    };
    const ordered = order ? body : Object.fromEntries(Object.entries(body).toReversed());
    return { tag, body: ordered };
  });

/** Ways to spoil a valid email body; each is refused for a reason of its own. */
const emailSpoilers = fc.oneof(
  fc.record({
    kind: fc.constant("wrong type"),
    field: fc.constantFrom(...TEMPLATE_FIELDS),
    value: fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant({ toString: 1 }),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.jsonValue({ maxDepth: 3 }).filter((value) => typeof value !== "string"),
    ),
  }),
  fc.record({
    kind: fc.constant("missing"),
    field: fc.constantFrom(...TEMPLATE_FIELDS, "user_id", "service_id", "template_id", "template_params"),
  }),
  fc.record({
    kind: fc.constant("unknown field"),
    field: fc.constantFrom("extra", "__proto__", "constructor", "toString", "to_email"),
    top: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("not an email"),
    value: fc.constantFrom("abc@d", "", "a b@c.d", "a@b@c.d", "@b.c", "a@.b", "a@b.", "mei@localhost"),
  }),
  fc.record({ kind: fc.constant("too long"), field: fc.constantFrom(...TEMPLATE_FIELDS), extra: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("lone surrogate"), escape: fc.constantFrom("\\ud800", "\\udfff", "\\ud83d") }),
  fc.record({ kind: fc.constant("not a form of this site"), value: fc.constantFrom("", "Tour", "schedule", "tour ", "contact\n") }),
  fc.record({
    kind: fc.constant("not a page path"),
    value: fc.constantFrom("", "contact", "//evil.example", "/../etc", "/a/./b", "https://evil.example/", "/a b", "/a?b"),
  }),
  fc.record({ kind: fc.constant("field twice"), field: fc.constantFrom("message", "form", "user_id") }),
  fc.record({ kind: fc.constant("deep"), levels: fc.oneof(fc.integer({ min: 9, max: 60 }), fc.constantFrom(1_000, 5_000, 20_000)) }),
  fc.record({ kind: fc.constant("params not an object"), value: fc.oneof(fc.string(), fc.constant(null), fc.array(fc.string())) }),
  fc.record({
    kind: fc.constant("not UTF-8"),
    bytes: fc.constantFrom([0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe9], [0xf8, 0x88, 0x80, 0x80, 0x80]),
  }),
  fc.record({ kind: fc.constant("truncated"), cut: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant("byte order mark") }),
);

/**
 * The body of a valid lead, spoiled. Returns the bytes to send.
 * @param {Record<string, any>} body
 * @param {any} spoiler
 * @returns {Buffer}
 */
function spoilEmail(body, spoiler) {
  const copy = structuredClone(body);
  const params = copy.template_params;
  switch (spoiler.kind) {
    case "wrong type":
      params[spoiler.field] = spoiler.value;
      break;
    case "missing":
      if (spoiler.field in copy) delete copy[spoiler.field];
      else delete params[spoiler.field];
      break;
    case "unknown field": {
      const target = spoiler.top ? copy : params;
      Object.defineProperty(target, spoiler.field, { value: "x", enumerable: true, configurable: true, writable: true });
      break;
    }
    case "not an email":
      params.from_email = spoiler.value;
      break;
    case "not a form of this site":
      params.form = spoiler.value;
      break;
    case "not a page path":
      params.page = spoiler.value;
      break;
    case "too long":
      params[spoiler.field] = "x".repeat(limitOf(spoiler.field) + spoiler.extra);
      break;
    case "params not an object":
      copy.template_params = spoiler.value;
      break;
    default:
      break;
  }
  let text = JSON.stringify(copy);
  if (spoiler.kind === "lone surrogate") text = text.replace('"from_name":"', `"from_name":"${spoiler.escape}`);
  if (spoiler.kind === "deep")
    text = text.replace('"phone":', `"nested":${"[".repeat(spoiler.levels)}${"]".repeat(spoiler.levels)},"phone":`);
  if (spoiler.kind === "truncated") text = text.slice(0, -spoiler.cut);
  // The same name twice in one object, which JSON.parse alone would read as the last value.
  if (spoiler.kind === "field twice") text = text.replace(`"${spoiler.field}":`, `"${spoiler.field}":"first","${spoiler.field}":`);
  if (spoiler.kind === "byte order mark") text = `\ufeff${text}`;
  if (spoiler.kind === "not UTF-8") {
    const bytes = Buffer.from(text, "utf8");
    const at = bytes.indexOf('"message":"') + 11;
    return Buffer.concat([bytes.subarray(0, at), Buffer.from(spoiler.bytes), bytes.subarray(at)]);
  }
  return Buffer.from(text, "utf8");
}

/** Content-Type headers the email call may send, and ones it must be refused for. */
const jsonTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON;charset=UTF-8",
  'application/json; charset="utf-8"',
  "application/json; q=1",
);
const wrongJsonTypes = fc.oneof(
  fc.constantFrom(
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=latin1",
    "application/json; charset=utf-16",
    "application/jsonx",
    "",
    "json",
  ),
  fc
    .stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,20}\/[!#$%&'*+.^_`|~0-9A-Za-z-]{1,20}$/)
    .filter((type) => type.toLowerCase() !== "application/json"),
);

/** One email request: its bytes, its headers, and whether it is a valid lead (with its tag). */
const emailRequest = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(validEmailLead, jsonTypes)
      .map(([lead, type]) => ({ body: Buffer.from(JSON.stringify(lead.body)), type, tag: lead.tag })),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(validEmailLead, emailSpoilers, jsonTypes)
      .map(([lead, spoiler, type]) => ({ body: spoilEmail(lead.body, spoiler), type, tag: null })),
  },
  // Any JSON at all, in an object that lacks a required field: never a lead.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.jsonValue({ maxDepth: 6 }), fc.jsonValue({ maxDepth: 4 }), jsonTypes)
      .map(([params, id, type]) => ({ body: Buffer.from(JSON.stringify({ user_id: id, template_params: params })), type, tag: null })),
  },
  // Any bytes at all, with a byte that cannot start UTF-8 text: never a lead.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.uint8Array({ maxLength: 300 }), jsonTypes)
      .map(([bytes, type]) => ({ body: Buffer.concat([Buffer.from(bytes), Buffer.from([0xff])]), type, tag: null })),
  },
  // A valid lead with a Content-Type the call never sends.
  {
    weight: 1,
    arbitrary: fc
      .tuple(validEmailLead, wrongJsonTypes)
      .map(([lead, type]) => ({ body: Buffer.from(JSON.stringify(lead.body)), type, tag: null })),
  },
);

/** A valid sheet record, as URL-encoded pairs, and its tag. */
const validSheetLead = fc
  .record({
    firstName: anyText(30),
    lastName: anyText(30),
    email: emailAddress,
    phone: anyText(20),
    message: fc.oneof({ weight: 100, arbitrary: anyText(300) }, { weight: 1, arbitrary: fc.constant(atLimit(MESSAGE - 40)) }),
    language: fc.constantFrom("English", "Chinese (简体中文)"),
    form: fc.constantFrom(...FORMS),
    page: fc.constantFrom(...PAGES),
    order: fc.boolean(),
  })
  .map(({ order, message, ...fields }) => {
    const tag = newTag();
    const pairs = Object.entries({ target: "Schedule", ...fields, message: `${tag} ${message}` });
    return { tag, pairs: order ? pairs : pairs.toReversed() };
  });

/** Percent-encodes text as the browser's form encoding does ("+" for a space). */
const formEncode = (/** @type {string} */ text) => encodeURIComponent(text).replace(/%20/g, "+");

const sheetSpoilers = fc.oneof(
  fc.record({ kind: fc.constant("twice"), field: fc.constantFrom(...SHEET_FIELDS) }),
  fc.record({ kind: fc.constant("missing"), field: fc.constantFrom(...SHEET_FIELDS) }),
  fc.record({ kind: fc.constant("unknown field"), field: fc.constantFrom("website", "__proto__", "toString", "Target", "hasOwnProperty") }),
  fc.record({ kind: fc.constant("not an email"), value: fc.constantFrom("abc@d", "", "a b@c.d", "a@b@c.d") }),
  fc.record({ kind: fc.constant("too long"), field: fc.constantFrom(...SHEET_FIELDS) }),
  fc.record({ kind: fc.constant("broken escape"), text: fc.constantFrom("%", "%z", "%zz", "%E4%B8", "%FF", "%C0%AF", "%ED%A0%80") }),
);

/**
 * @param {[string, string][]} pairs
 * @param {any} spoiler
 */
function spoilSheet(pairs, spoiler) {
  let list = pairs.map(([name, value]) => `${formEncode(name)}=${formEncode(value)}`);
  switch (spoiler.kind) {
    case "twice":
      list.push(`${spoiler.field}=again`);
      break;
    case "missing":
      list = list.filter((pair) => !pair.startsWith(`${spoiler.field}=`));
      break;
    case "unknown field":
      list.push(`${formEncode(spoiler.field)}=x`);
      break;
    case "not an email":
      list = list.map((pair) => (pair.startsWith("email=") ? `email=${formEncode(spoiler.value)}` : pair));
      break;
    case "too long":
      list = list.map((pair) =>
        pair.startsWith(`${spoiler.field}=`) ? `${spoiler.field}=${"y".repeat(limitOf(spoiler.field) + 1)}` : pair,
      );
      break;
    case "broken escape":
      list = list.map((pair) => (pair.startsWith("firstName=") ? `firstName=A${spoiler.text}B` : pair));
      break;
    default:
      break;
  }
  return list.join("&");
}

const formTypes = fc.constantFrom(
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded;charset=UTF-8",
  "APPLICATION/X-WWW-FORM-URLENCODED; charset=utf8",
);

/** One sheet request. */
const sheetRequest = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(validSheetLead, formTypes)
      .map(([lead, type]) => ({ body: Buffer.from(spoilSheet(lead.pairs, { kind: "none" })), type, tag: lead.tag })),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(validSheetLead, sheetSpoilers, formTypes)
      .map(([lead, spoiler, type]) => ({ body: Buffer.from(spoilSheet(lead.pairs, spoiler)), type, tag: null })),
  },
  // Any text at all, then a field no form sends: never a lead, whatever the decoder makes of the rest.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ unit: "binary-ascii", maxLength: 200 }), formTypes)
      .map(([text, type]) => ({ body: Buffer.from(`${text}&fuzz-extra=1`), type, tag: null })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(validSheetLead, fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded; charset=iso-8859-1"))
      .map(([lead, type]) => ({ body: Buffer.from(spoilSheet(lead.pairs, { kind: "none" })), type, tag: null })),
  },
);

/**
 * Sends one generated lead request and checks its answer: never 5xx, 200 exactly when it is a
 * valid lead (and then its tag is remembered), otherwise a 4xx with a reason.
 * @param {string} target
 * @param {{ body: Buffer, type: string, tag: string | null }} input
 * @param {Record<string, string>} [extraHeaders]
 */
async function sendLead(target, input, extraHeaders = {}) {
  const answer = await send({ target, headers: { "Content-Type": input.type, ...extraHeaders }, body: input.body });
  const said = `${target} answered ${answer.status} (${answer.body.slice(0, 200)})`;
  if (input.tag) {
    ensure(answer.status === 200 && answer.body === "OK", `${said} to a valid lead`);
    validSent.set(input.tag, (validSent.get(input.tag) ?? 0) + 1);
  } else {
    ensure([400, 413, 415].includes(answer.status), `${said} to a request that is not a valid lead`);
    ensure(answer.body.length > 0, `${said} without a reason`);
  }
}

/** Sends a batch at once; a valid lead may be sent twice in it, as a client that retries. */
const batchOf = (/** @type {fc.Arbitrary<{ body: Buffer, type: string, tag: string | null }>} */ request) =>
  fc.array(fc.tuple(request, fc.nat(9)), { minLength: 1, maxLength: 12 });

describe(`fuzz (seed ${SEED})`, () => {
  it("email requests: 200 and one record for each valid lead however often it is sent, a 4xx for anything else", async () => {
    await check(
      fc.asyncProperty(batchOf(emailRequest), async (batch) => {
        const sends = batch.flatMap(([input, retry]) => (input.tag && retry === 0 ? [input, input] : [input]));
        tried.emailBodies += sends.length;
        await Promise.all(sends.map((input) => sendLead(EMAIL_PATH, input)));
      }),
      runs(750),
    );
    // Each run tried at least one input.
    expect(tried.emailBodies).toBeGreaterThanOrEqual(runs(750));
  }, 180_000);

  it("sheet records: the same", async () => {
    await check(
      fc.asyncProperty(batchOf(sheetRequest), async (batch) => {
        const sends = batch.flatMap(([input, retry]) => (input.tag && retry === 0 ? [input, input] : [input]));
        tried.sheetBodies += sends.length;
        await Promise.all(sends.map((input) => sendLead(SHEET_PATH, input)));
      }),
      runs(550),
    );
    // Each run tried at least one input.
    expect(tried.sheetBodies).toBeGreaterThanOrEqual(runs(550));
  }, 180_000);

  it("headers: any forwarded address, encoding, condition or Expect leaves the answer to the body alone", async () => {
    const token = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,16}$/);
    const visible = fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,60}$/);
    const headerSet = fc.record({
      forwarded: fc.option(
        fc.oneof(
          visible,
          fc.ipV4(),
          fc.ipV6(),
          fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), visible), { maxLength: 5 }).map((list) => list.join(", ")),
        ),
        { nil: undefined },
      ),
      expect: fc.boolean(),
      extra: fc.array(fc.tuple(token, visible), { maxLength: 4 }),
    });
    await check(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.oneof(
              emailRequest,
              sheetRequest.map((request) => ({ ...request, sheet: true })),
            ),
            headerSet,
          ),
          { minLength: 1, maxLength: 8 },
        ),
        async (batch) => {
          tried.headerSets += batch.length;
          await Promise.all(
            batch.map(([input, headers]) => {
              /** @type {Record<string, string>} */
              const extra = {};
              for (const [name, value] of headers.extra) {
                // Headers that change how the body is framed or routed belong to the other tests.
                if (
                  !/^(content-length|content-type|content-encoding|transfer-encoding|expect|host|connection|upgrade|te|trailer)$/i.test(
                    name,
                  )
                )
                  extra[name] = value;
              }
              if (headers.forwarded !== undefined) extra["X-Forwarded-For"] = headers.forwarded;
              if (headers.expect) extra.Expect = "100-continue";
              return sendLead("sheet" in input ? SHEET_PATH : EMAIL_PATH, input, extra);
            }),
          );
        },
      ),
      runs(250),
    );
    // Each run tried at least one input.
    expect(tried.headerSets).toBeGreaterThanOrEqual(runs(250));
  }, 180_000);

  it("raw requests: lying lengths, chunked bodies, bad request lines and methods never get a 5xx", async () => {
    const rawRequest = fc.record({
      method: fc.constantFrom("POST", "GET", "PUT", "OPTIONS", "DELETE", "PATCH", "HEAD", "BREW"),
      target: fc.constantFrom(EMAIL_PATH, SHEET_PATH, `${EMAIL_PATH}?a=1`, "/api/sheet/", "/api/%73heet"),
      version: fc.constantFrom("HTTP/1.1", "HTTP/1.0", "HTTP/0.9", "HTTP/2.0", "HTTP/1.1", "HTTP/1.1"),
      framing: fc.constantFrom("length", "short length", "long length", "chunked", "bad chunked", "none", "two lengths"),
      body: fc.uint8Array({ maxLength: 200 }),
      expect: fc.boolean(),
      type: fc.constantFrom("application/json", "application/x-www-form-urlencoded"),
    });
    await check(
      fc.asyncProperty(fc.array(rawRequest, { minLength: 1, maxLength: 8 }), async (batch) => {
        tried.rawRequests += batch.length;
        await Promise.all(batch.map(sendRaw));
      }),
      runs(80),
    );
    // Each run tried at least one input.
    expect(tried.rawRequests).toBeGreaterThanOrEqual(runs(80));
  }, 180_000);

  it("paths: no 5xx, no redirect off the site, no file outside the web root, no page at a second address", async () => {
    const segment = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          "about",
          "zh",
          "404",
          "blog",
          "assets",
          "app.js",
          "about.data",
          "index.html",
          "index",
          "__spa-fallback.html",
          "evil.example.com",
          "secret.txt",
          "api",
          "sheet",
        ),
      },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          "",
          ".",
          "..",
          "%2e",
          "%2e%2e",
          "%2f",
          "%2F",
          "%5c",
          "%5C",
          "\\",
          "%00",
          "%09",
          "%0a",
          "%0d%0a",
          "%20",
          "%e3%80%80",
          "%ff",
          "%",
          "%zz",
          "%252f",
          ";",
          "?",
          "#",
        ),
      },
      { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(..."abcAZ09-._~!$&'()*+,;=:@%\\"), maxLength: 8 }) },
      {
        weight: 1,
        arbitrary: fc.string({ unit: fc.integer({ min: 0x21, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 6 }),
      },
    );
    const pathArbitrary = fc
      .tuple(
        fc.array(segment, { minLength: 0, maxLength: 6 }),
        fc.constantFrom("", "/", "//", "/?x=1", "?a=%2F%2Fevil", "/?next=//evil.example.com"),
        fc.constantFrom("/", "//", "/\\", "/%2f"),
      )
      .map(([segments, end, start]) => `${start}${segments.join("/")}${end}`);
    const method = fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "DELETE", "OPTIONS");
    await check(
      fc.asyncProperty(fc.array(fc.tuple(pathArbitrary, method), { minLength: 1, maxLength: 16 }), async (batch) => {
        tried.httpPaths += batch.length;
        await Promise.all(batch.map(([target, verb]) => checkPath(target, verb)));
      }),
      runs(450),
    );
    // Each run tried at least one input.
    expect(tried.httpPaths).toBeGreaterThanOrEqual(runs(450));
  }, 180_000);

  it("the redirect rule alone: whatever the path, the answer is null or a plain path on this site", async () => {
    const character = fc.oneof(
      fc.constantFrom(..."/\\.%2fF5cC0e9dD%", "\t", "\n", "\u3000", "\u0000"),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    );
    await check(
      fc.property(fc.string({ unit: character, maxLength: 40 }), fc.string({ unit: "binary-ascii", maxLength: 12 }), (raw, query) => {
        tried.redirectRulePaths += 1;
        const pathname = `/${raw}/`;
        const search = query ? `?${query}` : "";
        const location = trailingSlashTarget(pathname, search);
        if (location === null) return;
        const said = `${JSON.stringify(pathname + search)} -> ${JSON.stringify(location)}`;
        ensure(/^\/[A-Za-z0-9._~-]/.test(location), `${said} does not start with a name`);
        // oxlint-disable-next-line no-control-regex -- no control character may reach a Location
        ensure(!/\/\/|\\|%|[\u0000-\u0020\u007f-\uffff]/.test(location.split("?")[0] ?? ""), `${said} is not a plain path`);
        ensure(new URL(location, "http://site.test/").origin === "http://site.test", `${said} leaves the site`);
        ensure(location === `${pathname.replace(/\/+$/, "")}${search}`, `${said} is not the path without its trailing slash`);
      }),
      runs(25_000),
    );
    // Each run tried at least one input.
    expect(tried.redirectRulePaths).toBeGreaterThanOrEqual(runs(25_000));
  }, 60_000);

  it("the store: every line strict JSON, every record a valid lead, each valid lead sent stored exactly once", () => {
    const bytes = readFileSync(inboxFile);
    // Strict UTF-8: a byte that is not would throw here.
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    expect(text.endsWith("\n")).toBe(true);
    const lines = text.slice(0, -1).split("\n");
    /** @type {Map<string, number>} */
    const byTag = new Map();
    /** @type {string[]} */
    const wrong = [];
    lines.forEach((line, index) => {
      const record = JSON.parse(line);
      const where = `line ${index + 1} (${line.slice(0, 120)})`;
      // Canonical: written by JSON.stringify, so nothing in it a strict parser could read two ways,
      // with the characters some readers end a line at (U+0085, U+2028, U+2029) as escapes.
      const canonical = JSON.stringify(record).replace(
        /[\u0085\u2028\u2029]/g,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
      );
      if (canonical !== line) wrong.push(`${where} is not canonical JSON`);
      if (!recordValid(record)) wrong.push(`${where} is not a valid lead`);
      if (record.id !== index + 1) wrong.push(`${where} has id ${record.id}`);
      const message = record.kind === "email" ? record.body?.template_params?.message : record.fields?.message;
      const tag = String(message).split(" ")[0] ?? "";
      if (!validSent.has(tag)) wrong.push(`${where} holds a lead that was never sent as valid`);
      byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
    });
    expect(wrong).toEqual([]);
    const twice = [...byTag].filter(([, count]) => count > 1);
    expect(twice).toEqual([]);
    expect(lines).toHaveLength(validSent.size);
    expect([...validSent.values()].some((count) => count > 1)).toBe(true);
    // Tools a reader of the store would use, where this computer has them.
    const python = spawnSync("python3", ["-c", PYTHON_STRICT, inboxFile], { encoding: "utf8" });
    const jq = spawnSync("jq", ["-c", "."], { input: bytes, encoding: "utf8", maxBuffer: 1 << 30 });
    const readers = {
      python: python.error ? "not installed" : python.stderr + python.stdout,
      jq: jq.error ? "not installed" : `exit ${jq.status}${jq.stderr}`,
    };
    console.log(`[fuzz] the store (${lines.length} records) read by python3: ${readers.python.trim()}; by jq: ${readers.jq}`);
    expect([`${lines.length} records\n`, "not installed"]).toContain(readers.python);
    expect(["exit 0", "not installed"]).toContain(readers.jq);
    expect(errorLog).toEqual([]);
    // At least ten thousand inputs went over HTTP, to the inbox and to the path handling.
    const overHttp = tried.emailBodies + tried.sheetBodies + tried.headerSets + tried.rawRequests + tried.httpPaths;
    expect(overHttp >= 10_000 || SCALE < 1).toBe(true);
    expect(inboxLog.filter((line) => !/^\[inbox\] (#\d+ |refused )/.test(line))).toEqual([]);
  }, 60_000);
});

/** Python's json module, made strict: no NaN or Infinity, no control characters in strings. */
const PYTHON_STRICT = `
import json, sys
def refuse(name):
    raise ValueError("not JSON: " + name)
count = 0
with open(sys.argv[1], "rb") as store:
    for line in store:
        json.loads(line.decode("utf-8", "strict"), parse_constant=refuse, strict=True)
        count += 1
print(count, "records")
`;

/**
 * A GET (or another method) of a generated path, checked.
 * @param {string} target
 * @param {string} method
 */
async function checkPath(target, method) {
  const answer = await send({ method, target }).catch(
    (/** @type {Error} */ error) => /** @type {Answer} */ ({ status: -1, headers: {}, body: error.message }),
  );
  const said = `${method} ${JSON.stringify(target)} answered ${answer.status} (${answer.body.slice(0, 120)})`;
  ensure(answer.status > 0, `${said}: no answer`);
  ensure(answer.status < 500, said);
  ensure(!answer.body.includes(SECRET), `${said} with a file from outside the web root`);
  const location = answer.headers.location;
  if (location !== undefined) {
    ensure(answer.status === 308, `${said} with a Location`);
    ensure(/^\/[A-Za-z0-9._~-]/.test(location), `${said} -> ${JSON.stringify(location)}, not a plain path`);
    ensure(new URL(location, "http://site.test/").origin === "http://site.test", `${said} -> ${JSON.stringify(location)}, off the site`);
  }
  // A page only ever at its one address.
  if (answer.status === 200 && String(answer.headers["content-type"]).startsWith("text/html")) {
    ensure(["/", "/about", "/zh"].includes(target.split(/[?#]/)[0] ?? ""), `${said}: a page at a second address`);
  }
}

/**
 * Whether an answer's status is one a request may get: below 500, or 505, the protocol's own
 * answer (not a failure) to a version the server does not speak.
 * @param {number} status
 * @param {string} version
 */
const allowedStatus = (status, version) => status < 500 || (status === 505 && !/^HTTP\/1\.[01]$/.test(version));

/**
 * Writes one hand-framed request on its own connection and reads what comes back: a status line
 * that is not 5xx, or no answer at all (a connection the server closed as broken).
 * @param {{ method: string, target: string, version: string, framing: string, body: Uint8Array, expect: boolean, type: string }} request
 */
function sendRaw({ method, target, version, framing, body, expect: expectContinue, type }) {
  const bytes = Buffer.from(body);
  const lines = [`${method} ${target} ${version}`, "Host: localhost", `Content-Type: ${type}`, "Connection: close"];
  if (expectContinue) lines.push("Expect: 100-continue");
  let payload = bytes;
  if (framing === "length") lines.push(`Content-Length: ${bytes.length}`);
  if (framing === "short length") lines.push(`Content-Length: ${Math.max(0, bytes.length - 5)}`);
  if (framing === "long length") lines.push(`Content-Length: ${bytes.length + 5}`);
  if (framing === "two lengths") lines.push(`Content-Length: ${bytes.length}`, `Content-Length: ${bytes.length + 1}`);
  if (framing === "chunked" || framing === "bad chunked") {
    lines.push("Transfer-Encoding: chunked");
    const size = framing === "chunked" ? bytes.length.toString(16) : "zz";
    payload = Buffer.concat([Buffer.from(`${size}\r\n`), bytes, Buffer.from("\r\n0\r\n\r\n")]);
  }
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () => {
      socket.write(head);
      // A client that asked for leave waits a moment for it, then sends anyway, as curl does.
      setTimeout(() => socket.end(payload), expectContinue ? 20 : 0);
    });
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", (error) =>
      /** @type {NodeJS.ErrnoException} */ (error).code === "ECONNRESET" || /** @type {NodeJS.ErrnoException} */ (error).code === "EPIPE"
        ? undefined
        : reject(error),
    );
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on("close", () => {
      clearTimeout(timer);
      const statuses = [...answer.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((match) => Number(match[1]));
      try {
        for (const status of statuses)
          ensure(allowedStatus(status, version), `${status} for ${method} ${target} ${version} (${framing}): ${answer.slice(0, 200)}`);
        resolve(undefined);
      } catch (error) {
        reject(error);
      }
    });
  });
}
