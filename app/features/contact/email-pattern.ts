/**
 * The email field's `pattern`. A browser's `type=email` accepts "abc@d" (a host name without a
 * dot is valid on a local network), which is no family's email address: the domain must have a
 * dot. The browser checks the rest of the address; the form shows its "correct format" message
 * for either failure.
 */
export const EMAIL_PATTERN = String.raw`[^@]+@[^@]+\.[^@]+`;
