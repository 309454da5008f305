import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DUPLICATE_PATHS, HOSTILE_PATHS } from "../scripts/lib/hostile-paths.mjs";
import { trailingSlashTarget } from "./request-path.mjs";
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, createStaticServer, etagMatches, pageAddress } from "./static-server.mjs";

const root = mkdtempSync(path.join(os.tmpdir(), "static-test-"));
/** @type {[file: string, text: string][]} */
const files = [
  ["index.html", "<h1>Home</h1>"],
  ["about/index.html", "<h1>About</h1>"],
  ["404/index.html", "<h1>Page not found</h1>"],
  ["blog/404/index.html", "<h1>Post not found</h1>"],
  // React Router's app shell: the build no longer publishes it, and it is never served anyway.
  ["__spa-fallback.html", "<div id=app></div>"],
  ["assets/app.js", "console.log('app');".repeat(100)],
];
for (const [file, text] of files) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
writeFileSync(path.join(root, "assets/app.js.gz"), gzipSync(readFileSync(path.join(root, "assets/app.js"))));
writeFileSync(path.join(root, "assets/app.js.br"), "not really brotli");

/** @type {http.Server} */
let server;
/** @type {number} */
let port;
beforeAll(async () => {
  server = createStaticServer({ root });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  port = /** @type {net.AddressInfo} */ (server.address()).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/**
 * Sends the request target exactly as written: fetch would normalise it first.
 * @param {string} target
 * @param {Record<string, string>} [headers]
 * @returns {Promise<http.IncomingMessage & { body: string }>}
 */
function raw(target, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: target, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve(Object.assign(response, { body })));
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * Writes `text` on a new connection; resolves to all the server sent before it closed.
 * @param {string | Buffer} text
 * @returns {Promise<string>}
 */
function exchange(text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    setTimeout(() => socket.destroy(), 3_000);
  });
}

describe("trailing-slash redirect", () => {
  it("goes to the page's one address, keeping the query", async () => {
    const response = await raw("/about/?from=list");
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/about?from=list");
    expect(trailingSlashTarget("/services/diabetes-care//", "")).toBe("/services/diabetes-care");
  });

  it.each(HOSTILE_PATHS)("never leaves the site: %s", async (target) => {
    const response = await raw(target);
    expect(response.headers.location).toBeUndefined();
    expect(response.statusCode).toBe(404);
  });

  it("refuses every hostile form before it reaches a response", () => {
    for (const target of HOSTILE_PATHS) {
      const [pathPart = "", search = ""] = target.split("?");
      expect({ target, location: trailingSlashTarget(pathPart, search) }).toEqual({ target, location: null });
    }
  });
});

describe("one address per page", () => {
  it.each(DUPLICATE_PATHS)("%s is not a second copy of a page: the 404 page, with status 404", async (target) => {
    const response = await raw(target);
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toBe("<h1>Page not found</h1>");
  });

  it("answers the blog's not-found page at its own address with 404 as well", async () => {
    const response = await raw("/blog/404");
    expect([response.statusCode, response.body]).toEqual([404, "<h1>Post not found</h1>"]);
  });

  it("knows each page's one address from its file", () => {
    expect(pageAddress("index.html")).toBe("/");
    expect(pageAddress("about/index.html")).toBe("/about");
    expect(pageAddress("zh/services/dementia-care/index.html")).toBe("/zh/services/dementia-care");
    expect(pageAddress("__spa-fallback.html")).toBeNull();
    expect(pageAddress("about.html")).toBeNull();
  });
});

describe("protocol", () => {
  it.each(["HTTP/0.9", "HTTP/2.0", "HTTP/3.0", "HTTP/1.2"])(
    "answers a request line claiming %s with 505 or 400, not a page",
    async (version) => {
      const answer = await exchange(`GET / ${version}\r\nHost: localhost\r\n\r\n`);
      // Node's parser refuses some versions itself (400); the server refuses the rest (505).
      expect(answer).toMatch(/^HTTP\/1\.1 (505 HTTP Version Not Supported|400 Bad Request)\r\n/);
      expect(answer).not.toContain("<h1>Home</h1>");
    },
  );

  it("answers a request with no version (HTTP/0.9's form) with 505 too", async () => {
    expect(await exchange("GET /\r\n\r\n")).toMatch(/^HTTP\/1\.1 505 /);
  });

  it("serves HTTP/1.0 and 1.1", async () => {
    expect(await exchange("GET / HTTP/1.0\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*<h1>Home<\/h1>$/);
    expect(await exchange("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it("answers a request it cannot parse with 400, after the answer to the request sent before it on the connection", async () => {
    // Two requests in one write; the second has a raw byte 0xA5 in its path, which Node's parser refuses.
    const answer = await exchange(Buffer.from("GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /\u00a5 HTTP/1.1\r\nHost: x\r\n\r\n", "latin1"));
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n<h1>Home<\/h1>HTTP\/1\.1 400 Bad Request\r\n[\s\S]*\r\n\r\n$/);
  });

  it("never says '100 Continue' for a request it will not read a body from", async () => {
    const answer = await exchange("GET /about HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});

describe("conditional requests", () => {
  it("answers 304 to the tag itself, its weak form, a list holding it, and *", async () => {
    const first = await raw("/about");
    // A missing tag becomes "", which the next line refuses.
    const etag = first.headers.etag ?? "";
    expect(etag).toMatch(/^"/);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, `"a",W/${etag} , "b"`, "*"]) {
      expect({ header, status: (await raw("/about", { "if-none-match": header })).statusCode }).toEqual({ header, status: 304 });
    }
    for (const header of ['"other"', `W/"x${etag.slice(1)}`, `${etag.slice(0, -1)}x"`]) {
      expect({ header, status: (await raw("/about", { "if-none-match": header })).statusCode }).toEqual({ header, status: 200 });
    }
  });

  it("compares weakly (the quoted value, with or without W/)", () => {
    expect(etagMatches('W/"1-2"', '"1-2"')).toBe(true);
    expect(etagMatches('"1-2"', 'W/"1-2"')).toBe(true);
    expect(etagMatches(undefined, '"1-2"')).toBe(false);
    expect(etagMatches('"1-2gzip"', '"1-2"')).toBe(false);
  });
});

describe("precompressed copies", () => {
  it("are sent only as an encoding of their file, never on their own", async () => {
    const encoded = await raw("/assets/app.js", { "accept-encoding": "gzip" });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers["content-encoding"]).toBe("gzip");
    for (const target of ["/assets/app.js.br", "/assets/app.js.gz", "/assets/app.js%2Ebr", "/about/index.html.gz"]) {
      const response = await raw(target);
      expect({ target, status: response.statusCode, type: response.headers["content-type"] }).toEqual({
        target,
        status: 404,
        type: "text/html; charset=utf-8",
      });
    }
  });
});

describe("timeouts", () => {
  it("are well under Node's 60 s default", () => {
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(15_000);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
  });

  it("close a connection that never finishes its headers", async () => {
    const short = createStaticServer({ root });
    short.headersTimeout = 300;
    short.requestTimeout = 300;
    await new Promise((resolve) => short.listen(0, "127.0.0.1", () => resolve(undefined)));
    const socket = net.connect(/** @type {net.AddressInfo} */ (short.address()).port, "127.0.0.1");
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const started = Date.now();
    const answer = await new Promise((resolve) => {
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((resolve) => short.close(resolve));
  }, 15_000);
});
