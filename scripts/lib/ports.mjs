// A free TCP port on the loopback interface, for servers started by tests and tools: fixed ports
// such as 4173 may already be taken on a shared machine.
import { execFileSync } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";

/**
 * Asks the system for a port nobody is listening on, then releases it for the caller.
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, host, () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The same, for code that cannot wait (a config file evaluated synchronously): runs this module
 * in a child process, which prints the port.
 * @returns {number}
 */
export function freePortSync() {
  return Number(execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { encoding: "utf8" }).trim());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(String(await freePort()));
}
