import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "../scripts/lib/ports.mjs";

// Starts `npm start`'s server (server/index.mjs) on its own free port, with its own environment,
// for tests that need settings the shared test server does not have (low limits, a proxy).

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export interface LocalServer {
  base: string;
  port: number;
  /** What the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the server with `env` added to this environment (HOST is left unset unless given). */
export async function startServer(env: Record<string, string>): Promise<LocalServer> {
  const port = await freePort();
  const { HOST: _host, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ["server/index.mjs"], {
    cwd: projectRoot,
    env: { ...inherited, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 15_000;
  // Started once it has said where it listens and, on the next line, what it does with the forms.
  while (!/Serving the production build[^\n]*\n[^\n]*\n/.test(output)) {
    if (child.exitCode !== null) throw new Error(`The server stopped: ${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
