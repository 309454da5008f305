import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_PATH, createInbox, emailProblem } from "./inbox.mjs";

const file = path.join(mkdtempSync(path.join(os.tmpdir(), "inbox-test-")), "requests.jsonl");
const lines = [];
let server;
let base;
let handle;

beforeAll(async () => {
  handle = createInbox({ file, log: (line) => lines.push(line) });
  server = http.createServer(async (req, res) => {
    if (!(await handle(req, res))) {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const validBody = {
  lib_version: "4.4.1",
  user_id: "local-inbox",
  service_id: "local_service",
  template_id: "local_template",
  template_params: { from_name: "A B", from_email: "a@example.com", phone: "1", message: "m", to_name: "Care Team" },
};

describe("local inbox", () => {
  it("answers the CORS preflight of the email call", async () => {
    const response = await fetch(`${base}${EMAIL_PATH}`, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-headers")).toBe("Content-Type");
  });

  it("stores the request on disk before answering 200 OK, and prints one line", async () => {
    const response = await fetch(`${base}${EMAIL_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(validBody) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    const stored = readFileSync(file, "utf8").trim().split("\n").map((line) => JSON.parse(line));
    expect(stored.at(-1)).toMatchObject({ kind: "email", body: validBody });
    expect(lines.at(-1)).toMatch(/^\[inbox\] #\d+ email request from A B <a@example.com>$/);
  });

  it.each([
    [{ ...validBody, user_id: "" }, "public key"],
    [{ ...validBody, service_id: undefined }, "service ID"],
    [{ ...validBody, template_id: 3 }, "template ID"],
  ])("answers 400 with the reason when an id is missing (%#)", async (body, reason) => {
    const response = await fetch(`${base}${EMAIL_PATH}`, { method: "POST", body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(reason);
  });

  it("rejects a body that is not JSON", async () => {
    expect((await fetch(`${base}${EMAIL_PATH}`, { method: "POST", body: "<xml/>" })).status).toBe(400);
    expect(emailProblem(null)).toBe("The request body must be a JSON object.");
  });

  it("records the sheet fields", async () => {
    const body = new URLSearchParams({ target: "Schedule", firstName: "=1+1", email: "a@example.com" });
    expect((await fetch(`${base}/api/sheet`, { method: "POST", body })).status).toBe(200);
    const stored = readFileSync(file, "utf8").trim().split("\n").map((line) => JSON.parse(line));
    expect(stored.at(-1)).toMatchObject({ kind: "sheet", fields: { target: "Schedule", firstName: "=1+1", email: "a@example.com" } });
  });

  it("lists requests to this computer only", async () => {
    const local = await fetch(`${base}/inbox.json`);
    expect(local.status).toBe(200);
    expect((await local.json()).length).toBeGreaterThan(0);
    const html = await (await fetch(`${base}/inbox`)).text();
    expect(html).toContain("Local inbox");
    // A request from another computer: the handler declines it, so the server answers 404.
    for (const remoteAddress of ["203.0.113.9", "::ffff:192.0.2.1"]) {
      for (const url of ["/inbox", "/inbox.json"]) {
        const request = { url, method: "GET", headers: {}, socket: { remoteAddress } };
        expect(await handle(request, {})).toBe(false);
      }
    }
  });
});
