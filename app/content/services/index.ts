/**
 * Service pages not yet moved to catalogs, by slug (transitional: removed once every page has its
 * catalog).
 */
import type { ServicePage } from "./types";

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./types.ts", "!./slugs.ts", "!./index.ts"]);

/** The page for `slug` from its old module, or undefined when there is none. */
export async function loadServicePage(slug: string): Promise<ServicePage | undefined> {
  const load = modules[`./${slug}.ts`];
  if (!load) return undefined;
  const name = slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return (await load())[name] as ServicePage | undefined;
}
