/**
 * A pseudo-language made from the English words, for tests only (never shipped): every letter
 * accented, every text about 40% longer, and each one in brackets. A page built in it shows at a
 * glance any English left (hard-coded in a component rather than taken from a catalog) and any
 * text cut off or pushed off the screen by longer words, as real translations will be.
 */
import { TYPE, parse } from "@formatjs/icu-messageformat-parser";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";

const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ĺ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ĺ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** The brackets round each pseudo text: an unbalanced one on the page means a text was cut. */
export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

/**
 * One stretch of plain text, accented and made longer: every vowel is written twice, which makes
 * English about 40% longer, word by word, as many translations are (a long word stays one word).
 */
function stretch(text: string): string {
  let out = "";
  for (const char of text) {
    const accented = ACCENTED[char] ?? char;
    out += /[aeiouyAEIOUY]/.test(char) ? accented + accented : accented;
  }
  return out;
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: stretch(element.value) };
    // A sentence's tags (`<hotline>…</hotline>`) keep their names: the page's component looks them up.
    if (element.type === TYPE.tag) return { ...element, children: transform(element.children) };
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { ...option, value: transform(option.value) }]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

/** A text (plain or with ICU places) in the pseudo-language; the places stay as they are. */
export function pseudoText(text: string): string {
  if (!text.includes("{") && !/<[A-Za-z]/.test(text)) return `${PSEUDO_OPEN}${stretch(text)}${PSEUDO_CLOSE}`;
  return `${PSEUDO_OPEN}${printAST(transform(parse(text)))}${PSEUDO_CLOSE}`;
}

/** A whole catalog in the pseudo-language. */
export function pseudoWords(words: unknown): unknown {
  if (typeof words === "string") return pseudoText(words);
  if (Array.isArray(words)) return words.map(pseudoWords);
  if (typeof words === "object" && words !== null)
    return Object.fromEntries(Object.entries(words).map(([key, value]) => [key, pseudoWords(value)]));
  return words;
}

/** The blocks of an article whose text, with its links and emphasis, is one sentence or paragraph. */
const TEXT_BLOCK =
  /<(p|li|h[1-6]|td|th|dt|dd|figcaption|blockquote)\b([^>]*)>((?:(?!<\/?(?:p|li|ul|ol|h[1-6]|table|tr|td|th|dl|dt|dd|figure|figcaption|blockquote|div)\b)[\s\S])*?)<\/\1>/g;

/** Every stretch of text in some HTML accented, its tags as they are. */
function stretchText(inner: string): string {
  return inner
    .split(/(<[^>]*>)/)
    .map((part, index) => (index % 2 === 1 ? part : stretch(part)))
    .join("");
}

/** Stands for a marked block while the text around the blocks is marked (⦃0⦄): never in an article. */
const HELD = (index: number) => `⦃${index}⦄`;

/**
 * Some HTML in the pseudo-language (an article, made from the English): each paragraph, list item,
 * heading or cell whole as one entry, with the text of its links and emphasis inside it, as a
 * translator writes a paragraph; any other text as an entry of its own.
 */
export function pseudoHtml(html: string): string {
  const blocks: string[] = [];
  const marked = html.replace(TEXT_BLOCK, (whole, tag: string, attributes: string, inner: string) => {
    if (!inner.trim()) return whole;
    blocks.push(`<${tag}${attributes}>${PSEUDO_OPEN}${stretchText(inner)}${PSEUDO_CLOSE}</${tag}>`);
    return HELD(blocks.length - 1);
  });
  // Text outside those blocks (between other tags): an entry each.
  return marked
    .replace(/>([^<⦃]+)</g, (whole, text: string) => (text.trim() ? `>${PSEUDO_OPEN}${stretch(text)}${PSEUDO_CLOSE}<` : whole))
    .replace(/⦃(\d+)⦄/g, (_, index: string) => blocks[Number(index)]!);
}
