// Serves the production build: `npm start` (after building if needed) or `npm run serve`.
// A build made without email-provider keys also gets the local inbox (server/inbox.mjs); see
// README, "The request forms and the local inbox".
//
// Environment: PORT (4173), HOST (127.0.0.1: this computer only), BUILD_DIR (build),
// INBOX_FILE (.inbox/requests.jsonl), TRUST_PROXY (the addresses of the reverse proxies in
// front, comma-separated, e.g. 127.0.0.1,::1: their X-Forwarded-For names the client),
// INBOX_RATE_LIMIT and INBOX_RATE_WINDOW_SECONDS (requests per client per window),
// INBOX_MAX_BODY_BYTES, INBOX_MAX_FILE_BYTES.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { trustedProxies } from "./client-address.mjs";
import { createSiteServer } from "./site.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST || "127.0.0.1";
const inboxFile = path.resolve(process.env.INBOX_FILE ?? path.join(projectRoot, ".inbox", "requests.jsonl"));

/**
 * A positive whole number from the environment, or undefined to keep the default.
 * @param {string} name
 * @returns {number | undefined}
 */
function positive(name) {
  const value = process.env[name];
  if (value === undefined || value === "") return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive whole number, not "${value}".`);
  return number;
}

/** The inbox's settings from the environment; a wrong one stops the server with its message alone. */
function inboxSettings() {
  try {
    const windowSeconds = positive("INBOX_RATE_WINDOW_SECONDS");
    return {
      trustedProxies: trustedProxies(process.env.TRUST_PROXY),
      rateLimit: positive("INBOX_RATE_LIMIT"),
      rateWindowMs: windowSeconds && windowSeconds * 1000,
      maxBodyBytes: positive("INBOX_MAX_BODY_BYTES"),
      maxFileBytes: positive("INBOX_MAX_FILE_BYTES"),
    };
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}

const { server, inbox } = createSiteServer({ buildDir, inboxFile, inbox: inboxSettings() });

server.listen(port, host, () => {
  const address = server.address();
  const shownPort = typeof address === "object" && address ? address.port : port;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  console.log(`Serving the production build at http://${shownHost}:${shownPort}`);
  if (host === "0.0.0.0" || host === "::")
    console.log(`Listening on every network interface (HOST=${host}): other computers can reach this server.`);
  if (inbox) {
    const shownFile = inboxFile.startsWith(projectRoot) ? path.relative(projectRoot, inboxFile) : inboxFile;
    console.log(`Local inbox: requests from the forms are stored in ${shownFile}; read them with \`npm run inbox\`.`);
  } else {
    console.log("This build sends the forms to the email provider: no local inbox.");
  }
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
