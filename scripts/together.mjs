// `node scripts/together.mjs [--after TEXT] build build:pseudo test:provider-build`: runs npm scripts
// side by side, each with its output held back and printed whole once it ends, and fails when any
// of them fails. With `--after`, each script starts once the one before it has printed TEXT.
//
// `npm test` runs its three builds so: each spends most of its time on one CPU (prerendering, then
// compressing pages), so on a machine with two they take little longer together than one alone.
// Each starts once the one before has begun prerendering ("Prerender ("), because two React Router
// builds that bundle at the same moment remove each other's generated route types.
import { spawn } from "node:child_process";

/**
 * Runs one npm script, collecting what it prints; `onText` hears each piece as it comes.
 * @param {string} script
 * @param {(text: string) => void} onText
 * @returns {Promise<{ script: string, code: number, output: string, seconds: number }>}
 */
function run(script, onText) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    /** @type {Buffer[]} */
    const chunks = [];
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      chunks.push(chunk);
      onText(chunk.toString("utf8"));
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("close", (code) =>
      resolve({ script, code: code ?? 1, output: Buffer.concat(chunks).toString("utf8"), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const args = process.argv.slice(2);
const afterAt = args.indexOf("--after");
const after = afterAt >= 0 ? args.splice(afterAt, 2)[1] : undefined;
const scripts = args;
if (scripts.length === 0) {
  console.error("Name the npm scripts to run together: node scripts/together.mjs build build:pseudo");
  process.exit(2);
}

/** @type {Promise<{ script: string, code: number, output: string, seconds: number }>[]} */
const runs = [];
/** @type {Promise<unknown>} */
let previousReady = Promise.resolve();
for (const script of scripts) {
  const ready = previousReady;
  /** @type {((value?: unknown) => void) | undefined} */
  let markReady;
  previousReady = new Promise((resolve) => (markReady = resolve));
  let seen = "";
  const finished = ready.then(() =>
    run(script, (text) => {
      seen = (seen + text).slice(-4000);
      if (!after || seen.includes(after)) markReady?.();
    }),
  );
  // A script that ends without printing the text lets the next one start all the same.
  void finished.then(() => markReady?.());
  runs.push(finished);
}
const results = await Promise.all(runs);
for (const { script, code, output, seconds } of results) {
  console.log(`\n── npm run ${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds.toFixed(0)} s ──\n`);
  process.stdout.write(output);
}
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(", ")}`);
  process.exit(1);
}
