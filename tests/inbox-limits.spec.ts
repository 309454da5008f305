import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type LocalServer, startServer } from "./local-server";

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

  test("a real 429 from the server shows the failure toast with the phone and WhatsApp alternatives, and keeps the fields", async ({
    page,
  }) => {
    // Use up this computer's share (three requests, counting the two refused above).
    const spend = await fetch(`${server.base}/api/sheet`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "target=Schedule",
    });
    expect(spend.status).toBe(200);
    const refused = await fetch(`${server.base}/api/sheet`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "target=Schedule",
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
      "First name": "Mei Ling",
      "Last name": "Tan",
      Email: "limit@example.com",
      Phone: "+65 9123 4567",
      Message: "Please call me.",
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole("button", { name: "Schedule Your Tour" }).click();

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Submission Failed" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Sorry, there was an error submitting your request. Please try again or call us directly.");
    const alert = form.getByRole("alert");
    await expect(alert.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(alert.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
    for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    expect(answers).toEqual([429]);
    // Only the one request sent before the limit was stored.
    expect(readFileSync(inboxFile, "utf8").trim().split("\n")).toHaveLength(1);
  });
});
