/**
 * Content in the page's language, for the routes' loaders, which run at build time only: the
 * English module app/content/<file>.ts, or its translation app/content/<lang>/<file>.ts. The
 * copy reaches the page as page data, so no visitor downloads another language's words, and a
 * language missing a page fails the build, naming the file.
 */
import { type Lang, languages } from "./languages";
import type { Translation } from "./translation";

const modules = import.meta.glob<Record<string, unknown>>([
  "../content/**/*.ts",
  "!**/*.test.ts",
  "!**/*.server.ts",
  "!**/test-helpers.ts",
]);

/** Where a language keeps the translation of app/content/<file>.ts. */
export function contentFile(lang: Lang, file: string): string {
  return lang === "en" ? `app/content/${file}.ts` : `app/content/${lang}/${file}.ts`;
}

/**
 * The value `name` exported by app/content/<file>.ts, in `lang`. `T` is the English value's
 * type: `contentIn<typeof about>("zh", "about", "about")`.
 */
export async function contentIn<T>(lang: Lang, file: string, name: string): Promise<Translation<T>> {
  const path = contentFile(lang, file);
  const load = modules[path.replace(/^app\//, "../")];
  if (!load) throw new Error(`The ${languages[lang].name} site has no ${path}: translate app/content/${file}.ts there`);
  const module = await load();
  if (!(name in module)) throw new Error(`${path} does not export ${name}, as app/content/${file}.ts does`);
  return module[name] as Translation<T>;
}
