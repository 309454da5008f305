import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFormsDestination, writeFormsDestination } from "./build-mode.mjs";
import { EMAIL_PATH, SHEET_PATH } from "./inbox.mjs";
import { createSiteServer } from "./site.mjs";

/** @type {import("node:http").Server[]} */
const servers = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/**
 * A minimal build folder whose forms send where `env` says; with no `env`, it does not say.
 * @param {Record<string, string | undefined> | null} env
 */
function build(env) {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  mkdirSync(path.join(buildDir, "client", "404"), { recursive: true });
  writeFileSync(path.join(buildDir, "client", "index.html"), "<h1>Home</h1>");
  writeFileSync(path.join(buildDir, "client", "404", "index.html"), "<h1>Page not found</h1>");
  if (env) writeFormsDestination(buildDir, env);
  return buildDir;
}

/** @param {string} buildDir */
async function serve(buildDir) {
  const inboxFile = path.join(buildDir, "inbox", "requests.jsonl");
  const { server, inbox } = createSiteServer({ buildDir, inboxFile, inbox: { log: () => {} }, warn: () => {} });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  servers.push(server);
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { base: `http://127.0.0.1:${port}`, inbox, inboxFile };
}

/** The fields both forms send: the email SDK's template parameters, and the sheet record's. */
const templateParams = {
  from_name: "A B",
  from_email: "a@example.com",
  phone: "1",
  message: "m",
  to_name: "Care Team",
  language: "English",
  form: "tour",
  page: "/",
};
const sheetFields = {
  target: "Schedule",
  firstName: "A",
  lastName: "B",
  email: "a@example.com",
  phone: "1",
  message: "m",
  language: "English",
  form: "tour",
  page: "/",
};

/**
 * A well-formed request to one of the inbox paths.
 * @param {string} base
 * @param {string} url
 */
const post = (base, url) =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "Content-Type": url === EMAIL_PATH ? "application/json" : "application/x-www-form-urlencoded" },
    body:
      url === EMAIL_PATH
        ? JSON.stringify({ user_id: "a", service_id: "b", template_id: "c", template_params: templateParams })
        : new URLSearchParams(sheetFields).toString(),
  });

describe("the local inbox is mounted only for a build without provider keys", () => {
  it("a build without keys stores requests", async () => {
    const buildDir = build({});
    expect(readFormsDestination(buildDir)).toBe("local-inbox");
    const { base, inbox, inboxFile } = await serve(buildDir);
    expect(inbox).toBe(true);
    for (const url of [EMAIL_PATH, SHEET_PATH]) expect({ url, status: (await post(base, url)).status }).toEqual({ url, status: 200 });
    expect(existsSync(inboxFile)).toBe(true);
  });

  it.each([
    ["a build with keys", { VITE_EMAILJS_PUBLIC_KEY: "pk_live" }],
    ["a build that does not say", null],
  ])("%s serves files only: the inbox paths answer 405", async (_, env) => {
    const buildDir = build(env);
    const { base, inbox, inboxFile } = await serve(buildDir);
    expect(inbox).toBe(false);
    for (const url of [EMAIL_PATH, SHEET_PATH]) expect({ url, status: (await post(base, url)).status }).toEqual({ url, status: 405 });
    expect((await fetch(`${base}${SHEET_PATH}`)).status).toBe(404);
    expect(existsSync(path.dirname(inboxFile))).toBe(false);
  });
});
