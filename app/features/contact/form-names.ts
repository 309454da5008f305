import type { FormKind } from "~/content/form-fields";

/** Where a form's unsent text waits in session storage, so a reload loses nothing. */
export const draftKey = (kind: FormKind) => `request-draft:${kind}`;

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "website";
