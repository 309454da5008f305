// Serves the production build: `npm start` (after building if needed) or `npm run serve`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createStaticServer } from "./static-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "0.0.0.0";

const server = createStaticServer({ root });
server.listen(port, host, () => {
  const address = server.address();
  const shownPort = typeof address === "object" && address ? address.port : port;
  console.log(`Serving the production build at http://localhost:${shownPort}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
