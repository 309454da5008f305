import http from "node:http";
import net from "node:net";

// Requests exactly as written: fetch and browsers would normalise the path first ("/./" and
// "\" folded away), which would hide what a server does with the path a stranger really sends.

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with the request target as written. */
export function rawGet(base: string, target: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: target, headers, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * Writes `text` to a new connection (from the local address `from`, if given) and returns
 * everything the server sent back before it closed the connection, or before `waitMs` passed.
 */
export function rawExchange(base: string, text: string | Buffer, { waitMs = 3_000, from }: { waitMs?: number; from?: string } = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect({ port: Number(port), host: hostname, localAddress: from }, () => socket.write(text));
    let answer = "";
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
