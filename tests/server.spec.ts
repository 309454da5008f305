import { expect, test } from "./fixtures";

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

  test("answers a repeat request with 304 when the page has not changed", async ({ baseURL }) => {
    const first = await fetch(`${baseURL}/faq`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await fetch(`${baseURL}/faq`, { headers: { "if-none-match": etag! } });
    expect(second.status).toBe(304);
  });

  test("refuses methods other than GET and HEAD", async ({ baseURL }) => {
    const response = await fetch(`${baseURL}/`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect((await fetch(`${baseURL}/`, { method: "HEAD" })).status).toBe(200);
  });
});
