import type { FormKind } from "~/content/form-fields";

/** Where a form's unsent text waits in session storage, so a reload loses nothing. */
export const draftKey = (kind: FormKind) => `request-draft:${kind}`;

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "website";

/**
 * The trap field's label, for the bots that read labels: no person or screen reader meets it (its
 * box is hidden from both), so it is the same in every language and in no catalog.
 */
export const HONEYPOT_LABEL = "Website";
