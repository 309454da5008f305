/** Shared by the service pages' unit tests. */
import { expect } from "vitest";
import { type CatalogName, contentFor } from "~/i18n/content.server";
import type { Lang } from "~/i18n/languages";
import { catalogNames } from "~/i18n/words.server";
import { loadServicePage } from "./index";
import { type ServiceSlug, serviceSlugs } from "./slugs";
import type { ServicePage, ServiceSection } from "./types";

/** The one section of `kind` titled `title`; fails the test when there is not exactly one. */
export function section<K extends ServiceSection["kind"]>(page: ServicePage, kind: K, title: string): Extract<ServiceSection, { kind: K }> {
  const found = page.sections.filter((s) => s.kind === kind && s.title === title);
  expect(found.map((s) => `${page.slug}: ${s.kind} "${s.title}"`)).toEqual([`${page.slug}: ${kind} "${title}"`]);
  return found[0] as Extract<ServiceSection, { kind: K }>;
}

/** A service page as a visitor reads it in `lang`: its structure with its catalog's words put in. */
export function servicePageIn(lang: Lang, slug: ServiceSlug): ServicePage {
  return contentFor(lang, `services/${slug}` as CatalogName) as unknown as ServicePage;
}

const oldTranslations = import.meta.glob<Record<string, unknown>>("../zh/services/*.ts");

/**
 * Every service page in `lang`, in the route table's order: composed from its catalog, or, for a
 * page not yet moved to catalogs, read from its old module (transitional).
 */
export async function servicePagesIn(lang: "en" | "zh"): Promise<ServicePage[]> {
  const withCatalog = new Set(catalogNames());
  return Promise.all(
    serviceSlugs.map(async (slug) => {
      if (withCatalog.has(`services/${slug}`)) return servicePageIn(lang, slug);
      const old = lang === "en" ? await loadServicePage(slug) : await oldTranslations[`../zh/services/${slug}.ts`]?.();
      const page = lang === "en" ? old : Object.values(old ?? {}).find((value) => (value as ServicePage | undefined)?.slug === slug);
      if (!page) throw new Error(`No ${lang} page for ${slug}`);
      return page as ServicePage;
    }),
  );
}
