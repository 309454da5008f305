import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/** How long a page may take to render before the build gives up on it, in milliseconds. */
export const streamTimeout = 10_000;

/**
 * Renders a page into its prerendered HTML (every page is rendered at build time, none per
 * request). The HTML is written once everything in it has rendered, as React advises for static
 * generation, and never in progressive pieces: past about 12.8 KB, React would otherwise move each
 * completed Suspense boundary (the deferred parts of lib/deferred.tsx) into a hidden block at the
 * end of the page, put in place by an inline script, which would only add bytes and
 * Content-Security-Policy hashes to a page that is complete anyway.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let code = status;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { status: code, headers }));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        // A failure inside the page fails its prerendering: the build stops on a status of 500.
        code = 500;
        console.error(error);
      },
    });
    const timer = setTimeout(abort, streamTimeout);
  });
}
