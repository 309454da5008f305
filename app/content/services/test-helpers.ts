/** Shared by the service pages' unit tests. */
import { expect } from "vitest";
import type { ServicePage, ServiceSection } from "./types";

/** The one section of `kind` titled `title`; fails the test when there is not exactly one. */
export function section<K extends ServiceSection["kind"]>(page: ServicePage, kind: K, title: string): Extract<ServiceSection, { kind: K }> {
  const found = page.sections.filter((s) => s.kind === kind && s.title === title);
  expect(found.map((s) => `${page.slug}: ${s.kind} "${s.title}"`)).toEqual([`${page.slug}: ${kind} "${title}"`]);
  return found[0] as Extract<ServiceSection, { kind: K }>;
}
