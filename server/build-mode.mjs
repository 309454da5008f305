// Where the build sends the forms, written beside the client folder so the server knows whether
// to mount the local inbox. The bundle alone decides where a browser sends; this file only tells
// `npm start`'s server whether anyone will send to it.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = "forms.json";

/** @typedef {"local-inbox" | "provider"} FormsDestination */

/**
 * Records where the build's forms send: to the provider when an EmailJS public key was set
 * (the same test as app/features/contact/config.ts), otherwise to the local inbox.
 * @param {string} buildDir
 * @param {Record<string, string | undefined>} env the build's VITE_* variables
 * @returns {FormsDestination}
 */
export function writeFormsDestination(buildDir, env) {
  /** @type {FormsDestination} */
  const destination = env.VITE_EMAILJS_PUBLIC_KEY ? "provider" : "local-inbox";
  writeFileSync(path.join(buildDir, FILE), `${JSON.stringify({ destination })}\n`);
  return destination;
}

/**
 * Where the build's forms send, or null for a build that did not say (an older build): the
 * server then mounts no inbox, since a build with keys must never have one.
 * @param {string} buildDir
 * @returns {FormsDestination | null}
 */
export function readFormsDestination(buildDir) {
  try {
    const { destination } = JSON.parse(readFileSync(path.join(buildDir, FILE), "utf8"));
    return destination === "provider" || destination === "local-inbox" ? destination : null;
  } catch {
    return null;
  }
}
