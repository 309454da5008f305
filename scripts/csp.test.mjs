import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  SECURITY_HEADERS,
  contentSecurityPolicy,
  iframeOrigins,
  inlineScripts,
  inlineStyles,
  nginxMap,
  requestOrigins,
  scriptHash,
  withMetaPolicy,
  writeSecurityHeaders,
} from "./csp.mjs";

/**
 * A page shaped like React Router's prerendered output.
 * @param {string} head
 */
const page = (head, body = "") =>
  `<!DOCTYPE html><html lang="en-SG"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>${head}</head><body>${body}</body></html>`;

/**
 * The sources of one directive of a policy.
 * @param {string} policy
 * @param {string} name
 */
const directive = (policy, name) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("scriptHash", () => {
  it("is the sha256 source a browser computes (pinned against openssl)", () => {
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it("hashes line breaks as the HTML parser leaves them (CRLF and CR become LF)", () => {
    const lf = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='";
    expect(scriptHash("a\nb")).toBe(lf);
    expect(scriptHash("a\r\nb")).toBe(lf);
    expect(scriptHash("a\rb")).toBe(lf);
  });
});

describe("inlineScripts", () => {
  it("finds every inline script the browser runs, in order, in head and body", () => {
    const html = page(
      '<script>window.textSize = 1;</script><script src="/assets/a.js"></script>',
      '<script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/m.js";</script><script id="_R_">requestAnimationFrame(f)</script><SCRIPT type="text/javascript">x()</SCRIPT><script type="importmap">{"imports":{}}</script>',
    );
    expect(inlineScripts(html)).toEqual([
      "window.textSize = 1;",
      "window.__reactRouterContext = {};",
      'import "/assets/m.js";',
      "requestAnimationFrame(f)",
      "x()",
      '{"imports":{}}',
    ]);
  });

  it("leaves out scripts loaded by src and data blocks that never run (JSON-LD)", () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"Thing"}</script><script async src="/x.js"></script><script type="application/json">{}</script>',
    );
    expect(inlineScripts(html)).toEqual([]);
  });
});

describe("inlineStyles", () => {
  it("finds the text of every inline <style>, in order, and nothing linked", () => {
    const html = page(
      '<style>h1{color:red}</style><link rel="stylesheet" href="/assets/app.css"/>',
      '<STYLE media="print">p{margin:0}</STYLE>',
    );
    expect(inlineStyles(html)).toEqual(["h1{color:red}", "p{margin:0}"]);
    expect(inlineStyles(page("", "<p>No style</p>"))).toEqual([]);
  });
});

describe("requestOrigins", () => {
  it("is empty for the local inbox: the forms send to the site's own origin", () => {
    expect(requestOrigins({})).toEqual([]);
    expect(requestOrigins({ VITE_SHEET_ENDPOINT: "https://script.google.com/macros/s/x/exec" })).toEqual([]);
  });

  it("allows the email API and the sheet endpoint, and where Apps Script sends its answer", () => {
    expect(requestOrigins({ VITE_EMAILJS_PUBLIC_KEY: "pk", VITE_SHEET_ENDPOINT: "https://script.google.com/macros/s/x/exec" })).toEqual([
      "https://api.emailjs.com",
      "https://script.google.com",
      "https://script.googleusercontent.com",
    ]);
  });

  it("takes another email origin when one is configured, and any other sheet endpoint as it is", () => {
    expect(
      requestOrigins({
        VITE_EMAILJS_PUBLIC_KEY: "pk",
        VITE_EMAILJS_ORIGIN: "https://api.eu.example.com/",
        VITE_SHEET_ENDPOINT: "https://sheets.example.org:8443/hook",
      }),
    ).toEqual(["https://api.eu.example.com", "https://sheets.example.org:8443"]);
    expect(requestOrigins({ VITE_EMAILJS_PUBLIC_KEY: "pk", VITE_EMAILJS_ORIGIN: "" })).toEqual(["https://api.emailjs.com"]);
  });
});

describe("iframeOrigins", () => {
  it("collects the distinct origins of the embedded frames, once", () => {
    const map = '<iframe title="Map" src="https://www.google.com/maps?q=Singapore&amp;output=embed" loading="lazy"></iframe>';
    expect(iframeOrigins([page("", map), page("", map), page("", "<p>No frame</p>")])).toEqual(["https://www.google.com"]);
    expect(iframeOrigins([page("")])).toEqual([]);
  });

  it("includes a frame the page adds only on request, marked with data-frame-src", () => {
    const onRequest =
      '<div data-frame-src="https://www.google.com/maps?q=Singapore&amp;output=embed" class="grid"><button type="button">Show map</button></div>';
    expect(iframeOrigins([page("", onRequest)])).toEqual(["https://www.google.com"]);
    expect(iframeOrigins([page("", '<p data-frame="https://evil.example">x</p>')])).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ["'sha256-abc='"],
    styleHashes: ["'sha256-css='"],
    connectOrigins: ["https://api.emailjs.com"],
    frameOrigins: ["https://www.google.com"],
  });

  it("allows scripts from the site and the page's hashes only, never 'unsafe-inline'", () => {
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("allows styles from the site and the page's own <style> by its hash, never 'unsafe-inline'", () => {
    expect(directive(policy, "style-src")).toEqual(["'self'", "'sha256-css='"]);
    expect(directive(contentSecurityPolicy({}), "style-src")).toEqual(["'self'"]);
    expect(policy).not.toContain("unsafe");
  });

  it("limits requests, frames, plugins, the base address and form targets", () => {
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://api.emailjs.com"]);
    expect(directive(policy, "frame-src")).toEqual(["https://www.google.com"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy({}), "frame-src")).toEqual(["'none'"]);
  });

  it("adds frame-ancestors to the header only: a <meta> policy cannot carry it", () => {
    expect(policy).not.toContain("frame-ancestors");
    const header = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], header: true });
    expect(header.endsWith("; frame-ancestors 'none'")).toBe(true);
  });
});

describe("withMetaPolicy", () => {
  const html = page("<title>T</title><script>a()</script>", "<script>b()</script>");

  it("puts the policy right after the charset, before any script", () => {
    const result = withMetaPolicy(html, "default-src 'self'");
    const tag = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`;
    expect(result).toContain(`<head><meta charSet="utf-8"/>${tag}<meta name="viewport"`);
    expect(result.indexOf(tag)).toBeLessThan(result.indexOf("<script"));
  });

  it("goes first in <head> when there is no charset declaration", () => {
    expect(withMetaPolicy("<html><head><script>a()</script></head></html>", "x")).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="x"/><script>a()</script></head></html>',
    );
  });

  it("replaces the policy of an earlier run instead of adding a second", () => {
    const twice = withMetaPolicy(withMetaPolicy(html, "old"), "new");
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(twice).toContain('content="new"');
  });

  it("refuses a page without <head>, and a policy that would break out of the attribute", () => {
    expect(() => withMetaPolicy("<p>no head</p>", "x")).toThrow(/no <head>/);
    expect(() => withMetaPolicy(html, 'x" onload="y')).toThrow(/attribute/);
  });
});

describe("nginxMap", () => {
  it("maps each served file to its policy, with a default for every other file", () => {
    const text = nginxMap({ "/index.html": "script-src 'self' 'sha256-a='" }, "script-src 'self'");
    expect(text).toContain("map $uri $care_csp {\n");
    expect(text).toContain(`    default "script-src 'self'";\n`);
    expect(text).toContain(`    "/index.html" "script-src 'self' 'sha256-a='";\n`);
  });

  it("refuses values nginx would read differently (quotes, variables)", () => {
    expect(() => nginxMap({ "/a.html": 'x"y' }, "z")).toThrow(/nginx/);
    expect(() => nginxMap({}, "connect-src $host")).toThrow(/nginx/);
  });
});

describe("writeSecurityHeaders", () => {
  it("writes each page's policy into the page and into the header map and nginx map beside client/", () => {
    const buildDir = mkdtempSync(path.join(os.tmpdir(), "csp-test-"));
    mkdirSync(path.join(buildDir, "client", "contact"), { recursive: true });
    writeFileSync(path.join(buildDir, "client", "index.html"), page("<style>h1{color:red}</style><script>home()</script>"));
    writeFileSync(
      path.join(buildDir, "client", "contact", "index.html"),
      page("", '<iframe src="https://www.google.com/maps?q=x&amp;output=embed"></iframe><script>contact()</script>'),
    );
    writeFileSync(path.join(buildDir, "client", "__spa-fallback.html"), page("<script>shell()</script>"));

    expect(writeSecurityHeaders(buildDir, { VITE_EMAILJS_PUBLIC_KEY: "pk" })).toBe(3);

    const map = JSON.parse(readFileSync(path.join(buildDir, "security-headers.json"), "utf8"));
    expect(map.headers).toEqual(SECURITY_HEADERS);
    expect(Object.keys(map.contentSecurityPolicy.pages)).toEqual(["/__spa-fallback.html", "/contact/index.html", "/index.html"]);
    const home = map.contentSecurityPolicy.pages["/index.html"];
    expect(directive(home, "script-src")).toEqual(["'self'", scriptHash("home()")]);
    expect(directive(home, "style-src")).toEqual(["'self'", scriptHash("h1{color:red}")]);
    expect(directive(map.contentSecurityPolicy.pages["/contact/index.html"], "style-src")).toEqual(["'self'"]);
    // Frames and requests are allowed on every page: the first page's policy lasts the whole visit.
    expect(directive(home, "frame-src")).toEqual(["https://www.google.com"]);
    expect(directive(home, "connect-src")).toEqual(["'self'", "https://api.emailjs.com"]);
    expect(directive(map.contentSecurityPolicy.default, "script-src")).toEqual(["'self'"]);

    const html = readFileSync(path.join(buildDir, "client", "index.html"), "utf8");
    expect(html).toContain(`content="${home.replace("; frame-ancestors 'none'", "")}"`);
    const nginx = readFileSync(path.join(buildDir, "nginx-csp.conf"), "utf8");
    expect(nginx).toContain(`"/contact/index.html" "${map.contentSecurityPolicy.pages["/contact/index.html"]}";`);
    rmSync(buildDir, { recursive: true, force: true });
  });
});

describe("the deploy examples in docs/deploy", () => {
  it("send the same security headers as the build's header map", () => {
    const nginx = readFileSync(new URL("../docs/deploy/nginx/server.conf", import.meta.url), "utf8");
    const netlify = readFileSync(new URL("../docs/deploy/netlify/_headers", import.meta.url), "utf8");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
      expect(netlify).toContain(`  ${name}: ${value}\n`);
    }
  });
});
