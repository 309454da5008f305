// `npm run inbox`: prints the requests the local inbox stored, oldest first, newest last, in
// the terminal of the computer that runs the server. This is the only way to read them: the
// server has no page that lists them (docs/decisions/003-local-inbox.md).
//
//   npm run inbox                  every stored request
//   npm run inbox -- --last 5      the five newest
//   INBOX_FILE=path npm run inbox  another store (as for npm start)
//
// The file is read as a stream, line by line, so a large store never sits in memory; with
// --last only the last N lines are kept. Every value is printed with control characters
// escaped, so nothing a visitor typed can move the cursor, recolour the terminal or fake a line.
import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { escapeControl } from "../server/text.mjs";

/**
 * The lines that show one stored request.
 * @param {string} line one line of the store
 * @param {number} lineNumber for a line that is not a stored request
 * @returns {string}
 */
export function formatEntry(line, lineNumber) {
  /** @type {Record<string, unknown>} */
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return `(line ${lineNumber} is not a stored request: ${escapeControl(line.slice(0, 200))})`;
  }
  const body = /** @type {Record<string, unknown> | undefined} */ (entry.body);
  /** @type {Record<string, unknown>} */
  const fields =
    entry.kind === "email"
      ? { .../** @type {Record<string, unknown> | undefined} */ (body?.template_params), service_id: body?.service_id }
      : /** @type {Record<string, unknown>} */ (entry.fields ?? {});
  const heading = `#${escapeControl(entry.id)}  ${escapeControl(entry.receivedAt)}  ${escapeControl(entry.kind)}`;
  const rows = Object.entries(fields).map(
    ([key, value]) => `  ${escapeControl(key)}: ${escapeControl(typeof value === "string" ? value : JSON.stringify(value))}`,
  );
  return [heading, ...rows].join("\n");
}

/**
 * Reads the options: `--last N`, `--file PATH`.
 * @param {string[]} args
 * @returns {{ last: number | null, file: string | null }}
 */
export function parseArgs(args) {
  let last = null;
  let file = null;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    const [name, inline] = arg.split("=", 2);
    const value = () => inline ?? args[(index += 1)];
    if (name === "--last") {
      last = Number(value());
      if (!Number.isInteger(last) || last < 1) throw new Error("--last needs a positive whole number.");
    } else if (name === "--file") {
      file = value() ?? null;
    } else {
      throw new Error(`Unknown option ${arg}. Use --last N or --file PATH.`);
    }
  }
  return { last, file };
}

/**
 * Prints the store to `write`, one request after another.
 * @param {string} file
 * @param {number | null} last
 * @param {(text: string) => void} write
 */
export async function printInbox(file, last, write) {
  if (!existsSync(file)) {
    write(`No requests stored yet (${file} does not exist).\n`);
    return;
  }
  const lines = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  /** @type {[string, number][]} */
  const kept = [];
  let lineNumber = 0;
  let total = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (!line.trim()) continue;
    total += 1;
    if (last === null) write(`${formatEntry(line, lineNumber)}\n\n`);
    else {
      kept.push([line, lineNumber]);
      if (kept.length > last) kept.shift();
    }
  }
  for (const [line, number] of kept) write(`${formatEntry(line, number)}\n\n`);
  write(`${last === null ? total : `${kept.length} of ${total}`} stored request(s) in ${file}, newest last.\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  try {
    const { last, file } = parseArgs(process.argv.slice(2));
    const store = path.resolve(file ?? process.env.INBOX_FILE ?? path.join(projectRoot, ".inbox", "requests.jsonl"));
    await printInbox(store, last, (text) => process.stdout.write(text));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
