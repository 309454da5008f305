// "Expect: 100-continue": a client that sends it waits for a "100 Continue" before it sends the
// body. Node would send that at once, to every such request, even one about to be refused for
// its size; here the request is marked instead, and whoever reads the body gives the leave after
// deciding to read it, so a refusal (413, 415, 429) comes before the client sends anything.

/** Requests whose client is still waiting for "100 Continue". */
export const awaitingContinue = new WeakSet();

/**
 * Makes `server` pass such requests on as ordinary ones, marked, without answering "100 Continue".
 * @param {import("node:http").Server} server
 */
export function deferContinue(server) {
  server.on("checkContinue", (req, res) => {
    awaitingContinue.add(req);
    server.emit("request", req, res);
  });
}

/**
 * Tells a waiting client to send its body, once; does nothing for any other request.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function allowBody(req, res) {
  if (!awaitingContinue.has(req)) return;
  awaitingContinue.delete(req);
  res.writeContinue();
}
