import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import * as interfaceWords from "../app/content/interface";
import { langs } from "../app/i18n/languages";
import { composed } from "./content";

const { failureToast, fieldLabels, formLabels } = composed("interface", interfaceWords).form;
import { type LocalServer, startServer } from "./local-server";
import { rawExchange } from "./raw-http";

let sent = 0;
/** A sheet record as the forms send it, with a message no other has. */
const sheetBody = () =>
  new URLSearchParams({
    target: "Schedule",
    firstName: "Mei Ling",
    lastName: "Tan",
    email: "limits@example.com",
    phone: "+65 9123 4567",
    message: `Please call (${(sent += 1)})`,
    language: "English",
    form: "tour",
    page: "/",
  }).toString();

/** An email request as the SDK sends it, with `params` over the form's fields. */
const emailBody = (params: Record<string, unknown> = {}) =>
  JSON.stringify({
    lib_version: "4.4.1",
    user_id: "local-inbox",
    service_id: "local_service",
    template_id: "local_template",
    template_params: {
      from_name: "Mei Ling Tan",
      from_email: "limits@example.com",
      phone: "+65 9123 4567",
      message: `Please call (${(sent += 1)})`,
      to_name: "Care Team",
      language: "English",
      form: "tour",
      page: "/",
      ...params,
    },
  });

/** Posts a lead from the local address `from`, naming `forwarded` in X-Forwarded-For. */
function postFrom(base: string, from: string, forwarded: string) {
  return new Promise<number | undefined>((resolve, reject) => {
    const request = http.request(
      `${base}/api/sheet`,
      {
        method: "POST",
        localAddress: from,
        agent: false,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwarded },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode);
      },
    );
    request.on("error", reject);
    request.end(sheetBody());
  });
}

/** The lines of the inbox's store. */
const storedLines = (file: string) => {
  try {
    return readFileSync(file, "utf8").split("\n").filter(Boolean);
  } catch {
    return [];
  }
};

// `npm start`'s server with the local inbox's default limits (the shared test server raises the
// rate limit), and what a family sees when the server refuses a request.

test.describe("local inbox limits on the real server", () => {
  test.skip(({ isMobile }) => isMobile, "server answers are the same for every viewport");
  test.describe.configure({ mode: "serial" });

  let server: LocalServer;
  let folder = "";
  let inboxFile = "";

  test.beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "care-website-limits-"));
    inboxFile = path.join(folder, "requests.jsonl");
    server = await startServer({ INBOX_FILE: inboxFile, INBOX_RATE_LIMIT: "3" });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test("listens on 127.0.0.1 unless HOST says otherwise, and says where", async () => {
    expect(server.output()).toContain(`Serving the production build at http://127.0.0.1:${server.port}`);
    expect(server.output()).toContain("npm run inbox");
    // Another address of this computer, as another computer would reach it: nothing listens there.
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === "IPv4");
    test.skip(!external, "this computer has no network address other than loopback");
    await expect(fetch(`http://${external!.address}:${server.port}/`)).rejects.toThrow("fetch failed");
  });

  test("a body over the limit gets a real 413, which the client reads", async () => {
    const body = JSON.stringify({ user_id: "a", service_id: "b", template_id: "c", template_params: { message: "x".repeat(1_900_000) } });
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(
        `${server.base}/api/v1.0/email/send`,
        { method: "POST", headers: { "Content-Type": "application/json" } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on("error", reject);
      request.end(body);
    });
    expect(status).toBe(413);
  });

  test("anything but the forms' content types gets 415", async () => {
    const response = await fetch(`${server.base}/api/sheet`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "target=Schedule",
    });
    expect(response.status).toBe(415);
  });

  test("a real 429 from the server says there were too many requests and to call, offers the phone and WhatsApp, and keeps the fields", async ({
    page,
  }) => {
    // Use up this computer's share (three requests, counting the two refused above).
    const spend = await fetch(`${server.base}/api/sheet`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: sheetBody(),
    });
    expect(spend.status).toBe(200);
    const refused = await fetch(`${server.base}/api/sheet`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: sheetBody(),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/v1.0/email/send")) answers.push(response.status());
    });
    await page.goto(`${server.base}/`);
    await page.waitForFunction(() => {
      const main = document.querySelector("main");
      return !!main && Object.keys(main).some((key) => key.startsWith("__react"));
    });
    const form = page.getByRole("form", { name: "Schedule Your Tour" });
    const values = {
      [fieldLabels.firstName]: "Mei Ling",
      [fieldLabels.lastName]: "Tan",
      [fieldLabels.email]: "limit@example.com",
      [fieldLabels.phone]: "+65 9123 4567",
      [fieldLabels.message]: "Please call me.",
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole("button", { name: formLabels.tour.submitLabel }).click();

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Submission Failed" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(failureToast.tooManyRequests);
    // Every language has words of its own for this case, apart from the generic failure text.
    for (const lang of langs) {
      const words = composed("interface", interfaceWords, lang).form.failureToast;
      expect(words.tooManyRequests.trim(), lang).not.toBe("");
      expect(words.tooManyRequests, lang).not.toBe(words.description);
      if (lang !== "en") expect(words.tooManyRequests, lang).not.toBe(failureToast.tooManyRequests);
    }
    const alert = form.getByRole("alert");
    await expect(alert.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(alert.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
    for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    expect(answers).toEqual([429]);
    // Only the one request sent before the limit was stored.
    expect(readFileSync(inboxFile, "utf8").trim().split("\n")).toHaveLength(1);
  });
});

test.describe("the real server, with what a stranger can send straight to its port", () => {
  test.skip(({ isMobile }) => isMobile, "server answers are the same for every viewport");
  test.describe.configure({ mode: "serial" });

  let server: LocalServer;
  let folder = "";
  let inboxFile = "";

  test.beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "care-website-stranger-"));
    inboxFile = path.join(folder, "requests.jsonl");
    // The proxy is 127.0.0.2 (every 127.x address is this computer); the stranger is 127.0.0.1.
    server = await startServer({ INBOX_FILE: inboxFile, INBOX_RATE_LIMIT: "3", TRUST_PROXY: "127.0.0.2" });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test("X-Forwarded-For is believed only from the proxy named in TRUST_PROXY: 30 leads with rotating addresses get 3 through", async () => {
    const statuses = [];
    for (let index = 0; index < 30; index += 1) statuses.push(await postFrom(server.base, "127.0.0.1", `198.51.100.${index + 1}`));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    // Through the proxy, each visitor it names counts on its own.
    expect(await postFrom(server.base, "127.0.0.2", "203.0.113.1")).toBe(200);
    expect(await postFrom(server.base, "127.0.0.2", "203.0.113.2")).toBe(200);
    expect(storedLines(inboxFile)).toHaveLength(5);
  });

  test("a lead that is not one the forms send gets 400 with its reason, one log line, no stack trace, and is never stored", async () => {
    const before = storedLines(inboxFile).length;
    // Through the proxy's address, so this visitor has a share of its own.
    const cases = [
      [emailBody({ from_name: { toString: 1 } }), "The field template_params.from_name must be text."],
      [`{"template_params":${"[".repeat(5_000)}${"]".repeat(5_000)}}`, "The JSON is nested too deeply."],
    ] as const;
    for (const [body, reason] of cases) {
      const answer = await new Promise<{ status?: number; text: string }>((resolve, reject) => {
        const request = http.request(
          `${server.base}/api/v1.0/email/send`,
          {
            method: "POST",
            localAddress: "127.0.0.2",
            agent: false,
            headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.50" },
          },
          (response) => {
            let text = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => (text += chunk));
            response.on("end", () => resolve({ status: response.statusCode, text }));
          },
        );
        request.on("error", reject);
        request.end(body);
      });
      expect(answer).toEqual({ status: 400, text: reason });
      // The server's output arrives through a pipe, a moment after its answer.
      await expect.poll(() => server.output()).toContain(`[inbox] refused an email request (400): ${reason}`);
    }
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(storedLines(inboxFile)).toHaveLength(before);
  });

  test("a 30 MB body announced with Expect: 100-continue gets its 413 without '100 Continue' first", async () => {
    const answer = await rawExchange(
      server.base,
      `POST /api/v1.0/email/send HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${30 * 1024 * 1024}\r\nExpect: 100-continue\r\nX-Forwarded-For: 203.0.113.60\r\n\r\n`,
      { from: "127.0.0.2" },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toContain("100 Continue");
  });
});
