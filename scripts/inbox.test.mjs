import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatEntry, parseArgs, printInbox } from "./inbox.mjs";

const folder = mkdtempSync(path.join(os.tmpdir(), "inbox-listing-"));
/**
 * One stored email request, as the server writes it.
 * @param {number} id
 * @param {string} from_name
 */
const email = (id, from_name, message = "Help at home, please.") =>
  JSON.stringify({
    id,
    receivedAt: `2026-01-0${id}T08:00:00.000Z`,
    kind: "email",
    body: { service_id: "local_service", template_params: { from_name, from_email: `f${id}@example.com`, message } },
  });

/**
 * Everything printInbox writes, as one text.
 * @param {string} file
 * @param {number | null} [last]
 */
async function listing(file, last = null) {
  let text = "";
  await printInbox(file, last, (chunk) => (text += chunk));
  return text;
}

describe("npm run inbox", () => {
  it("prints every stored request, oldest first and newest last, with its fields", async () => {
    const file = path.join(folder, "all.jsonl");
    writeFileSync(
      file,
      `${email(1, "Mei Ling Tan")}\n${JSON.stringify({ id: 2, receivedAt: "2026-01-02T08:00:00.000Z", kind: "sheet", fields: { target: "Schedule", email: "f1@example.com" } })}\n${email(3, "Grace Lim")}\n`,
    );
    const text = await listing(file);
    expect(text.indexOf("#1 ")).toBeLessThan(text.indexOf("#2 "));
    expect(text.indexOf("#2 ")).toBeLessThan(text.indexOf("#3 "));
    expect(text).toContain("#1  2026-01-01T08:00:00.000Z  email\n  from_name: Mei Ling Tan\n  from_email: f1@example.com\n");
    expect(text).toContain("  target: Schedule\n");
    expect(text).toContain("3 stored request(s)");
  });

  it("prints only the newest with --last N", async () => {
    const file = path.join(folder, "last.jsonl");
    writeFileSync(file, [1, 2, 3, 4].map((id) => email(id, `Person ${id}`)).join("\n") + "\n");
    const text = await listing(file, 2);
    expect(text).not.toContain("Person 2");
    expect(text.indexOf("Person 3")).toBeLessThan(text.indexOf("Person 4"));
    expect(text).toContain("2 of 4 stored request(s)");
    expect(parseArgs(["--last", "5"])).toEqual({ last: 5, file: null });
    expect(parseArgs(["--last=2", "--file", "x.jsonl"])).toEqual({ last: 2, file: "x.jsonl" });
    expect(() => parseArgs(["--last", "0"])).toThrow("--last needs a positive whole number.");
    expect(() => parseArgs(["--all"])).toThrow("Unknown option --all");
  });

  it("escapes control characters: what a visitor typed cannot fake an entry or drive the terminal", () => {
    const forged = "Mei\n#99  2026-01-01T00:00:00.000Z  email\n  from_name: Forged\u001b[2J\u001b]0;title\u0007\u202eevil";
    const text = formatEntry(email(1, forged, "line one\r\nline two\ttab \\n typed"), 1);
    expect(text.split("\n")).toHaveLength(1 + 4);
    // oxlint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text).toContain(
      "from_name: Mei\\n#99  2026-01-01T00:00:00.000Z  email\\n  from_name: Forged\\u001b[2J\\u001b]0;title\\u0007\\u202eevil",
    );
    // A backslash typed by the visitor is doubled, so it cannot pass for an escape.
    expect(text).toContain("message: line one\\r\\nline two\\ttab \\\\n typed");
  });

  it("names a line that is not a stored request instead of stopping", async () => {
    const file = path.join(folder, "broken.jsonl");
    writeFileSync(file, `${email(1, "A")}\n{"id": 2, "kind\n${email(3, "C")}\n`);
    const text = await listing(file);
    expect(text).toContain('(line 2 is not a stored request: {"id": 2, "kind)');
    expect(text).toContain("from_name: C");
  });

  it("says so when nothing is stored yet", async () => {
    expect(await listing(path.join(folder, "none.jsonl"))).toMatch(/^No requests stored yet/);
  });
});
