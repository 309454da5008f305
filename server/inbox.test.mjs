import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { trustedProxies } from "./client-address.mjs";
import { deferContinue } from "./continue.mjs";
import { EMAIL_PATH, SHEET_PATH, contentTypeProblem, createInbox } from "./inbox.mjs";

/** @type {http.Server[]} */
const servers = [];

/**
 * A server with only the inbox in it, on a free port. Options go to createInbox.
 * @param {Partial<import("./inbox.mjs").InboxOptions>} [options]
 */
async function start(options = {}) {
  const file = options.file ?? path.join(mkdtempSync(path.join(os.tmpdir(), "inbox-test-")), "requests.jsonl");
  /** @type {string[]} */
  const lines = [];
  const handle = createInbox({ file, log: (line) => lines.push(line), ...options });
  const server = http.createServer(async (req, res) => {
    if (!(await handle(req, res))) {
      res.writeHead(404);
      res.end();
    }
  });
  // As the site's server does (static-server.mjs): "100 Continue" only from the inbox.
  deferContinue(server);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  servers.push(server);
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    file,
    lines,
    port,
    base: `http://127.0.0.1:${port}`,
    /** @returns {any[]} */
    stored: () => {
      let text = "";
      try {
        text = readFileSync(file, "utf8");
      } catch {
        return [];
      }
      return text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    },
  };
}

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const validBody = {
  lib_version: "4.4.1",
  user_id: "local-inbox",
  service_id: "local_service",
  template_id: "local_template",
  template_params: {
    from_name: "A B",
    from_email: "a@example.com",
    phone: "1",
    message: "m",
    to_name: "Care Team",
    language: "English",
    form: "tour",
    page: "/",
  },
};
let sent = 0;
/** A valid email request whose message no other request has: the inbox stores each once. */
const uniqueBody = () => ({ ...validBody, template_params: { ...validBody.template_params, message: `m ${(sent += 1)}` } });
/** The sheet call's fields, as the forms send them. */
const sheetFields = {
  target: "Schedule",
  firstName: "A",
  lastName: "B",
  email: "a@example.com",
  phone: "1",
  message: "m",
  language: "English",
  form: "contact",
  page: "/zh/contact",
};
/** @type {Record<string, string>} */
const JSON_TYPE = { "Content-Type": "application/json" };
/**
 * Posts an email request: `body` as JSON, or a string sent as it is.
 * @param {string} base
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
const postEmail = (base, body, headers = JSON_TYPE) =>
  fetch(`${base}${EMAIL_PATH}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });

describe("local inbox", () => {
  it("answers a preflight without inviting other sites", async () => {
    const { base } = await start();
    const response = await fetch(`${base}${EMAIL_PATH}`, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("stores the request on disk before answering 200 OK, and prints one line", async () => {
    const { base, lines, stored } = await start();
    const response = await postEmail(base, validBody);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(stored().at(-1)).toMatchObject({ id: 1, kind: "email", body: validBody });
    expect(lines.at(-1)).toBe("[inbox] #1 email request (tour form on /) from A B <a@example.com>");
    expect((await fetch(`${base}${SHEET_PATH}`, { method: "POST", body: new URLSearchParams(sheetFields) })).status).toBe(200);
    expect(lines.at(-1)).toBe("[inbox] #2 sheet record (contact form on /zh/contact)");
  });

  it.each([
    [{ ...validBody, service_id: undefined }, "The field service_id is missing."],
    [{ ...validBody, template_id: 3 }, "The field template_id must be text."],
    ["<xml/>", "The request body is not valid JSON."],
  ])("answers 400 with the reason, and stores nothing, when the request is not one the forms send (%#)", async (body, reason) => {
    const { base, lines, stored } = await start();
    const response = await postEmail(base, body);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(reason);
    expect(lines).toEqual([`[inbox] refused an email request (400): ${reason}`]);
    expect(stored()).toEqual([]);
  });

  it("records the sheet fields", async () => {
    const { base, stored } = await start();
    const body = new URLSearchParams({ ...sheetFields, firstName: "=1+1" });
    expect((await fetch(`${base}${SHEET_PATH}`, { method: "POST", body })).status).toBe(200);
    expect(stored().at(-1)).toMatchObject({ kind: "sheet", fields: { ...sheetFields, firstName: "=1+1" } });
  });

  it("has no listing: the stored requests cannot be read over HTTP, from this computer or any other", async () => {
    const { base } = await start();
    await postEmail(base, validBody);
    for (const url of ["/inbox", "/inbox.json", EMAIL_PATH, SHEET_PATH]) {
      const response = await fetch(`${base}${url}`);
      expect({ url, listed: response.status === 200 || (await response.text()).includes("a@example.com") }).toEqual({ url, listed: false });
    }
  });

  it("continues the numbering of a store that already holds requests, and never rewrites it", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "inbox-test-")), "requests.jsonl");
    const before = `${JSON.stringify({ id: 1, kind: "sheet", fields: sheetFields })}\n${JSON.stringify({ id: 2, kind: "sheet", fields: sheetFields })}\n`;
    writeFileSync(file, before);
    const { base, stored } = await start({ file });
    expect((await postEmail(base, validBody)).status).toBe(200);
    expect(readFileSync(file, "utf8").startsWith(before)).toBe(true);
    expect(stored().map((entry) => entry.id)).toEqual([1, 2, 3]);
  });
});

/**
 * An email request claiming to come from `forwarded` (X-Forwarded-For), sent from the local
 * address `from` (the whole 127.0.0.0/8 range is this computer).
 * @param {number} port
 * @param {string} forwarded
 * @param {string} [from]
 * @returns {Promise<number | undefined>}
 */
const spoofing = (port, forwarded, from = "127.0.0.1") =>
  new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: EMAIL_PATH, method: "POST", localAddress: from, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode);
      },
    );
    request.on("error", reject);
    request.setHeader("Content-Type", "application/json");
    request.setHeader("X-Forwarded-For", forwarded);
    request.end(JSON.stringify(uniqueBody()));
  });

describe("local inbox limits", () => {
  it("answers 415 to any content type but the ones the SDK and the sheet call send", async () => {
    const { base } = await start();
    expect((await postEmail(base, validBody, { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await postEmail(base, validBody, { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await postEmail(base, validBody, { "Content-Type": "Application/JSON; charset=utf-8" })).status).toBe(200);
    const sheet = (/** @type {string} */ type) =>
      fetch(`${base}${SHEET_PATH}`, {
        method: "POST",
        headers: { "Content-Type": type },
        body: new URLSearchParams(sheetFields).toString(),
      });
    expect((await sheet("application/json")).status).toBe(415);
    expect((await sheet("multipart/form-data; boundary=x")).status).toBe(415);
    expect((await sheet("application/x-www-form-urlencoded;charset=UTF-8")).status).toBe(200);
  });

  it("answers a body over the limit with a real 413, stores nothing, and stays up", async () => {
    const { base, file } = await start({ maxBodyBytes: 1024 });
    const big = { ...validBody, template_params: { ...validBody.template_params, message: "x".repeat(1_900_000) } };
    const response = await postEmail(base, big);
    expect(response.status).toBe(413);
    expect(() => statSync(file)).toThrow("ENOENT");
    // A body sent in chunks with no length given is measured as it arrives.
    const chunked = await new Promise((resolve, reject) => {
      const request = http.request(`${base}${EMAIL_PATH}`, { method: "POST", headers: JSON_TYPE }, (answer) => resolve(answer.statusCode));
      request.on("error", reject);
      for (let index = 0; index < 40; index += 1) request.write("y".repeat(64 * 1024));
      request.end();
    });
    expect(chunked).toBe(413);
    expect((await postEmail(base, validBody)).status).toBe(200);
  });

  it("answers 429 with Retry-After once a client has sent its share, and counts clients apart", async () => {
    const { base, stored } = await start({ rateLimit: 3, rateWindowMs: 60_000 });
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await postEmail(base, uniqueBody())).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await postEmail(base, uniqueBody());
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(stored()).toHaveLength(3);
  });

  it("counts an IPv6 visitor behind the proxy by its /64: new addresses from the same line share one limit", async () => {
    const { port } = await start({ rateLimit: 2, trustedProxies: trustedProxies("127.0.0.1") });
    const statuses = [];
    for (let index = 1; index <= 5; index += 1) statuses.push(await spoofing(port, `2001:db8:5:6::${index.toString(16)}`));
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    // Another /64 is another visitor; an IPv4 visitor is counted by its address.
    expect(await spoofing(port, "2001:db8:5:7::1")).toBe(200);
    expect(await spoofing(port, "198.51.100.20")).toBe(200);
  });

  it("ignores X-Forwarded-For unless told to trust a proxy, and then uses only the address the proxy added", async () => {
    const direct = await start({ rateLimit: 1 });
    expect(await spoofing(direct.port, "198.51.100.1")).toBe(200);
    expect(await spoofing(direct.port, "198.51.100.2")).toBe(429);

    const proxied = await start({ rateLimit: 1, trustedProxies: trustedProxies("127.0.0.1") });
    expect(await spoofing(proxied.port, "198.51.100.1, 203.0.113.7")).toBe(200);
    // The same visitor behind the proxy, whatever it puts first.
    expect(await spoofing(proxied.port, "198.51.100.9, 203.0.113.7")).toBe(429);
    expect(await spoofing(proxied.port, "203.0.113.8")).toBe(200);
  });

  it("believes X-Forwarded-For only from the proxies named: a client that reaches the port itself cannot rotate addresses", async () => {
    // The proxy is 127.0.0.2; the stranger connects from 127.0.0.1 and names a new address each time.
    const { port, stored } = await start({ rateLimit: 3, trustedProxies: trustedProxies("127.0.0.2, ::1") });
    const statuses = [];
    for (let index = 0; index < 30; index += 1) statuses.push(await spoofing(port, `198.51.100.${index + 1}`));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(stored()).toHaveLength(3);
    // Through the proxy, each visitor it names has a share of its own.
    expect(await spoofing(port, "203.0.113.1", "127.0.0.2")).toBe(200);
    expect(await spoofing(port, "203.0.113.2", "127.0.0.2")).toBe(200);
  });

  it("refuses new requests with 507 once the store reaches its cap, keeping every byte already stored", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "inbox-test-")), "requests.jsonl");
    const { base, lines } = await start({ file, maxFileBytes: 800 });
    expect((await postEmail(base, uniqueBody())).status).toBe(200);
    expect((await postEmail(base, uniqueBody())).status).toBe(200);
    const full = readFileSync(file, "utf8");
    // A third would pass the cap: refused, and the file is left as it was.
    expect((await postEmail(base, uniqueBody())).status).toBe(507);
    expect(readFileSync(file, "utf8")).toBe(full);
    // The log says what is true: the size the store has, and the limit it would pass.
    expect(lines.filter((line) => line.includes("507"))).toEqual([
      `[inbox] The store ${file} holds ${Buffer.byteLength(full)} bytes and may hold at most 800: a request that does not fit is refused (507). Move the store away and restart the server to take requests again.`,
    ]);
    expect(Buffer.byteLength(full)).toBeLessThan(800);

    // A store already at its cap when the server starts: everything is refused, nothing is cut.
    const atCap = await start({ file, maxFileBytes: Buffer.byteLength(full) });
    expect((await postEmail(atCap.base, uniqueBody())).status).toBe(507);
    expect((await fetch(`${atCap.base}${SHEET_PATH}`, { method: "POST", body: new URLSearchParams(sheetFields) })).status).toBe(507);
    expect(readFileSync(file, "utf8")).toBe(full);
  });

  it("escapes control characters in its log lines: a newline in a name cannot forge a line", async () => {
    const { base, lines, stored } = await start();
    const name = "Mei\n[inbox] #9 email from X <x@x.sg>\u001b[2J\u202e";
    await postEmail(base, { ...validBody, template_params: { ...validBody.template_params, from_name: name } });
    await fetch(`${base}${SHEET_PATH}`, { method: "POST", body: new URLSearchParams({ ...sheetFields, target: "a\r\nb" }) });
    await fetch(`${base}${SHEET_PATH}`, { method: "POST", body: new URLSearchParams({ ...sheetFields, message: "n" }) });
    // oxlint-disable-next-line no-control-regex -- no control character may reach the log
    expect(lines.join("")).not.toMatch(/[\u0000-\u001f\u202e]/);
    expect(lines.at(-3)).toBe(
      "[inbox] #1 email request (tour form on /) from Mei\\n[inbox] #9 email from X <x@x.sg>\\u001b[2J\\u202e <a@example.com>",
    );
    expect(lines.at(-1)).toBe("[inbox] #3 sheet record (contact form on /zh/contact)");
    // The store keeps what was typed, byte for byte.
    expect(stored()[0].body.template_params.from_name).toBe(name);
  });

  it("writes each record on one line for every reader: NEL and the line and paragraph separators are escaped", async () => {
    const { base, file, stored } = await start();
    const message = "one\u2028two\u2029three\u0085four";
    expect((await postEmail(base, { ...validBody, template_params: { ...validBody.template_params, message } })).status).toBe(200);
    expect((await fetch(`${base}${SHEET_PATH}`, { method: "POST", body: new URLSearchParams({ ...sheetFields, message }) })).status).toBe(
      200,
    );
    const text = readFileSync(file, "utf8");
    expect(text).not.toMatch(/[\u0085\u2028\u2029]/);
    // Split as Python's str.splitlines() splits, at every line boundary Unicode names.
    // oxlint-disable-next-line no-control-regex -- the separators Python splits at include control characters
    const lines = text.split(/\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/).filter(Boolean);
    expect(lines).toHaveLength(2);
    const [email, sheet] = lines.map((line) => JSON.parse(line));
    expect(email.body.template_params.message).toBe(message);
    expect(sheet.fields.message).toBe(message);
    expect(stored()).toHaveLength(2);
  });

  it("refuses a JSON lead that names a field twice, with 400, as it refuses a sheet record that does", async () => {
    const { base, lines, stored } = await start();
    const twice = JSON.stringify(uniqueBody()).replace('"message":', '"message":"first","message":');
    const response = await postEmail(base, twice);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The field "template_params.message" is sent twice.');
    const sheetTwice = `${new URLSearchParams(sheetFields)}&message=again`;
    const sheetResponse = await fetch(`${base}${SHEET_PATH}`, { method: "POST", body: new URLSearchParams(sheetTwice) });
    expect(sheetResponse.status).toBe(400);
    expect(await sheetResponse.text()).toBe('The field "message" is sent twice.');
    expect(lines.filter((line) => line.includes("is sent twice"))).toHaveLength(2);
    expect(stored()).toHaveLength(0);
  });

  it("keeps answering other requests while appends wait for the disk", async () => {
    const { base, stored } = await start({ rateLimit: 1000 });
    const sends = Array.from({ length: 50 }, () => postEmail(base, uniqueBody()));
    // Another request during the burst is answered without waiting for it to end.
    const other = await fetch(`${base}/elsewhere`);
    expect(other.status).toBe(404);
    expect((await Promise.all(sends)).map((response) => response.status)).toEqual(Array(50).fill(200));
    expect(stored().map((entry) => entry.id)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });
});

/**
 * Sends `head` (the request line and headers) on a new connection, then `body` only once the
 * server says "100 Continue". Resolves to everything the server sent, in order.
 * @param {number} port
 * @param {string} head
 * @param {string} body
 * @returns {Promise<string>}
 */
function expectContinue(port, head, body) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    let answer = "";
    socket.setEncoding("utf8");
    let bodySent = false;
    socket.on("data", (chunk) => {
      answer += chunk;
      if (answer.startsWith("HTTP/1.1 100 ") && !bodySent) {
        bodySent = true;
        socket.write(body);
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    setTimeout(() => socket.destroy(), 5_000);
  });
}

describe("a lead is checked in full before anything is stored", () => {
  it("refuses a name that is an object with 400 and a reason, logs why, and stores nothing, so a retry cannot store it twice", async () => {
    const { base, lines, stored } = await start();
    const body = { ...validBody, template_params: { ...validBody.template_params, from_name: { toString: 1 } } };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await postEmail(base, body);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("The field template_params.from_name must be text.");
    }
    expect(stored()).toEqual([]);
    expect(lines).toEqual(Array(2).fill("[inbox] refused an email request (400): The field template_params.from_name must be text."));
  });

  it.each([1_000, 5_000, 100_000])(
    "refuses JSON nested %i levels deep with 400, without parsing it or writing a stack trace",
    async (levels) => {
      const { base, lines, stored } = await start();
      const deep = `${"[".repeat(levels)}${"]".repeat(levels)}`;
      const body = `{"user_id":"a","service_id":"b","template_id":"c","template_params":{"from_name":${deep}}}`;
      const response = await postEmail(base, body);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("The JSON is nested too deeply.");
      expect(stored()).toEqual([]);
      expect(lines).toEqual(["[inbox] refused an email request (400): The JSON is nested too deeply."]);
    },
  );

  it("refuses a body that is not UTF-8 instead of storing U+FFFD, and a declared charset other than UTF-8", async () => {
    const { base, stored } = await start();
    const json = Buffer.from(JSON.stringify(uniqueBody()), "utf8");
    // "é" in Latin-1: one byte that UTF-8 cannot start a character with.
    const latin1 = Buffer.concat([json.subarray(0, json.length - 3), Buffer.from([0xe9]), json.subarray(json.length - 3)]);
    const notUtf8 = await fetch(`${base}${EMAIL_PATH}`, { method: "POST", headers: JSON_TYPE, body: latin1 });
    expect([notUtf8.status, await notUtf8.text()]).toEqual([400, "The request body is not UTF-8."]);
    const declared = await postEmail(base, uniqueBody(), { "Content-Type": "application/json; charset=ISO-8859-1" });
    expect([declared.status, await declared.text()]).toEqual([415, "Send the body in UTF-8 (charset=utf-8)."]);
    // In the sheet's form encoding, a byte that is not UTF-8 hides behind "%".
    const sheet = await fetch(`${base}${SHEET_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `${new URLSearchParams(sheetFields)}&firstName2=%E9`,
    });
    expect([sheet.status, await sheet.text()]).toEqual([400, "The form data is not URL-encoded UTF-8."]);
    expect(stored()).toEqual([]);
    const compressed = await postEmail(base, uniqueBody(), { ...JSON_TYPE, "Content-Encoding": "gzip" });
    expect([compressed.status, await compressed.text()]).toEqual([415, "Send the body without Content-Encoding."]);
    expect(contentTypeProblem('application/json; charset="UTF-8"', "application/json")).toBeNull();
    expect(contentTypeProblem("application/json", "application/json")).toBeNull();
  });

  it("answers a 30 MB body announced with Expect: 100-continue with 413 alone, never '100 Continue' first", async () => {
    const { port, stored } = await start();
    const answer = await expectContinue(
      port,
      `POST ${EMAIL_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${30 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`,
      "",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toContain("100 Continue");
    expect(stored()).toEqual([]);
  });

  it("gives a well-formed request announced with Expect: 100-continue its leave to send, then stores it", async () => {
    const { port, stored } = await start();
    const body = JSON.stringify(uniqueBody());
    const answer = await expectContinue(
      port,
      `POST ${EMAIL_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
    expect(stored()).toHaveLength(1);
  });

  it("stores a lead sent again (a retry after a lost answer, or two at once) only once, and says so in the log", async () => {
    const { base, lines, stored } = await start();
    const body = uniqueBody();
    const statuses = await Promise.all([postEmail(base, body), postEmail(base, body)].map(async (response) => (await response).status));
    expect(statuses).toEqual([200, 200]);
    // The same lead from a newer version of the email SDK is still the same lead.
    expect((await postEmail(base, { ...body, lib_version: "9.9.9" })).status).toBe(200);
    expect(stored()).toHaveLength(1);
    expect(lines.filter((line) => line === "[inbox] #1 sent again: answered, not stored twice")).toHaveLength(2);
    // Another lead is stored as usual.
    expect((await postEmail(base, uniqueBody())).status).toBe(200);
    expect(stored()).toHaveLength(2);
  });

  it("answers 503 with one line in the log when the disk refuses the write, and stores the lead when it is sent again", async () => {
    const { base, file, lines, stored } = await start();
    // Once the inbox has looked at its (still missing) store, a folder takes the file's place:
    // every append fails.
    expect((await postEmail(base, "not JSON")).status).toBe(400);
    mkdirSync(file);
    const body = uniqueBody();
    const response = await postEmail(base, body);
    expect([response.status, await response.text()]).toEqual([503, "The request could not be stored. Please call us instead."]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\[inbox\] could not write to .*requests\.jsonl: EISDIR/);
    rmSync(file, { recursive: true });
    expect((await postEmail(base, body)).status).toBe(200);
    expect(stored()).toHaveLength(1);
  });
});

describe("local inbox code", () => {
  it("never waits on the disk synchronously while answering: appends and reads are asynchronous", () => {
    const source = readFileSync(new URL("./inbox.mjs", import.meta.url), "utf8");
    const syncCalls = [...source.matchAll(/\b(\w+Sync)\(/g)].map((match) => match[1]);
    // Creating the folder once, when the server starts, is the only exception.
    expect(syncCalls).toEqual(["mkdirSync"]);
  });
});
