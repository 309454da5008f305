// `npm run icons`: writes the icon sprite (app/components/ui/icons.svg) from lucide's drawings of
// the names in app/lib/icon-names.ts. Pages then point at symbols in one cached SVG file
// (<svg><use href="…#phone"/></svg>) instead of shipping drawing code in every page's JavaScript.
// The sprite is committed; a unit test fails when it no longer matches the list.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SPRITE_FILE = path.join(root, "app", "components", "ui", "icons.svg");
const require = createRequire(import.meta.url);
const lucideIcons = path.join(path.dirname(require.resolve("lucide-react")), "..", "esm", "icons");

/** The names, read from the TypeScript list without a TypeScript loader. */
function iconNames() {
  const source = readFileSync(path.join(root, "app", "lib", "icon-names.ts"), "utf8");
  const lists = [...source.matchAll(/_ICON_NAMES = \[([^\]]*)\]/g)].map(([, body = ""]) => body);
  const names = lists.flatMap((body) => [...body.matchAll(/"([a-z0-9-]+)"/g)].map(([, name = ""]) => name));
  const renames = Object.fromEntries([...source.matchAll(/"?([a-z0-9-]+)"?: "([a-z0-9-]+)"/g)].map(([, from, to]) => [from, to]));
  return { names, renames };
}

/**
 * lucide's drawing for one icon, as SVG elements. An alias's module re-exports another icon's.
 * @param {string} file
 * @returns {Promise<string>}
 */
async function drawing(file) {
  const { __iconData: icon } = await import(path.join(lucideIcons, `${file}.mjs`));
  if (!icon) {
    const target = readFileSync(path.join(lucideIcons, `${file}.mjs`), "utf8").match(/from '\.\/([\w-]+)\.mjs'/);
    if (!target) throw new Error(`lucide has no icon "${file}"`);
    return drawing(target[1] ?? "");
  }
  return icon.node
    .map((/** @type {[string, Record<string, string>]} */ [tag, attributes]) => {
      const pairs = Object.entries(attributes).filter(([key]) => key !== "key");
      return `<${tag} ${pairs.map(([key, value]) => `${key}="${value}"`).join(" ")}/>`;
    })
    .join("");
}

export async function buildSprite() {
  const { names, renames } = iconNames();
  const symbols = await Promise.all(
    names.map(async (name) => `<symbol id="${name}" viewBox="0 0 24 24">${await drawing(renames[name] ?? name)}</symbol>`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SPRITE_FILE, await buildSprite());
  console.log(`Wrote ${path.relative(root, SPRITE_FILE)}`);
}
