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

/**
 * What the build says about where its forms send. A build without provider keys sends every
 * lead to the local inbox, a path on the site itself that only `npm start`'s server answers: on
 * a static host (nginx serving build/client, Netlify, a CDN) that path answers 404 or 405, and
 * every form fails. The build says so where it is made, so nobody deploys such a build as is.
 * @param {FormsDestination} destination
 * @returns {string[]} the lines to print
 */
export function formsNotice(destination) {
  if (destination === "provider") return ["Forms send to: provider (VITE_EMAILJS_PUBLIC_KEY is set)."];
  return [
    "Forms send to: local-inbox.",
    "NOTE: this build's forms send to the local inbox, which only `npm start` (server/index.mjs) answers.",
    "      Served as static files (nginx, Netlify, any CDN), every form send fails (404/405) and no lead",
    '      is taken. For a static host, set the VITE_EMAILJS_* keys and build again (README, "Going live").',
  ];
}
