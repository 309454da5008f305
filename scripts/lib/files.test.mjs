import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderedUrls, walkFiles } from "./files.mjs";
import { freePort, freePortSync } from "./ports.mjs";

/** A small client build: pages, a nested page, hashed assets and a hidden folder. */
let client = "";
beforeAll(() => {
  client = mkdtempSync(path.join(os.tmpdir(), "files-test-"));
  for (const file of [
    "index.html",
    "about/index.html",
    "blog/index.html",
    "blog/a-post/index.html",
    "404/index.html",
    "assets/app-1.js",
    ".vite/manifest.json",
    "robots.txt",
  ]) {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(path.join(client, file), "x");
  }
});
afterAll(() => rmSync(client, { recursive: true, force: true }));

describe("walkFiles", () => {
  it("finds every file, in name order, and skips the folders asked", () => {
    const all = [...walkFiles(client)].map((file) => path.relative(client, file).split(path.sep).join("/"));
    expect(all).toEqual([
      ".vite/manifest.json",
      "404/index.html",
      "about/index.html",
      "assets/app-1.js",
      "blog/a-post/index.html",
      "blog/index.html",
      "index.html",
      "robots.txt",
    ]);
    const skipped = [...walkFiles(client, { skip: (name) => name === "blog" })].map((file) => path.basename(path.dirname(file)));
    expect(skipped).not.toContain("blog");
  });
});

describe("prerenderedUrls", () => {
  it("lists each folder with an index.html as a URL, home first and each page before those under it", () => {
    expect(prerenderedUrls(client)).toEqual(["/", "/404", "/about", "/blog", "/blog/a-post"]);
  });

  it("says to build first when there is no build", () => {
    expect(() => prerenderedUrls(path.join(client, "missing"))).toThrow(/npm run build/);
  });
});

describe("freePort", () => {
  it("gives a port a server can listen on, with or without waiting", async () => {
    for (const port of [await freePort(), freePortSync()]) {
      expect(port).toBeGreaterThan(0);
      const server = net.createServer();
      await new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve(undefined)));
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
