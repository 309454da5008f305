/**
 * How long the toasts after a send stay (docs/product.md, section 9), and the problems a field can
 * have; the toasts' and messages' words are in each language's interface catalog (form section).
 */
export const TOAST_DURATION_MS = 5000;

/** Why a field's value cannot be sent, in the browser's own terms (`ValidityState`). */
export type FieldProblem = "missing" | "format";
