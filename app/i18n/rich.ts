/**
 * A sentence whose parts a page marks up: links, emphasis and figures inside one catalog entry,
 * written as tags and places in the language's own order (`Call the <hotline>AIC hotline
 * {aicHotline}</hotline>.`). The build fills the places it knows; a tag, or a place the page fills
 * as it runs (`{code}`), is left for the component, which gives each tag its element
 * (components/ui/message.tsx). A "<" not followed by a tag's name ("<5.7%") is text.
 */

/** A stretch of a sentence: text, a tagged part with its own parts, or a place the page fills. */
export type RichPart = string | { tag: string; parts: RichPart[] } | { place: string };

const TOKEN = /<([A-Za-z][\w-]*)>|<\/([A-Za-z][\w-]*)>|\{(\w+)\}/g;

/**
 * The parts of a sentence. Its tags pair up: the catalog check refuses an entry whose tags do not
 * (catalogs.ts), so this reads them without checking again in every visitor's browser.
 */
export function parseRich(text: string): RichPart[] {
  const root: RichPart[] = [];
  const open: { tag: string; parts: RichPart[] }[] = [];
  const current = () => open.at(-1)?.parts ?? root;
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) current().push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, opening, closing, place] = match;
    if (opening) {
      const part = { tag: opening, parts: [] };
      current().push(part);
      open.push(part);
    } else if (closing) {
      open.pop();
    } else {
      current().push({ place: place! });
    }
  }
  if (last < text.length) current().push(text.slice(last));
  return root;
}

/** A sentence as plain text: its tags taken out, its places filled (for a title, a label, a message). */
export function plainText(text: string, values: Record<string, string | number> = {}): string {
  const flat = (parts: RichPart[]): string =>
    parts
      .map((part) => {
        if (typeof part === "string") return part;
        if ("tag" in part) return flat(part.parts);
        if (!(part.place in values)) throw new Error(`No value for {${part.place}} in a sentence`);
        return String(values[part.place]);
      })
      .join("");
  return flat(parseRich(text));
}
