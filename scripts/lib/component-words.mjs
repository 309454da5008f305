/**
 * Finds words in components: the words a visitor reads or hears belong in the catalogs, one
 * sentence to an entry, and a component passes values and elements only. In a component's source
 * this finds JSX text (a word, a space between two entries, a stop after a link), a string or
 * template written as a child (`{" "}`, `{"."}`, `{`${a} ${b}`}`), and words written into an
 * attribute a screen reader reads (`aria-label="Close"`, `alt="…"`). Numbers and empty `alt=""`
 * are not words. Parsed with swc, already in the tree for the import-cycle check.
 */
import { parseSync } from "@swc/core";

/** Attributes whose text a person reads or hears. */
const SPOKEN = new Set(["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "alt", "title", "placeholder"]);

/** A node of swc's syntax tree, read loosely: only the fields looked at here. */
/** @typedef {{ type?: string, span: { start: number }, value?: any, name?: any, expression?: any, [key: string]: any }} AstNode */

/**
 * Text JSX renders: lines trimmed, lines of whitespace alone dropped (React's rule).
 * @param {string} raw
 */
function renderedText(raw) {
  if (!raw.includes("\n")) return raw;
  return raw
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ");
}

/**
 * Whether a string holds anything a person reads: a letter, a stop, a space between two things.
 * @param {string} text
 */
const holdsWords = (text) => /[\p{L}\p{P}\p{S}]/u.test(text) || (text.length > 0 && text.trim() === "");

/**
 * The words in the component source `code` (a .tsx file), each with its line: [] when it has none.
 * @param {string} code
 * @param {string} [file]
 * @returns {string[]}
 */
export function wordsInComponent(code, file = "component.tsx") {
  const module = parseSync(code, { syntax: "typescript", tsx: true });
  const bytes = Buffer.from(code);
  /** The line of a node, or of its first character that is not white space (a text's words). */
  /** @param {AstNode} node */
  const lineOf = (node) => {
    const lead = node.type === "JSXText" ? Buffer.byteLength(/^\s*/.exec(node.value)?.[0] ?? "") : 0;
    return bytes
      .subarray(0, node.span.start - module.span.start + lead)
      .toString()
      .split("\n").length;
  };
  /** @type {string[]} */
  const found = [];
  /** @param {AstNode} node @param {string} what */
  const report = (node, what) => found.push(`${file}:${lineOf(node)}: ${what}`);
  /** @param {unknown} node @param {AstNode} [parent] */
  const visit = (node, parent) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, parent);
      return;
    }
    const ast = /** @type {AstNode} */ (node);
    if (ast.type === "JSXText") {
      const text = renderedText(ast.value);
      if (text && holdsWords(text)) report(ast, `text written in the component: ${JSON.stringify(text)}`);
    } else if (ast.type === "JSXExpressionContainer" && parent?.type !== "JSXAttribute") {
      const { expression } = ast;
      if (expression?.type === "StringLiteral" && holdsWords(expression.value))
        report(ast, `a string written as a child: ${JSON.stringify(expression.value)}`);
      if (
        expression?.type === "TemplateLiteral" &&
        expression.quasis.some((/** @type {{ cooked?: string, raw: string }} */ quasi) => holdsWords(quasi.cooked ?? quasi.raw))
      )
        report(ast, "a template of words written as a child");
    } else if (ast.type === "JSXAttribute" && ast.name?.type === "Identifier" && SPOKEN.has(ast.name.value)) {
      const value = ast.value?.type === "JSXExpressionContainer" ? ast.value.expression : ast.value;
      if (value?.type === "StringLiteral" && /\p{L}/u.test(value.value))
        report(ast, `words in ${ast.name.value}: ${JSON.stringify(value.value)}`);
      if (
        value?.type === "TemplateLiteral" &&
        value.quasis.some((/** @type {{ cooked?: string, raw: string }} */ quasi) => /\p{L}/u.test(quasi.cooked ?? quasi.raw))
      )
        report(ast, `a template of words in ${ast.name.value}`);
    }
    for (const [key, child] of Object.entries(ast)) if (key !== "span") visit(child, ast);
  };
  visit(module.body, /** @type {AstNode} */ (/** @type {unknown} */ (module)));
  return found;
}
