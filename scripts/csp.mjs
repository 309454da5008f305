// The site's security headers, computed from the built pages (called by scripts/postbuild.mjs
// before precompression). Each page gets a Content-Security-Policy that allows exactly its own
// inline scripts (React Router's hydration context and route imports, React's streaming helpers)
// and its inline <style> (the first screen's CSS, scripts/critical-css.mjs) by their sha256 hash,
// so neither scripts nor styles need 'unsafe-inline'. The policy is written three ways:
// - as a <meta http-equiv> tag at the top of each page's <head>, which every static host serves;
// - as build/security-headers.json, which `npm start`'s server reads to send it as a header;
// - as build/nginx-csp.conf, a `map` that docs/deploy/nginx/server.conf sends as a header.
// The last two sit outside build/client, so they are never published as files.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { walkFiles } from "./lib/files.mjs";

/** Headers every response carries, whatever the file. */
export const SECURITY_HEADERS = {
  // A year of HTTPS only. Browsers ignore it on plain http://localhost. See docs/deploy.md first.
  "Strict-Transport-Security": "max-age=31536000",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // The site uses none of these powers, and neither may the map it embeds.
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=()",
    "browsing-topics=()",
    "camera=()",
    "display-capture=()",
    "encrypted-media=()",
    "fullscreen=(self)",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
};

/** Where a Google Apps Script web app (script.google.com) redirects its answer. */
const APPS_SCRIPT_HOST = "script.google.com";
const APPS_SCRIPT_ANSWER_ORIGIN = "https://script.googleusercontent.com";
/** The email provider's API origin when VITE_EMAILJS_ORIGIN is not set (app/features/contact/config.ts). */
const EMAILJS_DEFAULT_ORIGIN = "https://api.emailjs.com";

/**
 * The 'sha256-...' source that allows one inline script, or one inline <style>, as a browser hashes it.
 * @param {string} source
 */
export function scriptHash(source) {
  // The HTML parser turns CRLF and lone CR into LF before the text is run or applied (and hashed).
  const text = source.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The text of every inline <script> in a page that the browser would run, in order: every
 * <script> without src, except data blocks (type ending in "json", such as the JSON-LD), which
 * are never executed and so are outside script-src. Import maps and modules are included.
 * @param {string} html
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = attributes.match(/(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i)?.[1] ?? "";
    if (/json$/i.test(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/**
 * The text of every inline <style> in a page, in order (the first screen's CSS). Hashed like the
 * scripts: a browser hashes a <style> element's text exactly as it hashes a script's.
 * @param {string} html
 */
export function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = ""]) => body);
}

/**
 * The distinct origins of the frames the given pages embed: each <iframe src>, and each
 * data-frame-src, which marks a frame the page adds only when the visitor asks (the contact
 * page's map), so it is not in the HTML as an iframe.
 * @param {string[]} htmlPages
 */
export function iframeOrigins(htmlPages) {
  /** @type {Set<string>} */
  const origins = new Set();
  for (const html of htmlPages) {
    for (const match of html.matchAll(/<(?:iframe\b[^>]*?\ssrc|[a-z][a-z0-9-]*\b[^>]*?\sdata-frame-src)="([^"]+)"/gi)) {
      const src = (match[1] ?? "").replaceAll("&amp;", "&");
      if (/^https?:\/\//i.test(src)) origins.add(new URL(src).origin);
    }
  }
  return [...origins].toSorted();
}

/**
 * Where the forms send, from the same build-time variables as app/features/contact/config.ts.
 * Without an EmailJS key the build uses the local inbox on this site's own origin ('self').
 * @param {Record<string, string | undefined>} env
 */
export function requestOrigins(env) {
  if (!env.VITE_EMAILJS_PUBLIC_KEY) return [];
  const origins = new Set([new URL(env.VITE_EMAILJS_ORIGIN || EMAILJS_DEFAULT_ORIGIN).origin]);
  if (env.VITE_SHEET_ENDPOINT) {
    const sheet = new URL(env.VITE_SHEET_ENDPOINT);
    origins.add(sheet.origin);
    // The Apps Script web app answers with a redirect to another origin; fetch follows it.
    if (sheet.hostname === APPS_SCRIPT_HOST) origins.add(APPS_SCRIPT_ANSWER_ORIGIN);
  }
  return [...origins];
}

/**
 * The policy text. `scriptHashes` and `styleHashes` are the page's 'sha256-...' sources (none for
 * files that are not pages). `header: true` adds frame-ancestors, which browsers ignore in a
 * <meta> policy. Neither scripts nor styles get 'unsafe-inline': the toast library's styles come
 * from a stylesheet (vite.config.ts stops it from inserting a <style> of its own), and style
 * attributes are never written into the HTML (React sets styles at run time through the DOM,
 * which a policy does not govern).
 * @param {{ scriptHashes?: string[], styleHashes?: string[], connectOrigins?: string[], frameOrigins?: string[], header?: boolean }} parts
 */
export function contentSecurityPolicy({ scriptHashes = [], styleHashes = [], connectOrigins = [], frameOrigins = [], header = false }) {
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes],
    ["style-src", "'self'", ...styleHashes],
    ["img-src", "'self'"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...connectOrigins],
    ["frame-src", ...(frameOrigins.length ? frameOrigins : ["'none'"])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  if (header) directives.push(["frame-ancestors", "'none'"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/gi;

/**
 * Writes the policy into the page as the first thing in <head> after the charset declaration,
 * so it is in force before any script. Replaces a policy written by an earlier run.
 * @param {string} html
 * @param {string} policy
 */
export function withMetaPolicy(html, policy) {
  if (/["&<>]/.test(policy)) throw new Error(`The policy cannot go into an attribute as it is: ${policy}`);
  const page = html.replace(META_POLICY, "");
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const head = page.match(/<head\b[^>]*>/i);
  if (!head || head.index === undefined) throw new Error("The page has no <head>");
  let at = head.index + head[0].length;
  const charset = page.slice(at).match(/^\s*<meta charset="?[^">]*"?\s*\/?>/i);
  if (charset) at += charset[0].length;
  const firstScript = page.search(/<script\b/i);
  if (firstScript !== -1 && firstScript < at) throw new Error("A script comes before <head>; the policy cannot be placed before it");
  return page.slice(0, at) + tag + page.slice(at);
}

/**
 * A value as an nginx string, which must not hold quotes, escapes or variables.
 * @param {string} value
 */
function nginxString(value) {
  if (/["\\$]/.test(value)) throw new Error(`Cannot write this value into the nginx map: ${value}`);
  return `"${value}"`;
}

/**
 * The nginx `map` from the served file ($uri after try_files or error_page) to its policy.
 * @param {Record<string, string>} policies
 * @param {string} fallback
 */
export function nginxMap(policies, fallback) {
  const lines = Object.entries(policies).map(([file, policy]) => `    ${nginxString(file)} ${nginxString(policy)};`);
  return [
    "# Generated by `npm run build` (scripts/csp.mjs): do not edit. Include it in nginx's http block (docs/deploy.md).",
    "map $uri $care_csp {",
    `    default ${nginxString(fallback)};`,
    ...lines,
    "}",
    "",
  ].join("\n");
}

/**
 * Computes every page's policy, writes it into the page and into the header files beside the
 * client folder (`buildDir`/security-headers.json and `buildDir`/nginx-csp.conf). `env` holds the
 * VITE_* build variables. Returns the number of pages.
 * @param {string} buildDir
 * @param {Record<string, string | undefined>} env
 */
export function writeSecurityHeaders(buildDir, env) {
  const client = path.join(buildDir, "client");
  const pages = [...walkFiles(client)]
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({
      // The file as a URL path: /about/index.html, /404/index.html.
      key: `/${path.relative(client, file).split(path.sep).join("/")}`,
      file,
      html: readFileSync(file, "utf8"),
    }));
  // One set of origins for every page: after the first page, the site navigates in the browser,
  // and the first page's policy stays in force (the map on /contact, reached from the home page).
  const shared = { connectOrigins: requestOrigins(env), frameOrigins: iframeOrigins(pages.map((page) => page.html)) };
  /** @type {Record<string, string>} */
  const policies = {};
  for (const page of pages) {
    const scriptHashes = [...new Set(inlineScripts(page.html).map(scriptHash))];
    const styleHashes = [...new Set(inlineStyles(page.html).map(scriptHash))];
    writeFileSync(page.file, withMetaPolicy(page.html, contentSecurityPolicy({ ...shared, scriptHashes, styleHashes })));
    policies[page.key] = contentSecurityPolicy({ ...shared, scriptHashes, styleHashes, header: true });
  }
  // Files that are not pages (scripts, data, images) allow no inline script at all.
  const fallback = contentSecurityPolicy({ ...shared, header: true });
  const map = { headers: SECURITY_HEADERS, contentSecurityPolicy: { default: fallback, pages: policies } };
  writeFileSync(path.join(buildDir, "security-headers.json"), `${JSON.stringify(map, null, 2)}\n`);
  writeFileSync(path.join(buildDir, "nginx-csp.conf"), nginxMap(policies, fallback));
  return pages.length;
}
