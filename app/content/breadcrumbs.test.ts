// Breadcrumb names, in every language alike: every segment of every prerendered address has a
// name, and that name is the page's own, as the site names it elsewhere (the header, the footer,
// the service's one name, the article's short title), never its address.
import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { graphemes } from "~/i18n/graphemes";
import { languageRules, langs, languages } from "~/i18n/languages";
import { breadcrumbsFor } from "~/lib/breadcrumbs";
import { loadCollection } from "./blog/collection.server";
import { crumbNamesIn } from "./breadcrumbs.server";
import { topicOrder, topics } from "./care-guide";
import { serviceSlugs } from "./services/slugs";
import { prerenderPaths } from "./site-map";

/** A segment as the address spells it, dashes turned into capitalised words: "live-in-care" → "Live In Care". */
const slugCased = (segment: string) =>
  segment
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

const segments = [...new Set(prerenderPaths().flatMap((path) => path.split("/").filter(Boolean)))];

describe.each(langs)("breadcrumb names in %s", (lang) => {
  const names = crumbNamesIn(lang);
  const own = new RegExp(`\\p{Script=${languages[lang].script.name}}`, "u");
  // A crumb is a few words, as many letters as the language's rules allow.
  const longest = languageRules[lang].crumbLength;

  it("name every segment of every prerendered address, briefly, in the language's script", () => {
    expect(segments.filter((segment) => !names[segment]?.trim())).toEqual([]);
    const odd = Object.entries(names).filter(([, name]) => !own.test(name) || graphemes(name).length > longest);
    expect(odd).toEqual([]);
  });

  it("name each page as the site names it: the header's links, each service, each guide result, each article", () => {
    const { headerLinks } = contentFor(lang, "interface");
    for (const link of headerLinks) expect(names[link.to.slice(1)]).toBe(link.label);
    const services = contentFor(lang, "service-names");
    for (const slug of serviceSlugs) expect(names[slug]).toBe(services[slug]);
    const { resultPages } = contentFor(lang, "care-guide-pages");
    for (const topic of topicOrder) expect(names[topics[topic].slug]).toBe(resultPages[topic].name);
    const { featured, posts } = loadCollection(lang);
    for (const post of [featured, ...posts]) expect(names[post.slug]).toBe(post.shortTitle);
    expect(names.privacy).toBe(contentFor(lang, "privacy").meta.title);
  });

  it("never read a page's address as its name, unless the page's own name reads so", () => {
    // Where the site's name for a page happens to be its address in capitalised words ("Our
    // Caregivers"), the name comes from its catalog, as every other one does.
    const services = contentFor(lang, "service-names") as Record<string, string>;
    const { footerGroups, headerLinks } = contentFor(lang, "interface");
    const linkLabels = new Set(
      [...headerLinks, ...footerGroups.flatMap((group): readonly { label: string }[] => group.links)].map((link) => link.label),
    );
    const asAddress = segments.filter((segment) => names[segment] === slugCased(segment) || names[segment] === segment);
    for (const segment of asAddress)
      expect(services[segment] === names[segment] || linkLabels.has(names[segment]!), `${segment}`).toBe(true);
  });

  it("give the trail of a deep page in the language, the same words the site names its pages with", () => {
    const { breadcrumbs } = contentFor(lang, "interface");
    const trail = breadcrumbsFor("/services/live-in-care", { home: breadcrumbs.home, names });
    expect(trail).toEqual([
      { label: breadcrumbs.home, to: "/" },
      { label: names.services, to: "/services" },
      { label: contentFor(lang, "service-names")["live-in-care"] },
    ]);
    const article = loadCollection(lang).posts.find((post) => post.slug === "home-safety-tips-aging-adults")!;
    expect(breadcrumbsFor(`/blog/${article.slug}`, { home: breadcrumbs.home, names }).map((crumb) => crumb.label)).toEqual([
      breadcrumbs.home,
      names.blog,
      article.shortTitle,
    ]);
  });
});

it("English names pages as they are written, where the address cannot say it", () => {
  const names = crumbNamesIn("en");
  // The address has no capitals for an abbreviation, no hyphen inside a word and no short title.
  for (const segment of ["faq", "live-in-care", "dementia-care", "understanding-dementia-family-guide", "home-safety-tips-aging-adults"]) {
    expect(names[segment], `${segment}`).not.toBe(slugCased(segment));
  }
  expect(names["live-in-care"]).toBe(contentFor("en", "service-names")["live-in-care"]);
  expect(names.faq).toBe(contentFor("en", "interface").headerLinks.find((link) => link.to === "/faq")!.label);
});
