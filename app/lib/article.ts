/**
 * Parses a post's `fullContent` (block syntax documented on BlogPost in content/types.ts)
 * into blocks. Pure, so it is tested without a DOM; text stays text and is never parsed as HTML.
 */
export type ArticleBlock =
  | { kind: "h2" | "h3" | "p"; text: string }
  | { kind: "ul" | "ol"; items: string[] };

const BULLET = /^- /;
const NUMBERED = /^\d+\. /;

export function parseArticle(source: string): ArticleBlock[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): ArticleBlock => {
      if (block.startsWith("### ")) return { kind: "h3", text: block.slice(4).trim() };
      if (block.startsWith("## ")) return { kind: "h2", text: block.slice(3).trim() };
      const lines = block.split("\n").map((line) => line.trim());
      if (lines.every((line) => BULLET.test(line))) return { kind: "ul", items: lines.map((line) => line.replace(BULLET, "")) };
      if (lines.every((line) => NUMBERED.test(line))) return { kind: "ol", items: lines.map((line) => line.replace(NUMBERED, "")) };
      return { kind: "p", text: lines.join(" ") };
    });
}

/** Words of body text, list and heading markers left out. */
export function countWords(source: string): number {
  return source
    .replace(/^(#{2,3} |- |\d+\. )/gm, "")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Reading time at 200 words a minute, as shown on posts: "N min read". */
export function readTimeFor(source: string): string {
  return `${Math.ceil(countWords(source) / 200)} min read`;
}
