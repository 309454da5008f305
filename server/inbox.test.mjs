import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EMAIL_PATH, SHEET_PATH, createInbox, emailProblem } from "./inbox.mjs";

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
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  servers.push(server);
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    file,
    lines,
    base: `http://127.0.0.1:${port}`,
    stored: () =>
      readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
  };
}

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const validBody = {
  lib_version: "4.4.1",
  user_id: "local-inbox",
  service_id: "local_service",
  template_id: "local_template",
  template_params: { from_name: "A B", from_email: "a@example.com", phone: "1", message: "m", to_name: "Care Team" },
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
    expect(lines.at(-1)).toMatch(/^\[inbox\] #1 email request from A B <a@example.com>$/);
  });

  it.each([
    [{ ...validBody, user_id: "" }, "public key"],
    [{ ...validBody, service_id: undefined }, "service ID"],
    [{ ...validBody, template_id: 3 }, "template ID"],
  ])("answers 400 with the reason when an id is missing (%#)", async (body, reason) => {
    const { base } = await start();
    const response = await postEmail(base, body);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(reason);
  });

  it("rejects a body that is not JSON", async () => {
    const { base } = await start();
    expect((await postEmail(base, "<xml/>")).status).toBe(400);
    expect(emailProblem(null)).toBe("The request body must be a JSON object.");
  });

  it("records the sheet fields", async () => {
    const { base, stored } = await start();
    const body = new URLSearchParams({ target: "Schedule", firstName: "=1+1", email: "a@example.com" });
    expect((await fetch(`${base}${SHEET_PATH}`, { method: "POST", body })).status).toBe(200);
    expect(stored().at(-1)).toMatchObject({ kind: "sheet", fields: { target: "Schedule", firstName: "=1+1", email: "a@example.com" } });
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
    const before = `${JSON.stringify({ id: 1, kind: "sheet", fields: { a: "1" } })}\n${JSON.stringify({ id: 2, kind: "sheet", fields: { a: "2" } })}\n`;
    writeFileSync(file, before);
    const { base, stored } = await start({ file });
    expect((await postEmail(base, validBody)).status).toBe(200);
    expect(readFileSync(file, "utf8").startsWith(before)).toBe(true);
    expect(stored().map((entry) => entry.id)).toEqual([1, 2, 3]);
  });
});

/**
 * An email request claiming to come from `forwarded` (X-Forwarded-For).
 * @param {string} base
 * @param {string} forwarded
 */
const spoofing = (base, forwarded) => postEmail(base, validBody, { ...JSON_TYPE, "X-Forwarded-For": forwarded });

describe("local inbox limits", () => {
  it("answers 415 to any content type but the ones the SDK and the sheet call send", async () => {
    const { base } = await start();
    expect((await postEmail(base, validBody, { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await postEmail(base, validBody, { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await postEmail(base, validBody, { "Content-Type": "Application/JSON; charset=utf-8" })).status).toBe(200);
    const sheet = (/** @type {string} */ type) =>
      fetch(`${base}${SHEET_PATH}`, { method: "POST", headers: { "Content-Type": type }, body: "target=Schedule" });
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
    for (let index = 0; index < 5; index += 1) statuses.push((await postEmail(base, validBody)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await postEmail(base, validBody);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(stored()).toHaveLength(3);
  });

  it("ignores X-Forwarded-For unless told to trust a proxy, and then uses only the address the proxy added", async () => {
    const direct = await start({ rateLimit: 1 });
    expect((await spoofing(direct.base, "198.51.100.1")).status).toBe(200);
    expect((await spoofing(direct.base, "198.51.100.2")).status).toBe(429);

    const proxied = await start({ rateLimit: 1, trustProxy: true });
    expect((await spoofing(proxied.base, "198.51.100.1, 203.0.113.7")).status).toBe(200);
    // The same visitor behind the proxy, whatever it puts first.
    expect((await spoofing(proxied.base, "198.51.100.9, 203.0.113.7")).status).toBe(429);
    expect((await spoofing(proxied.base, "203.0.113.8")).status).toBe(200);
  });

  it("refuses new requests with 507 once the store reaches its cap, keeping every byte already stored", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "inbox-test-")), "requests.jsonl");
    const { base, lines } = await start({ file, maxFileBytes: 700 });
    expect((await postEmail(base, validBody)).status).toBe(200);
    expect((await postEmail(base, validBody)).status).toBe(200);
    const full = readFileSync(file, "utf8");
    // A third would pass the cap: refused, and the file is left as it was.
    expect((await postEmail(base, validBody)).status).toBe(507);
    expect(readFileSync(file, "utf8")).toBe(full);
    expect(lines.filter((line) => line.includes("507"))).toHaveLength(1);

    // A store already at its cap when the server starts: everything is refused, nothing is cut.
    const atCap = await start({ file, maxFileBytes: Buffer.byteLength(full) });
    expect((await postEmail(atCap.base, validBody)).status).toBe(507);
    expect((await fetch(`${atCap.base}${SHEET_PATH}`, { method: "POST", body: new URLSearchParams({ a: "b" }) })).status).toBe(507);
    expect(readFileSync(file, "utf8")).toBe(full);
  });

  it("escapes control characters in its log lines: a newline in a name cannot forge a line", async () => {
    const { base, lines, stored } = await start();
    const name = "Mei\n[inbox] #9 email from X <x@x.sg>\u001b[2J\u202e";
    await postEmail(base, { ...validBody, template_params: { ...validBody.template_params, from_name: name } });
    await fetch(`${base}${SHEET_PATH}`, { method: "POST", body: new URLSearchParams({ target: "a\r\nb" }) });
    // oxlint-disable-next-line no-control-regex -- no control character may reach the log
    expect(lines.join("")).not.toMatch(/[\u0000-\u001f\u202e]/);
    expect(lines.at(-2)).toBe("[inbox] #1 email request from Mei\\n[inbox] #9 email from X <x@x.sg>\\u001b[2J\\u202e <a@example.com>");
    expect(lines.at(-1)).toBe("[inbox] #2 sheet record (target=a\\r\\nb)");
    // The store keeps what was typed, byte for byte.
    expect(stored()[0].body.template_params.from_name).toBe(name);
  });

  it("keeps answering other requests while appends wait for the disk", async () => {
    const { base, stored } = await start({ rateLimit: 1000 });
    const sends = Array.from({ length: 50 }, () => postEmail(base, validBody));
    // Another request during the burst is answered without waiting for it to end.
    const other = await fetch(`${base}/elsewhere`);
    expect(other.status).toBe(404);
    expect((await Promise.all(sends)).map((response) => response.status)).toEqual(Array(50).fill(200));
    expect(stored().map((entry) => entry.id)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
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
