// The Chinese breadcrumb names against the site map: every segment of every prerendered address
// has a name, and each name is the one the visitor sees elsewhere for the same page.
import { describe, expect, it } from "vitest";
import { serviceSlugs } from "~/content/services/slugs";
import { servicePageIn } from "~/content/services/test-helpers";
import { prerenderPaths } from "~/content/site-map";
import { crumbNames } from "./breadcrumbs";
import { resultPages } from "./care-guide-pages";
import { topics } from "./care-guide";
import { footerGroups, headerLinks } from "./navigation";

/** The fourteen service pages in Chinese, as their routes give them (from a catalog or a module). */
const servicePages = await Promise.all(serviceSlugs.map((slug) => servicePageIn("zh", slug)));

/**
 * Pages whose name (the service's one name in service-names.yaml, which a page moved to catalogs
 * takes) is not yet the name the breadcrumb uses: "breadcrumb / page". They agree once the
 * breadcrumbs take their service names from service-names.yaml too; remove the entry then.
 */
const NOT_YET_ONE_NAME = ["dementia-care: 失智症护理 / 失智症与阿尔茨海默病护理"];

const HAN = /\p{Script=Han}/u;

describe("crumbNames", () => {
  it("names every segment of every prerendered address", () => {
    const segments = new Set(prerenderPaths().flatMap((path) => path.split("/").filter(Boolean)));
    expect(segments.size).toBeGreaterThan(0);
    const unnamed = [...segments].filter((segment) => !crumbNames[segment]?.trim());
    expect(unnamed).toEqual([]);
  });

  it("names each segment in Chinese, briefly", () => {
    const notChinese = Object.entries(crumbNames).filter(([, name]) => !HAN.test(name) || name.length > 16);
    expect(notChinese).toEqual([]);
  });

  it("names the header's pages as the header links do", () => {
    const differ = headerLinks.filter(({ label, to }) => crumbNames[to.slice(1)] !== label);
    expect(differ).toEqual([]);
  });

  it("names the footer's top-level pages as the footer links do", () => {
    const links = footerGroups.flatMap((group) => group.links).filter(({ to }) => /^\/[a-z-]+$/.test(to) && to !== "/services");
    const differ = links.filter(({ label, to }) => crumbNames[to.slice(1)] !== label && !headerLinks.some((link) => link.to === to));
    expect(differ).toEqual([]);
  });

  it("names each service page by the page's own name", () => {
    expect(servicePages).toHaveLength(14);
    const differ = servicePages
      .filter((page) => crumbNames[page.slug] !== page.name)
      .map((page) => `${page.slug}: ${crumbNames[page.slug]} / ${page.name}`);
    expect(differ).toEqual(NOT_YET_ONE_NAME);
  });

  it("names each care guide result page by its title", () => {
    const differ = Object.entries(topics)
      .filter(([topic, { slug }]) => `护理指南：${crumbNames[slug]}` !== resultPages[topic as keyof typeof resultPages].meta.title)
      .map(([, { slug }]) => slug);
    expect(differ).toEqual([]);
  });
});
