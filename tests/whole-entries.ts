import type { Page } from "@playwright/test";
import { PSEUDO_CLOSE, PSEUDO_OPEN } from "../app/i18n/pseudo";

/**
 * The whole-entry check of a page in the pseudo-language, where every catalog entry is one
 * ⟦…⟧: each run of text a reader meets (the text of one block, wherever inline elements and links
 * break it up) and each accessible name a screen reader says must be exactly one entry, with
 * another entry only inside it (a service's name in a sentence), or no words at all (a figure, a
 * name of the provider's). Text outside the marks is a word, space or stop a component wrote; two
 * entries side by side are a sentence glued from parts, in English order.
 */

/** What broke the rule, and where: "<p> ⟦Call the⟧ 1800." */
export interface Finding {
  where: string;
  text: string;
}

/** A client's initials ("S.T."): a name, not words. */
const INITIALS = /^(\p{Lu}\.){1,3}$/u;

/**
 * Whether `text` is one entry whole (or no words but names): "" when it is, otherwise why not.
 * `cut` allows what search results show of a long description: one entry, cut and ended with "…".
 */
export function wholeEntryProblem(text: string, names: readonly string[], cut = false): string {
  let trimmed = text.replace(/\s+/g, " ").trim();
  if (trimmed === "" || INITIALS.test(trimmed)) return "";
  if (cut && trimmed.endsWith("…") && !trimmed.endsWith(`${PSEUDO_CLOSE}…`)) trimmed = `${trimmed.slice(0, -1)}${PSEUDO_CLOSE}`;
  if (!trimmed.includes(PSEUDO_OPEN) && !trimmed.includes(PSEUDO_CLOSE)) {
    let rest = trimmed;
    for (const name of names) rest = rest.replaceAll(name, " ");
    return /[A-Za-z]/.test(rest) ? "words that are in no catalog" : "";
  }
  if (!trimmed.startsWith(PSEUDO_OPEN)) return "text before the entry";
  let depth = 0;
  for (const [index, char] of [...trimmed].entries()) {
    if (char === PSEUDO_OPEN) depth += 1;
    else if (char === PSEUDO_CLOSE) depth -= 1;
    if (depth === 0) return index === [...trimmed].length - 1 ? "" : "text or another entry after the entry";
    if (depth < 0) return "an entry closed that was never opened";
  }
  return "an entry never closed (cut off?)";
}

/**
 * The runs of text of the page as a reader meets them: the text of each block-level box, with the
 * inline boxes inside it (links, emphasis, inline-block buttons) counted as part of its text.
 * Text no one meets is left out: scripts, and what is hidden from people and their screen
 * readers alike. `within` limits it to one part of the page.
 */
export function textRuns(page: Page, within = "body"): Promise<Finding[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [];
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: page.evaluate sends this function alone
    const inlineLevel = (element: Element | null) => {
      if (!element) return false;
      const display = getComputedStyle(element).display;
      return display.startsWith("inline") || display === "contents" || display === "ruby";
    };
    /** The block a text belongs to: the nearest block-level box not itself inside an inline box. */
    const blockOf = (node: Node): Element => {
      let element = node.parentElement!;
      while (element !== root && (inlineLevel(element) || inlineLevel(element.parentElement))) element = element.parentElement!;
      return element;
    };
    const runs = new Map<Element, string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, template, noscript, [aria-hidden="true"]')) continue;
      const block = blockOf(node);
      runs.set(block, (runs.get(block) ?? "") + (node.textContent ?? ""));
    }
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, as above
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const label = element.closest("[id]");
      return `<${element.tagName.toLowerCase()}${id}>${!id && label && label !== element ? ` in #${label.id}` : ""}`;
    };
    return [...runs].map(([element, text]) => ({ where: describe(element), text }));
  }, within);
}

/** The roles whose names a screen reader says as a name (a link's, a field's label, a region's). */
const NAMED_ROLES = new Set([
  "link",
  "button",
  "heading",
  "image",
  "img",
  "textbox",
  "combobox",
  "checkbox",
  "radio",
  "switch",
  "listbox",
  "option",
  "menuitem",
  "tab",
  "navigation",
  "region",
  "complementary",
  "form",
  "search",
  "group",
  "radiogroup",
  "dialog",
  "alertdialog",
  "table",
  "figure",
  "status",
  "alert",
  "progressbar",
  "DisclosureTriangle",
  "spinbutton",
]);

/** Every accessible name on the page as Chromium computes it, with its role. */
export async function accessibleNames(page: Page): Promise<Finding[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    return nodes
      .filter((node) => !node.ignored && NAMED_ROLES.has(node.role?.value ?? "") && node.name?.value)
      .map((node) => ({ where: `[role=${node.role!.value}]`, text: node.name!.value }));
  } finally {
    await session.detach();
  }
}

/** The page's title, description and link-preview words. */
export function headTexts(page: Page): Promise<Finding[]> {
  return page.evaluate(() => [
    { where: "<title>", text: document.title },
    ...[...document.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')]
      .filter((meta) => /:?(title|description|image:alt)$/.test(meta.getAttribute("name") ?? meta.getAttribute("property") ?? ""))
      .map((meta) => ({
        where: `<meta ${meta.getAttribute("name") ?? meta.getAttribute("property")}>`,
        text: meta.getAttribute("content") ?? "",
      })),
  ]);
}

/** What on the page breaks the rule: runs of text, names and head texts, each once. */
export async function brokenEntries(page: Page, names: readonly string[], within = "body"): Promise<string[]> {
  const found = [...(within === "body" ? await headTexts(page) : []), ...(await textRuns(page, within)), ...(await accessibleNames(page))];
  const problems = new Set<string>();
  for (const { where, text } of found) {
    const problem = wholeEntryProblem(text, names, where.includes("description"));
    if (problem) problems.add(`${where} ${problem}: ${text.replace(/\s+/g, " ").trim()}`);
  }
  return [...problems];
}
