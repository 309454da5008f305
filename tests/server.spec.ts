import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DUPLICATE_PATHS, HOSTILE_PATHS } from "../scripts/lib/hostile-paths.mjs";
import { expect, test, waitForHydration } from "./fixtures";
import { rawExchange, rawGet } from "./raw-http";

/** A file of the project (the build under test, or a public file), as bytes. */
const projectFile = (file: string) => readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)));

// The production server, as `npm start` runs it. Answers do not depend on the viewport: run once.
test.describe("production server", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour is the same for every viewport");

  test("sends brotli or gzip copies written at build time", async ({ request, baseURL }) => {
    for (const [encoding, expected] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const response = await fetch(`${baseURL}/about`, { headers: { "accept-encoding": encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding") ?? undefined).toBe(expected);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(await response.text()).toContain("<h1");
    }
    expect((await request.get("/about")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("caches hashed assets for a year, as immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  test("answers unknown paths with the 404 page and status 404, and never leaves the build folder", async ({ baseURL }) => {
    for (const path of ["/nothing-here", "/services/not-a-service", "/assets/missing.js", "/%2e%2e/package.json", "/..%2fpackage.json"]) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toContain('"name": "care-website"');
    }
  });

  test("redirects a trailing slash to the one address of a page", async ({ baseURL }) => {
    const response = await fetch(`${baseURL}/about/`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/about");
  });

  test("never redirects off the site: hostile paths ending in a slash get the 404 page", async ({ baseURL }) => {
    const wrong = [];
    for (const target of HOSTILE_PATHS) {
      const answer = await rawGet(baseURL!, target);
      if (answer.status !== 404 || answer.headers.location !== undefined)
        wrong.push({ target, status: answer.status, location: answer.headers.location });
    }
    expect(wrong).toEqual([]);
  });

  test("one address per page: other spellings and build files that are not pages get the 404 page with status 404", async ({ baseURL }) => {
    const notFound = projectFile("build/client/404/index.html").toString("utf8");
    const wrong = [];
    const zhNotFound = projectFile("build/client/zh/404/index.html").toString("utf8");
    for (const target of DUPLICATE_PATHS) {
      const answer = await rawGet(baseURL!, target);
      const expected = /^\/zh(?:[/?]|$)/.test(target) ? zhNotFound : notFound;
      if (answer.status !== 404 || answer.headers.location || answer.body !== expected) wrong.push({ target, status: answer.status });
    }
    expect(wrong).toEqual([]);
    for (const [target, file] of [
      ["/zh/404", "zh/404/index.html"],
      ["/blog/404", "blog/404/index.html"],
    ]) {
      const answer = await rawGet(baseURL!, target!);
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect(answer.body, target).toBe(projectFile(`build/client/${file}`).toString("utf8"));
    }
  });

  test("serves /favicon.ico for clients that ask for it without reading the page", async ({ baseURL }) => {
    const response = await fetch(`${baseURL}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    expect(Buffer.from(await response.arrayBuffer()).equals(projectFile("public/favicon.ico"))).toBe(true);
  });

  test("answers request lines claiming HTTP/0.9 or HTTP/2.0 with 505, not a page", async ({ baseURL }) => {
    for (const line of ["GET / HTTP/0.9", "GET / HTTP/2.0", "GET /"]) {
      const answer = await rawExchange(baseURL!, `${line}\r\nHost: localhost\r\n\r\n`);
      expect(answer, line).toMatch(/^HTTP\/1\.1 505 HTTP Version Not Supported\r\n/);
    }
  });

  test("a crafted link to a hostile path ends on this site's 404 page, not on another site", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const target of ["//x//evil.example.com/", "/%2F%2Fevil.example.com/", "/./..//evil.example.com/", "/%5Cevil.example.com/"]) {
      await page.goto("/");
      await waitForHydration(page);
      // A link as someone could post it: the site's own address, with the hostile path.
      await page.evaluate((href) => {
        const link = document.createElement("a");
        link.href = href;
        link.textContent = "crafted";
        link.id = "crafted";
        document.body.append(link);
      }, `${origin}${target}`);
      await page.locator("#crafted").click();
      await page.waitForURL((url) => url.href !== `${origin}/`);
      expect(new URL(page.url()).origin, target).toBe(origin);
      await expect(page.getByRole("heading", { level: 1 }), target).toContainText("Page not found");
    }
  });

  test("answers a repeat request with 304 when the page has not changed, in the weak and list forms too", async ({ baseURL }) => {
    const first = await fetch(`${baseURL}/faq`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    for (const header of [etag!, `W/${etag}`, `"not-this-one", ${etag}`, `"a", W/${etag}`]) {
      const again = await fetch(`${baseURL}/faq`, { headers: { "if-none-match": header } });
      expect(again.status, header).toBe(304);
    }
    expect((await fetch(`${baseURL}/faq`, { headers: { "if-none-match": '"not-this-one"' } })).status).toBe(200);
  });

  test("never sends a precompressed copy on its own, as a download", async ({ request, baseURL }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    for (const target of [`${asset}.br`, `${asset}.gz`, "/about/index.html.gz", "/index.html.br"]) {
      const response = await fetch(`${baseURL}${target}`);
      expect(response.status, target).toBe(404);
      expect(response.headers.get("content-type"), target).toBe("text/html; charset=utf-8");
    }
  });

  test("has no page that lists the stored requests", async ({ baseURL }) => {
    for (const target of ["/inbox", "/inbox.json", "/.inbox/requests.jsonl"]) {
      const response = await fetch(`${baseURL}${target}`);
      expect(response.status, target).toBe(404);
      expect(await response.text(), target).toContain("Page not found");
    }
  });

  test("refuses methods other than GET and HEAD", async ({ baseURL }) => {
    const response = await fetch(`${baseURL}/`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect((await fetch(`${baseURL}/`, { method: "HEAD" })).status).toBe(200);
  });
});
