// Text from visitors, made safe to print in a terminal or a log file.

/**
 * Characters that could forge or disguise a line when printed: C0 and C1 controls (newline,
 * carriage return, escape sequences), DEL, the Unicode line and paragraph separators, and the
 * bidirectional controls that reorder what a reader sees.
 */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/g;

const NAMED = /** @type {Record<string, string>} */ ({ "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\" });

/**
 * Returns the text with every unsafe character written as an escape (`\n`, `\u001b`, `\u202e`),
 * and backslashes doubled so an escape in the output can always be told from typed text.
 * @param {unknown} value
 * @returns {string}
 */
export function escapeControl(value) {
  return String(value).replace(UNSAFE, (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
