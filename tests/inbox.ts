import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";

/** One request the local inbox stored: the email call's body, or the sheet's fields. */
export interface InboxEntry {
  id: number;
  kind: "email" | "sheet";
  body?: { lib_version: string; user_id: string; service_id: string; template_id: string; template_params: Record<string, string> };
  fields?: Record<string, string>;
}

/** What the local inbox stored for this email address, read from its file (the server has no listing over HTTP). */
export async function inboxFor(email: string) {
  const file = process.env.TEST_INBOX_FILE!;
  const text = existsSync(file) ? await readFile(file, "utf8") : "";
  const entries = text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as InboxEntry);
  return {
    emails: entries.filter((entry) => entry.kind === "email" && entry.body?.template_params.from_email === email),
    sheets: entries.filter((entry) => entry.kind === "sheet" && entry.fields?.email === email),
  };
}

/** Which form, on which page, a stored lead says it was sent from. */
export interface LeadOrigin {
  form: string | undefined;
  page: string | undefined;
}

/** The form and page a stored lead names: the email's template parameters, or the sheet's fields. */
export function originOf(entry: InboxEntry): LeadOrigin {
  const fields = entry.kind === "email" ? entry.body?.template_params : entry.fields;
  return { form: fields?.form, page: fields?.page };
}
