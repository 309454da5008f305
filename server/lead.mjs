// What the local inbox accepts as a lead, checked in full before anything is stored: the bytes
// are UTF-8, the JSON is shallow, every field is one the forms send, of the right type and size.
// A request that fails gets a plain reason and a 4xx; nothing here throws on what a stranger sends.
//
// The rules are the forms' own (app/features/contact/submit.ts): the email SDK posts
// `{ lib_version, user_id, service_id, template_id, template_params }` as JSON, the sheet call a
// URL-encoded form of nine fields. Anything more or less is not a request from this site. Every
// lead names the form it was sent from and the page that form was on, so the care team can tell
// a tour request from a message.

/** Longest name, address, phone number, id or label, in UTF-8 bytes. */
export const SHORT_FIELD_BYTES = 1024;
/**
 * Longest message, in UTF-8 bytes: a 100 KB message in any script fits, and so does the same
 * message URL-encoded (three bytes per byte at worst) within the inbox's 512 KiB body limit.
 */
export const MESSAGE_BYTES = 128 * 1024;
/**
 * Deepest JSON nesting read at all. A lead is two levels deep; anything far deeper is refused
 * before it is parsed, so no parser, here or in a tool that reads the store, meets it.
 */
export const MAX_JSON_DEPTH = 8;

/**
 * An email address as a browser's `type=email` field with the forms' pattern lets through: no
 * spaces, one "@", and a domain of at least two dot-separated names. It is looser than the
 * browser, never stricter, so nothing a form sends is refused.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The forms a lead can come from: the home page's tour request and the contact page's message. */
export const FORM_NAMES = /** @type {const} */ (["tour", "contact"]);

/** Longest page path a lead may name, in bytes: far more than any address of the site. */
export const PAGE_BYTES = 256;

/**
 * A page's path as a browser's `location.pathname` gives it for an address of this site: "/"
 * alone, or "/"-separated names of letters, digits, "-._~" and percent escapes, with no empty
 * name and none that is "." or "..".
 */
export const PAGE_SHAPE = /^\/(?:(?!\.\.?(?:\/|$))[A-Za-z0-9._~%-]+(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~%-]+)*)?$/;

/**
 * @typedef {object} FieldRule
 * @property {number} bytes the longest value, in UTF-8 bytes
 * @property {boolean} [optional] may be absent
 * @property {boolean} [email] must have EMAIL_SHAPE
 * @property {readonly string[]} [oneOf] must be one of these values
 * @property {boolean} [page] must have PAGE_SHAPE
 */

/** Where a lead was sent from: which form, on which page. Both the email and the sheet carry it. */
/** @type {Record<string, FieldRule>} */
export const ORIGIN_FIELDS = {
  form: { bytes: 16, oneOf: FORM_NAMES },
  page: { bytes: PAGE_BYTES, page: true },
};

/** The email SDK's body beside its template parameters (which are checked on their own). */
/** @type {Record<string, FieldRule>} */
export const EMAIL_FIELDS = {
  lib_version: { bytes: 64, optional: true },
  user_id: { bytes: SHORT_FIELD_BYTES },
  service_id: { bytes: SHORT_FIELD_BYTES },
  template_id: { bytes: SHORT_FIELD_BYTES },
  accessToken: { bytes: SHORT_FIELD_BYTES, optional: true },
};

/** @type {Record<string, FieldRule>} */
export const TEMPLATE_FIELDS = {
  from_name: { bytes: 2 * SHORT_FIELD_BYTES },
  from_email: { bytes: SHORT_FIELD_BYTES, email: true },
  phone: { bytes: SHORT_FIELD_BYTES },
  message: { bytes: MESSAGE_BYTES },
  to_name: { bytes: SHORT_FIELD_BYTES },
  language: { bytes: SHORT_FIELD_BYTES },
  ...ORIGIN_FIELDS,
};

/** @type {Record<string, FieldRule>} */
export const SHEET_FIELDS = {
  target: { bytes: SHORT_FIELD_BYTES },
  firstName: { bytes: SHORT_FIELD_BYTES },
  lastName: { bytes: SHORT_FIELD_BYTES },
  email: { bytes: SHORT_FIELD_BYTES, email: true },
  phone: { bytes: SHORT_FIELD_BYTES },
  message: { bytes: MESSAGE_BYTES },
  language: { bytes: SHORT_FIELD_BYTES },
  ...ORIGIN_FIELDS,
};

/**
 * @template T
 * @typedef {{ ok: true, value: T } | { ok: false, reason: string }} Checked
 */

/** @param {string} reason @returns {{ ok: false, reason: string }} */
const refuse = (reason) => ({ ok: false, reason });

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * The body as text, or null when its bytes are not UTF-8. Nothing is replaced: a body that is
 * not UTF-8 is refused rather than stored with U+FFFD where the visitor's characters were.
 * @param {Uint8Array} bytes
 * @returns {string | null}
 */
export function decodeUtf8(bytes) {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * How deeply the JSON text nests arrays and objects, read without parsing it (so without any
 * recursion); brackets inside strings do not count. Stops counting past `limit`.
 * @param {string} text
 * @param {number} [limit]
 * @returns {number}
 */
export function jsonDepth(text, limit = Infinity) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // "\": the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return deepest;
}

/**
 * The first name that appears twice in one object of the JSON text, with the names of the
 * objects around it ("template_params.message"), or null when no object repeats a name.
 * JSON.parse would keep the last value silently; a lead that says two things in one field is
 * refused instead, as the sheet call's repeated field is. The text must be valid JSON.
 * @param {string} text
 * @returns {string | null}
 */
export function repeatedKey(text) {
  /** One entry per open object or array: the names seen so far (null for an array), and the name that led to it. */
  /** @type {{ names: Set<string> | null, key: string }[]} */
  const open = [];
  let lastKey = "";
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === "{" || char === "[") {
      open.push({ names: char === "{" ? new Set() : null, key: lastKey });
      lastKey = "";
    } else if (char === "}" || char === "]") open.pop();
    else if (char === '"') {
      let end = index + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const token = text.slice(index, end + 1);
      index = end;
      let next = end + 1;
      while (/\s/.test(text[next] ?? "")) next += 1;
      const names = open.at(-1)?.names;
      if (text[next] !== ":" || !names) continue;
      const name = /** @type {string} */ (JSON.parse(token));
      if (names.has(name)) return [...open.slice(1).map((level) => level.key), name].filter((part) => part !== "").join(".");
      names.add(name);
      lastKey = name;
    }
  }
  return null;
}

/** Half of a UTF-16 pair on its own, which JSON can spell ("\\ud800") but UTF-8 cannot hold. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isPlainObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Checks one object's fields against `rules`: no field it does not name, each named one present
 * (unless optional) as a string within its size, well-formed Unicode, an email where asked.
 * @param {Record<string, unknown>} fields
 * @param {Record<string, FieldRule>} rules
 * @param {string} where how the reason names the object ("template_params.")
 * @returns {string | null} the reason it is refused, or null
 */
function fieldProblem(fields, rules, where) {
  for (const name of Object.keys(fields)) {
    if (!Object.hasOwn(rules, name)) return `Unknown field ${where}${JSON.stringify(name).slice(0, 80)}.`;
  }
  for (const [name, rule] of Object.entries(rules)) {
    if (!Object.hasOwn(fields, name)) {
      if (rule.optional) continue;
      return `The field ${where}${name} is missing.`;
    }
    const value = fields[name];
    if (typeof value !== "string") return `The field ${where}${name} must be text.`;
    if (LONE_SURROGATE.test(value)) return `The field ${where}${name} is not valid Unicode.`;
    if (Buffer.byteLength(value, "utf8") > rule.bytes) return `The field ${where}${name} is longer than ${rule.bytes} bytes.`;
    if (rule.email && !EMAIL_SHAPE.test(value)) return `The field ${where}${name} is not an email address.`;
    if (rule.oneOf && !rule.oneOf.includes(value)) return `The field ${where}${name} must be one of: ${rule.oneOf.join(", ")}.`;
    if (rule.page && !PAGE_SHAPE.test(value)) return `The field ${where}${name} must be the path of a page of this site, such as /contact.`;
  }
  return null;
}

/**
 * @typedef {{
 *   lib_version?: string, user_id: string, service_id: string, template_id: string,
 *   accessToken?: string, template_params: Record<string, string>
 * }} EmailLead
 */

/**
 * Reads the email SDK's JSON body.
 * @param {string} text
 * @returns {Checked<EmailLead>}
 */
export function readEmailLead(text) {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return refuse("The JSON is nested too deeply.");
  /** @type {unknown} */
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse("The request body is not valid JSON.");
  }
  if (!isPlainObject(body)) return refuse("The request body must be a JSON object.");
  const repeated = repeatedKey(text);
  if (repeated !== null) return refuse(`The field ${JSON.stringify(repeated).slice(0, 80)} is sent twice.`);
  const { template_params: params, ...rest } = body;
  if (params === undefined) return refuse("The template parameters (template_params) are missing.");
  if (!isPlainObject(params)) return refuse("The template parameters (template_params) must be an object.");
  const problem = fieldProblem(rest, EMAIL_FIELDS, "") ?? fieldProblem(params, TEMPLATE_FIELDS, "template_params.");
  if (problem) return refuse(problem);
  return { ok: true, value: /** @type {EmailLead} */ (body) };
}

/**
 * Decodes one name or value of a URL-encoded form: "+" is a space, "%XX" a byte, and the bytes
 * must be UTF-8. Null for a broken "%" escape or bytes that are not UTF-8.
 * @param {string} part
 * @returns {string | null}
 */
function decodeFormPart(part) {
  const bytes = Buffer.from(part.replaceAll("+", " "), "utf8");
  const decoded = Buffer.alloc(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = /** @type {number} */ (bytes[index]);
    if (byte !== 0x25) {
      decoded[length++] = byte;
      continue;
    }
    const hex = bytes.toString("latin1", index + 1, index + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
    decoded[length++] = Number.parseInt(hex, 16);
    index += 2;
  }
  return decodeUtf8(decoded.subarray(0, length));
}

/**
 * Reads the sheet call's URL-encoded body: each of its fields once.
 * @param {string} text
 * @returns {Checked<Record<string, string>>}
 */
export function readSheetLead(text) {
  /** @type {Record<string, string>} */
  const fields = Object.create(null);
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const split = pair.indexOf("=");
    const name = decodeFormPart(split === -1 ? pair : pair.slice(0, split));
    const value = decodeFormPart(split === -1 ? "" : pair.slice(split + 1));
    if (name === null || value === null) return refuse("The form data is not URL-encoded UTF-8.");
    if (Object.hasOwn(fields, name)) return refuse(`The field ${JSON.stringify(name).slice(0, 80)} is sent twice.`);
    fields[name] = value;
  }
  const problem = fieldProblem(fields, SHEET_FIELDS, "");
  if (problem) return refuse(problem);
  return { ok: true, value: { ...fields } };
}
