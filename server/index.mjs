// Serves the production build: `npm start` (after building if needed) or `npm run serve`.
// With it, the local inbox (server/inbox.mjs) receives the forms' requests when no email
// provider is configured; see README, "The local inbox".
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createInbox } from "./inbox.mjs";
import { createStaticServer, readSecurityHeaders } from "./static-server.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(projectRoot, process.env.BUILD_DIR ?? "build");
const root = path.join(buildDir, "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "0.0.0.0";
const inboxFile = path.resolve(process.env.INBOX_FILE ?? path.join(projectRoot, ".inbox", "requests.jsonl"));

// Each page's Content-Security-Policy and the other security headers, as the build wrote them.
const security = readSecurityHeaders(buildDir);
if (!security) console.warn("This build has no security-headers.json: serving without security headers. Run `npm run build`.");

const server = createStaticServer({
  root,
  extraHeaders: security?.headers,
  contentSecurityPolicy: security?.contentSecurityPolicy,
  handle: createInbox({ file: inboxFile }),
});
server.listen(port, host, () => {
  const address = server.address();
  const shownPort = typeof address === "object" && address ? address.port : port;
  console.log(`Serving the production build at http://localhost:${shownPort}`);
  console.log(`Local inbox: http://localhost:${shownPort}/inbox (this computer only), stored in ${inboxFile.startsWith(projectRoot) ? path.relative(projectRoot, inboxFile) : inboxFile}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
