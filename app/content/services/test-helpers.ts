/** Shared by the service pages' unit tests. */
import { expect } from "vitest";
import { contentFor } from "~/i18n/content.server";
import type { Lang } from "~/i18n/languages";
import { type ServiceSlug, serviceSlugs } from "./slugs";
import type { ServicePage, ServiceSection } from "./types";

/** The one section of `kind` titled `title`; fails the test when there is not exactly one. */
export function section<K extends ServiceSection["kind"]>(page: ServicePage, kind: K, title: string): Extract<ServiceSection, { kind: K }> {
  const found = page.sections.filter((s) => s.kind === kind && s.title === title);
  expect(found.map((s) => `${page.slug}: ${s.kind} "${s.title}"`)).toEqual([`${page.slug}: ${kind} "${title}"`]);
  return found[0] as Extract<ServiceSection, { kind: K }>;
}

/** A service page as a visitor reads it in `lang`, as its route gives it: its structure with its catalog's words put in. */
export function servicePageIn(lang: Lang, slug: ServiceSlug): ServicePage {
  return contentFor(lang, `services/${slug}`);
}

/** Every service page in `lang`, in the route table's order. */
export function servicePagesIn(lang: Lang): ServicePage[] {
  return serviceSlugs.map((slug) => servicePageIn(lang, slug));
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

/**
 * The one section of `kind` with the id `place`, or, on a page whose sections of that kind carry no
 * id, the one at index `place` among them. It finds a section by the page's structure rather than
 * by its heading, so an editor's change to a heading in a catalog does not lose it; the heading
 * must still be there.
 */
export function sectionAt<K extends ServiceSection["kind"]>(
  page: ServicePage,
  kind: K,
  place: string | number,
): Extract<ServiceSection, { kind: K }> {
  const ofKind = page.sections.filter((s): s is Extract<ServiceSection, { kind: K }> => s.kind === kind);
  const found = typeof place === "number" ? ofKind.slice(place, place + 1) : ofKind.filter((s) => s.id === place);
  expect(found, `${page.slug}: one ${kind} section at ${place}`).toHaveLength(1);
  expect(found[0]?.title.trim(), `${page.slug}: the ${kind} section at ${place} has a heading`).toBeTruthy();
  return found[0]!;
}

/** The entry of `items` (cards, lists, stats) that the page's structure names `key`. */
export function keyed<T extends object>(items: readonly T[] | undefined, key: string): T {
  const found = (items ?? []).filter((item) => "key" in item && item.key === key);
  expect(found, `one entry named ${key}`).toHaveLength(1);
  return found[0]!;
}
