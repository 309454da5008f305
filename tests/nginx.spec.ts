import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, expect, test } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { DUPLICATE_PATHS, HOSTILE_PATHS } from "../scripts/lib/hostile-paths.mjs";
import { freePort } from "../scripts/lib/ports.mjs";
import { type LocalServer, startServer } from "./local-server";
import { rawExchange, rawGet } from "./raw-http";

// docs/deploy/nginx/, run in a real nginx (Debian's package) against the build under test: the
// same statuses, redirects, caching and security headers as `npm start`'s server. nginx runs as
// whoever runs the tests, with its own prefix, pid, logs and temp folders, on a free port.

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const configDir = path.join(projectRoot, "docs", "deploy", "nginx");

function findNginx() {
  const folders = ["/usr/sbin", "/usr/local/sbin", ...(process.env.PATH ?? "").split(path.delimiter)];
  const candidates = [process.env.NGINX, ...folders.map((folder) => path.join(folder, "nginx"))];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** The mime.types beside the nginx.conf this nginx was built to read (nginx -V prints to stderr). */
function mimeTypesOf(nginx: string) {
  const confPath = spawnSync(nginx, ["-V"], { encoding: "utf8" }).stderr.match(/--conf-path=(\S+)/)?.[1];
  return [confPath && path.join(path.dirname(confPath), "mime.types"), "/etc/nginx/mime.types"].find((file) => file && existsSync(file));
}

/** The headers the build wrote for `npm start`'s server (scripts/csp.mjs). */
function headerMap() {
  return JSON.parse(readFileSync(path.join(buildDir, "security-headers.json"), "utf8")) as {
    headers: Record<string, string>;
    contentSecurityPolicy: { default: string; pages: Record<string, string> };
  };
}

/** A file of the build under test, as text. */
const builtFile = (file: string) => readFileSync(path.join(buildDir, "client", file), "utf8");

/** The not-found page a path that is not a page gets: its language's, under /zh. */
const notFoundFor = (target: string) => (/^\/zh(?:[/?]|$)/.test(target) ? "zh/404/index.html" : "404/index.html");

/** The policy a page carries in its own <meta> tag. */
function metaPolicy(html: string) {
  return html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/)?.[1];
}

const nginx = findNginx();

/**
 * A language nothing in docs/deploy/nginx names: in a copy of the build it has only its two
 * not-found pages (the Chinese ones, marked so that they cannot be mistaken for them), as a new
 * language's build would add them.
 */
const NEW_LANGUAGE = "ms";
const NEW_LANGUAGE_PAGES = ["404/index.html", "blog/404/index.html"];

/**
 * The build's client folder with a new language's not-found pages: a folder of links to the
 * build's files, so nothing is copied but those pages.
 */
function buildWithNewLanguage(root: string) {
  const client = path.join(buildDir, "client");
  mkdirSync(root);
  for (const name of readdirSync(client)) if (name !== NEW_LANGUAGE) symlinkSync(path.join(client, name), path.join(root, name));
  for (const page of NEW_LANGUAGE_PAGES) {
    mkdirSync(path.join(root, NEW_LANGUAGE, path.dirname(page)), { recursive: true });
    writeFileSync(path.join(root, NEW_LANGUAGE, page), `${builtFile(`zh/${page}`)}<!-- ${NEW_LANGUAGE}/${page} -->\n`);
  }
}

/**
 * Runs nginx in the foreground with its own prefix, pid, logs and temp folders under `temp`, and
 * `site` as the rest of its http block; resolves once it answers on `port`.
 */
async function startNginx(binary: string, temp: string, port: number, site: string) {
  const types = mimeTypesOf(binary);
  if (!types) throw new Error("nginx's mime.types was not found");
  const config = `
daemon off;
master_process off;
worker_processes 1;
pid ${temp}/nginx.pid;
error_log ${temp}/error.log warn;
events { worker_connections 64; }
http {
    include ${types};
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
${site}
}
`;
  writeFileSync(path.join(temp, "nginx.conf"), config);
  const args = ["-p", `${temp}/`, "-c", path.join(temp, "nginx.conf"), "-e", path.join(temp, "error.log")];
  execFileSync(binary, ["-t", "-q", ...args], { stdio: "pipe" });
  const child = spawn(binary, args, { stdio: "ignore" });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${readFileSync(path.join(temp, "error.log"), "utf8")}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Stops a process started by a test and waits until it has exited. */
async function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

test.describe("nginx, configured by docs/deploy/nginx", () => {
  test.skip(!nginx, "nginx is not installed (apt-get install -y nginx), or set NGINX to its path: the nginx configuration was not tested");
  test.skip(({ isMobile }) => isMobile, "server answers are the same for every viewport");
  test.describe.configure({ mode: "serial" });

  let server: ChildProcess | undefined;
  let temp = "";
  let base = "";
  // The same configuration over the build with a new language (buildWithNewLanguage).
  let newLanguageRoot = "";
  let newLanguageBase = "";

  test.beforeAll(async () => {
    if (!nginx || test.info().project.use.isMobile) return;
    const csp = path.join(buildDir, "nginx-csp.conf");
    if (!existsSync(csp)) throw new Error(`${csp} is missing: build first (npm run build)`);
    temp = mkdtempSync(path.join(os.tmpdir(), "care-website-nginx-"));
    const port = await freePort();
    let newLanguagePort = await freePort();
    while (newLanguagePort === port) newLanguagePort = await freePort();
    base = `http://127.0.0.1:${port}`;
    newLanguageBase = `http://127.0.0.1:${newLanguagePort}`;
    newLanguageRoot = path.join(temp, "client");
    buildWithNewLanguage(newLanguageRoot);
    server = await startNginx(
      nginx,
      temp,
      port,
      `
    include ${configDir}/http.conf;
    include ${csp};
    server {
        listen 127.0.0.1:${port};
        root ${buildDir}/client;
        include ${configDir}/server.conf;
    }
    server {
        listen 127.0.0.1:${newLanguagePort};
        root ${newLanguageRoot};
        include ${configDir}/server.conf;
    }`,
    );
  });

  test.afterAll(async () => {
    await stopProcess(server);
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  test("serves pages with status 200, each with its own policy (its meta policy plus frame-ancestors) and the build's headers", async ({
    baseURL,
  }) => {
    const { headers } = headerMap();
    for (const url of ["/", "/about", "/services/diabetes-care"]) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe("text/html; charset=utf-8");
      const policy = response.headers.get("content-security-policy");
      expect(policy, url).toBe(`${metaPolicy(await response.text())}; frame-ancestors 'none'`);
      // The same answer as `npm start`'s server.
      expect(policy, url).toBe((await fetch(`${baseURL}${url}`)).headers.get("content-security-policy"));
      for (const [name, value] of Object.entries(headers)) expect(response.headers.get(name), `${url} ${name}`).toBe(value);
      expect(response.headers.get("cache-control"), url).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("answers unknown paths with the 404 page of their language, and unknown blog posts with 'Post not found', all with status 404", async () => {
    const { pages } = headerMap().contentSecurityPolicy;
    const cases = [
      ["/nope", "404/index.html"],
      ["/services/not-a-service", "404/index.html"],
      ["/assets/missing.js", "404/index.html"],
      ["/blog/nope.data", "404/index.html"],
      ["/blog/nope", "blog/404/index.html"],
      ["/care-guide/nope", "404/index.html"],
      ["/care-guide/dementia/nope", "404/index.html"],
      ["/zh/nope", "zh/404/index.html"],
      ["/zh/care-guide/nope", "zh/404/index.html"],
      ["/zh/blog/nope", "zh/blog/404/index.html"],
      // Page data is never a blog post: the 404 page of its language, as `npm start` answers.
      ["/zh/blog/nope.data", "zh/404/index.html"],
      ["/zh/nope.data", "zh/404/index.html"],
    ] as const;
    for (const [url, file] of cases) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(404);
      const body = await response.text();
      expect(body, url).toBe(readFileSync(path.join(buildDir, "client", file), "utf8"));
      expect(response.headers.get("content-security-policy"), url).toBe(`${metaPolicy(body)}; frame-ancestors 'none'`);
      expect(response.headers.get("content-security-policy"), url).toBe(pages[`/${file}`]);
      expect(response.headers.get("x-content-type-options"), url).toBe("nosniff");
    }
  });

  test("redirects a trailing slash to the one address of a page", async () => {
    for (const [url, location] of [
      ["/about/", "/about"],
      ["/services/diabetes-care/?from=list", "/services/diabetes-care?from=list"],
    ]) {
      const response = await fetch(`${base}${url}`, { redirect: "manual" });
      expect(response.status, url).toBe(308);
      expect(response.headers.get("location"), url).toBe(location);
    }
  });

  test("never redirects off the site: every hostile path gets a 4xx and no Location, as npm start's server answers", async () => {
    const notFound = readFileSync(path.join(buildDir, "client", "404", "index.html"), "utf8");
    const answers = [];
    for (const target of HOSTILE_PATHS) {
      // An answer the client cannot even parse (a Location holding a raw control character) fails too.
      const answer = await rawGet(base, target).catch((error: Error) => ({ status: 0, headers: { location: error.message }, body: "" }));
      // nginx refuses a few of these outright (an encoded NUL) with 400, before any rule is read.
      const refused = answer.status === 400 || (answer.status === 404 && answer.body === notFound);
      answers.push({ target, status: answer.status, location: answer.headers.location, refused });
    }
    // All at once, so a failure names every path that still gets through.
    expect(answers.filter((answer) => answer.location !== undefined || !answer.refused)).toEqual([]);
  });

  test("a browser sent to a hostile path stays on this site", async () => {
    // Every other host name fails to resolve inside this browser: nothing leaves this computer,
    // and a redirect to another site shows as a request for it.
    const browser = await chromium.launch({
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
    });
    try {
      const page = await browser.newPage();
      const elsewhere: { target: string; url: string }[] = [];
      let target = "";
      page.on("request", (request) => {
        if (new URL(request.url()).origin !== base) elsewhere.push({ target, url: request.url() });
      });
      for (target of HOSTILE_PATHS) await page.goto(`${base}${target}`).catch(() => undefined);
      expect(elsewhere).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test("answers other spellings of a page, and build files that are not pages, with the 404 page", async () => {
    const cases = [
      ...DUPLICATE_PATHS.map((target) => [target, notFoundFor(target)] as const),
      // The not-found pages of each language and of the blog, at their own addresses.
      ["/zh/404", "zh/404/index.html"],
      ["/blog/404", "blog/404/index.html"],
      ["/zh/blog/404", "zh/blog/404/index.html"],
      ["/zh/404/index.html", "zh/404/index.html"],
      // A path under a language that ends in "/" and is not redirected: that language's 404 page.
      ["/zh/%5Cevil.example.com/", "zh/404/index.html"],
    ] as const;
    const wrong = [];
    for (const [target, file] of cases) {
      const answer = await rawGet(base, target);
      if (answer.status !== 404 || answer.headers.location || answer.body !== builtFile(file))
        wrong.push({ target, status: answer.status, location: answer.headers.location, expected: file });
    }
    expect(wrong).toEqual([]);
  });

  test("answers a language it has never heard of with that language's not-found pages, status 404, from its files alone", async () => {
    const cases = [
      [`/${NEW_LANGUAGE}/nope`, `${NEW_LANGUAGE}/404/index.html`],
      [`/${NEW_LANGUAGE}/care-guide/nope`, `${NEW_LANGUAGE}/404/index.html`],
      [`/${NEW_LANGUAGE}/blog/nope`, `${NEW_LANGUAGE}/blog/404/index.html`],
      [`/${NEW_LANGUAGE}/blog/nope?from=list`, `${NEW_LANGUAGE}/blog/404/index.html`],
      [`/${NEW_LANGUAGE}/blog/nope.data`, `${NEW_LANGUAGE}/404/index.html`],
      [`/${NEW_LANGUAGE}/%5Cevil.example.com/`, `${NEW_LANGUAGE}/404/index.html`],
      // Its not-found pages at their own addresses, and their files by name: 404 as well.
      [`/${NEW_LANGUAGE}/404`, `${NEW_LANGUAGE}/404/index.html`],
      [`/${NEW_LANGUAGE}/blog/404`, `${NEW_LANGUAGE}/blog/404/index.html`],
      [`/${NEW_LANGUAGE}/404/index.html`, `${NEW_LANGUAGE}/404/index.html`],
      // The languages of the build are answered as before, and a prefix without pages is none.
      ["/zh/nope", "zh/404/index.html"],
      ["/zh/blog/nope", "zh/blog/404/index.html"],
      ["/blog/nope", "blog/404/index.html"],
      ["/nope", "404/index.html"],
      [`/${NEW_LANGUAGE}x/nope`, "404/index.html"],
      ["/qq/blog/nope", "404/index.html"],
    ] as const;
    const wrong = [];
    for (const [target, file] of cases) {
      const answer = await rawGet(newLanguageBase, target);
      const expected = readFileSync(path.join(newLanguageRoot, file), "utf8");
      if (answer.status !== 404 || answer.headers.location || answer.body !== expected)
        wrong.push({ target, status: answer.status, location: answer.headers.location, expected: file });
    }
    expect(wrong).toEqual([]);
    // The new language's pages are its own, not the Chinese ones they were made from.
    expect(readFileSync(path.join(newLanguageRoot, NEW_LANGUAGE, "404", "index.html"), "utf8")).not.toBe(builtFile("zh/404/index.html"));
  });

  test("serves /favicon.ico, which some browsers and feed readers ask for without a link to it", async () => {
    const response = await fetch(`${base}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(buildDir, "client", "favicon.ico")))).toBe(true);
  });

  test("refuses request lines that claim HTTP/0.9 or HTTP/2.0", async () => {
    for (const version of ["HTTP/0.9", "HTTP/2.0", "HTTP/3.0"]) {
      const answer = await rawExchange(base, `GET / ${version}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer, version).toMatch(/^HTTP\/1\.1 (400|505) /);
    }
  });

  test("closes a request line with no version (HTTP/0.9) without sending the page bare, headers and all left out", async () => {
    for (const target of ["/", "/about", "/nope"]) {
      const answer = await rawExchange(base, `GET ${target}\r\n`);
      expect(answer, target).toBe("");
    }
    // The same target with a version is answered in full, so the empty answer above is the rule at work.
    expect(await rawExchange(base, "GET / HTTP/1.0\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 [^]*<h1/);
    // HTTP/1.2 is answered as HTTP/1.1, as the protocol asks of a server: nginx cannot be told otherwise.
    expect(await rawExchange(base, "GET / HTTP/1.2\r\nHost: localhost\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 /);
  });

  test("a build without provider keys takes no leads here: its forms' POST to the local inbox is refused", async () => {
    const { destination } = JSON.parse(readFileSync(path.join(buildDir, "forms.json"), "utf8")) as { destination: string };
    test.skip(destination !== "local-inbox", "this build sends to the email provider");
    // Only `npm start`'s server answers these paths; the build says so when it is made.
    for (const [target, type, body] of [
      ["/api/v1.0/email/send", "application/json", "{}"],
      ["/api/sheet", "application/x-www-form-urlencoded", "target=Schedule"],
    ]) {
      const response = await fetch(`${base}${target}`, { method: "POST", headers: { "Content-Type": type! }, body });
      expect([404, 405], target).toContain(response.status);
    }
  });

  test("caches hashed assets for a year as immutable, pages and page data not at all without asking", async () => {
    const home = await (await fetch(`${base}/`)).text();
    const asset = home.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const script = await fetch(`${base}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(script.headers.get("content-security-policy")).toBe(headerMap().contentSecurityPolicy.default);
    expect(script.headers.get("strict-transport-security")).toBe("max-age=31536000");

    const data = await fetch(`${base}/blog.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect((await fetch(`${base}/favicon.svg`)).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  test("sends the gzip copy written at build time in place of its file, never at its own address", async () => {
    for (const target of ["/index.html.gz", "/about/index.html.gz", "/about/index.html.br"]) {
      const answer = await rawGet(base, target, { "accept-encoding": "gzip, br" });
      expect({ target, status: answer.status, type: answer.headers["content-type"] }).toEqual({
        target,
        status: 404,
        type: "text/html; charset=utf-8",
      });
    }
    const asset = (await (await fetch(`${base}/`)).text()).match(/\/assets\/[^"]+\.js/)?.[0];
    const gzipped = await rawGet(base, asset!, { "accept-encoding": "gzip" });
    expect([gzipped.status, gzipped.headers["content-encoding"]]).toEqual([200, "gzip"]);
    expect((await rawGet(base, `${asset}.gz`)).status).toBe(404);
  });

  test("sends the gzip copy written at build time, and 304 for an unchanged page", async () => {
    const response = await fetch(`${base}/about`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe(readFileSync(path.join(buildDir, "client", "about", "index.html"), "utf8"));

    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/about`, { headers: { "accept-encoding": "gzip", "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });
});

test.describe("nginx as a reverse proxy in front of npm start's server, configured by docs/deploy/nginx/proxy.conf", () => {
  test.skip(!nginx, "nginx is not installed (apt-get install -y nginx), or set NGINX to its path: the proxy configuration was not tested");
  test.skip(({ isMobile }) => isMobile, "server answers are the same for every viewport");
  test.describe.configure({ mode: "serial" });

  // What a family typed earlier: it must never come back out through the proxy.
  const SECRET_PHONE = "+65 9555 0142";
  const SECRET_NAME = "Proxy-Test Tan";
  let node: LocalServer | undefined;
  let proxy: ChildProcess | undefined;
  let temp = "";
  let base = "";

  test.beforeAll(async () => {
    if (!nginx || test.info().project.use.isMobile) return;
    temp = mkdtempSync(path.join(os.tmpdir(), "care-website-proxy-"));
    const inboxFile = path.join(temp, "requests.jsonl");
    const stored = {
      id: 1,
      receivedAt: "2026-01-01T08:00:00.000Z",
      kind: "sheet",
      fields: { target: "Schedule", firstName: SECRET_NAME, phone: SECRET_PHONE },
    };
    writeFileSync(inboxFile, `${JSON.stringify(stored)}\n`);
    node = await startServer({ INBOX_FILE: inboxFile, TRUST_PROXY: "127.0.0.1,::1", INBOX_RATE_LIMIT: "3" });

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    proxy = await startNginx(
      nginx,
      temp,
      port,
      `
    upstream care_website_node { server 127.0.0.1:${node.port}; keepalive 8; }
    server {
        listen 127.0.0.1:${port};
        include ${configDir}/proxy.conf;
    }`,
    );
  });

  test.afterAll(async () => {
    await stopProcess(proxy);
    await node?.stop();
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  let sent = 0;
  /** A sheet record as the forms send it, a new message each time. */
  const sheetPost = (headers: Record<string, string> = {}) =>
    fetch(`${base}/api/sheet`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({
        target: "Schedule",
        firstName: SECRET_NAME,
        lastName: "Tan",
        email: "proxy-test@example.com",
        phone: SECRET_PHONE,
        message: `Through the proxy (${(sent += 1)})`,
        language: "English",
        form: "contact",
        page: "/contact",
      }),
    });

  test("serves the site and takes the forms' requests through the proxy", async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<h1");
    expect((await sheetPost()).status).toBe(200);
  });

  test("the stored requests cannot be read through it, even by a request that claims to be local", async () => {
    const pretendLocal = { "X-Forwarded-For": "127.0.0.1", "X-Real-IP": "127.0.0.1", Forwarded: "for=127.0.0.1" };
    const targets = [
      "/inbox",
      "/inbox.json",
      "/inbox/",
      "//inbox",
      "/.inbox/requests.jsonl",
      "/%2e%2e/.inbox/requests.jsonl",
      "/api/sheet",
      "/api/v1.0/email/send",
      "/api/sheet?list=1",
    ];
    for (const target of targets) {
      for (const headers of [{}, pretendLocal]) {
        const response = await fetch(`${base}${target}`, { headers, redirect: "manual" });
        const body = await response.text();
        expect(response.status, target).not.toBe(200);
        expect(body, target).not.toContain(SECRET_PHONE);
        expect(body, target).not.toContain(SECRET_NAME);
      }
    }
  });

  test("counts each visitor by the address nginx saw: a forged X-Forwarded-For does not escape the limit", async () => {
    // The limit is three requests; the first test used one.
    expect((await sheetPost({ "X-Forwarded-For": "198.51.100.1" })).status).toBe(200);
    expect((await sheetPost({ "X-Forwarded-For": "198.51.100.2" })).status).toBe(200);
    const refused = await sheetPost({ "X-Forwarded-For": "198.51.100.3" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("refuses an oversized body with 413, and never redirects off the site", async () => {
    const big = await fetch(`${base}/api/sheet`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `a=${"x".repeat(1_900_000)}`,
    });
    expect(big.status).toBe(413);
    for (const target of ["//x//evil.example.com/", "/%2F%2Fevil.example.com/", "/%5Cevil.example.com/"]) {
      const response = await fetch(`${base}${target}`, { redirect: "manual" });
      expect(response.headers.get("location"), target).toBeNull();
      expect(response.status, target).toBe(404);
    }
  });
});
