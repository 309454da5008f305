/**
 * Vite plugins that make the build follow the language list (app/i18n/languages.ts):
 * - `catalogs`: checks every language's word catalogs against the English before anything is
 *   built, and writes their types; a missing, extra or empty key fails the build, named.
 * - `languageType`: writes each language's type settings (its script's fonts after Atkinson
 *   Hyperlegible Next, and its line heights) into the stylesheet, where `/* language type *\/`
 *   stands in app/app.css.
 */
import type { Plugin } from "vite";
import { type Lang, languages, languageRules } from "../app/i18n/languages.ts";
import { catalogsOrFail } from "./catalogs.ts";

export function catalogs(): Plugin {
  return {
    name: "catalogs",
    buildStart() {
      // CATALOG_ROOT checks another copy of the project's catalogs (the build-failure test uses it).
      catalogsOrFail(process.env.CATALOG_ROOT);
    },
    configureServer(server) {
      // While developing, a changed catalog is checked (and its types written) as it is saved.
      server.watcher.on("change", (file) => {
        if (!file.endsWith(".yaml")) return;
        try {
          catalogsOrFail();
        } catch (error) {
          server.config.logger.error((error as Error).message);
        }
      });
    },
  };
}

const MARK = "/* language type */";

/** A font list with a script's fonts put before the system's. */
function withScriptFonts(list: string, fonts: readonly string[]): string {
  return list.replace("system-ui", `${fonts.map((font) => JSON.stringify(font)).join(", ")}, system-ui`);
}

/**
 * The CSS of each language whose script sets its own type: each font list the stylesheet sets on
 * the root (`--font-sans` in its @theme, and on `:root[data-fonts]` once the web font is cached)
 * with the script's fonts put before the system's, and its line heights.
 */
export function languageTypeCss(stylesheet: string): string {
  const lists = [...stylesheet.matchAll(/(@theme|:root\[data-fonts\])\s*\{[^}]*?--font-sans:\s*([^;]+);/g)].map(([, where, list]) => ({
    root: where === "@theme" ? ":root" : where!,
    list: list!.replace(/\s+/g, " ").trim(),
  }));
  if (!lists.some(({ root, list }) => root === ":root" && list.includes("system-ui"))) {
    throw new Error("app/app.css: its @theme must set --font-sans, ending in system-ui, sans-serif");
  }
  return (Object.keys(languages) as Lang[])
    .flatMap((lang) => {
      const type = languageRules[lang].type;
      if (!type) return [];
      const tag = languages[lang].tag;
      const heights = Object.entries(type.lineHeights).map(([size, height]) => `  --text-${size}--line-height: ${height};`);
      return lists.flatMap(({ root, list }, index) => [
        `${root}:lang(${tag}) {`,
        `  --font-sans: ${withScriptFonts(list, type.fonts)};`,
        ...(index === 0 ? heights : []),
        "}",
      ]);
    })
    .join("\n");
}

export function languageType(): Plugin {
  return {
    name: "language-type",
    enforce: "pre",
    transform(code, id) {
      if (!id.split("?")[0]!.endsWith("/app/app.css") || !code.includes(MARK)) return null;
      return { code: code.replace(MARK, languageTypeCss(code)), map: null };
    },
  };
}
