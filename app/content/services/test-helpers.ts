/** Shared by the service pages' unit tests. */
import { expect } from "vitest";
import { contentIn } from "~/i18n/content";
import { contentFor } from "~/i18n/content.server";
import type { Lang } from "~/i18n/languages";
import { catalogNames } from "~/i18n/words.server";
import { loadServicePage } from "./index";
import type { ServiceSlug } from "./slugs";
import type { ServicePage, ServiceSection } from "./types";

/**
 * A service page in `lang` as its route loader gives it to the page (app/routes/service.tsx): its
 * structure with the language's words put in, or, for a page not yet moved to catalogs, its module.
 */
export async function servicePageIn(lang: Lang, slug: ServiceSlug): Promise<ServicePage> {
  if (catalogNames().includes(`services/${slug}`)) return contentFor(lang, `services/${slug}` as never) as unknown as ServicePage;
  if (lang === "en") {
    const page = await loadServicePage(slug);
    if (!page) throw new Error(`No service page for "${slug}"`);
    return page;
  }
  const name = slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return (await contentIn<ServicePage>(lang, `services/${slug}`, name)) as ServicePage;
}

/** The one section of `kind` titled `title`; fails the test when there is not exactly one. */
export function section<K extends ServiceSection["kind"]>(page: ServicePage, kind: K, title: string): Extract<ServiceSection, { kind: K }> {
  const found = page.sections.filter((s) => s.kind === kind && s.title === title);
  expect(found.map((s) => `${page.slug}: ${s.kind} "${s.title}"`)).toEqual([`${page.slug}: ${kind} "${title}"`]);
  return found[0] as Extract<ServiceSection, { kind: K }>;
}

/**
 * The section of `other` (the same page in another language) at the place `found` has in `page`:
 * the languages share one structure, so a section found by its English title is the same section
 * at the same place in Chinese.
 */
export function sameSection<S extends ServiceSection>(page: ServicePage, found: S, other: ServicePage): S {
  const index = page.sections.indexOf(found);
  expect(index, `${page.slug}: the section is on the page`).toBeGreaterThanOrEqual(0);
  const twin = other.sections[index];
  expect(twin?.kind).toBe(found.kind);
  return twin as S;
}
