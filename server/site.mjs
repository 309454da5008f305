// The whole production server for one build: its files, its security headers, and the local
// inbox when (and only when) the build sends the forms to it.
import path from "node:path";
import { readFormsDestination } from "./build-mode.mjs";
import { createInbox } from "./inbox.mjs";
import { createStaticServer, readSecurityHeaders } from "./static-server.mjs";

/**
 * @typedef {object} SiteOptions
 * @property {string} buildDir the build folder (holds client/ and the files the build wrote beside it)
 * @property {string} inboxFile where the local inbox stores requests
 * @property {Omit<import("./inbox.mjs").InboxOptions, "file">} [inbox] limits and logging of the inbox
 * @property {(line: string) => void} [warn]
 */

/**
 * @param {SiteOptions} options
 * @returns {{ server: import("node:http").Server, inbox: boolean }}
 */
export function createSiteServer({ buildDir, inboxFile, inbox = {}, warn = console.warn }) {
  // Each page's Content-Security-Policy and the other security headers, as the build wrote them.
  const security = readSecurityHeaders(buildDir);
  if (!security) warn("This build has no security-headers.json: serving without security headers. Run `npm run build`.");
  const destination = readFormsDestination(buildDir);
  if (!destination)
    warn("This build does not say where its forms send (forms.json): serving files only, without the local inbox. Run `npm run build`.");
  const mountInbox = destination === "local-inbox";
  const server = createStaticServer({
    root: path.join(buildDir, "client"),
    extraHeaders: security?.headers,
    contentSecurityPolicy: security?.contentSecurityPolicy,
    handle: mountInbox ? createInbox({ file: inboxFile, ...inbox }) : undefined,
  });
  return { server, inbox: mountInbox };
}
