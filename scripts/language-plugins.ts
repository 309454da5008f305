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

/**
 * The CSS of each language whose script sets its own type: the stylesheet's own font list
 * (`--font-sans` in its @theme) with the script's fonts put before the system's, and its line heights.
 */
export function languageTypeCss(stylesheet: string): string {
  const base = /--font-sans:\s*([^;]+);/.exec(stylesheet)?.[1]?.replace(/\s+/g, " ").trim();
  if (!base?.includes("system-ui")) throw new Error("app/app.css: its @theme must set --font-sans, ending in system-ui, sans-serif");
  return (Object.keys(languages) as Lang[])
    .flatMap((lang) => {
      const language = languages[lang];
      const type = languageRules[lang].type;
      if (!type) return [];
      const fonts = type.fonts.map((font) => JSON.stringify(font)).join(", ");
      const heights = Object.entries(type.lineHeights).map(([size, height]) => `  --text-${size}--line-height: ${height};`);
      return [`:root:lang(${language.tag}) {`, `  --font-sans: ${base.replace("system-ui", `${fonts}, system-ui`)};`, ...heights, "}"];
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
