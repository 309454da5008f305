// Breadcrumb names, in each language that names its pages (English names them by their addresses):
// every segment of every prerendered address has a name in the language's script, and each name
// is the one the visitor sees for the same page elsewhere.
import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { langs, languageRules, languages } from "~/i18n/languages";
import { breadcrumbsFor } from "~/lib/breadcrumbs";
import { crumbNamesIn } from "./breadcrumbs.server";
import { serviceSlugs } from "./services/slugs";
import { prerenderPaths } from "./site-map";

describe.each(langs.filter((lang) => languageRules[lang].crumbs === "names"))("breadcrumb names in %s", (lang) => {
  const names = crumbNamesIn(lang);
  const own = new RegExp(`\\p{Script=${languages[lang].script.name}}`, "u");

  it("name every segment of every prerendered address, briefly, in the language's script", () => {
    const segments = new Set(prerenderPaths().flatMap((path) => path.split("/").filter(Boolean)));
    const unnamed = [...segments].filter((segment) => !names[segment]?.trim());
    expect(unnamed).toEqual([]);
    const odd = Object.entries(names).filter(([, name]) => !own.test(name) || [...name].length > 24);
    expect(odd).toEqual([]);
  });

  it("name the header's pages as the header does, and each service by its one name", () => {
    const { headerLinks } = contentFor(lang, "interface");
    for (const link of headerLinks) expect(names[link.to.slice(1)]).toBe(link.label);
    const services = contentFor(lang, "service-names");
    for (const slug of serviceSlugs) expect(names[slug]).toBe(services[slug]);
  });

  it("give the trail of a deep page in the language", () => {
    const { breadcrumbs } = contentFor(lang, "interface");
    const trail = breadcrumbsFor("/services/respite-care", { home: breadcrumbs.home, names });
    expect(trail.map((crumb) => crumb.label)).toEqual([
      breadcrumbs.home,
      names.services,
      contentFor(lang, "service-names")["respite-care"],
    ]);
  });
});

it("English names each page by its address, as the specification asks", () => {
  expect(breadcrumbsFor("/services/home-care-singapore").map((crumb) => crumb.label)).toEqual(["Home", "Services", "Home Care Singapore"]);
});
