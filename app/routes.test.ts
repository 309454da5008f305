// The service pages are listed in three places that must agree: the content index (the pages
// that exist), the route table (the URLs the router knows) and the site map (the URLs that are
// prerendered and go in the sitemap).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type RouteObject, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { langs, languages, localise } from "./i18n/languages";
import { serviceSlugs } from "./content/services/slugs";
import { servicePageIn } from "./content/services/test-helpers";
import { prerenderPaths, servicePaths } from "./content/site-map";
import routes from "./routes";

/** Every route of the table with its parent layouts, depth first, in the table's order. */
function flatten(
  entries: RouteConfigEntry[],
  parents: RouteConfigEntry[] = [],
): { entry: RouteConfigEntry; parents: RouteConfigEntry[] }[] {
  return entries.flatMap((entry) => [{ entry, parents }, ...flatten(entry.children ?? [], [...parents, entry])]);
}

const serviceRoutes = flatten(routes).filter(({ entry }) => entry.id?.startsWith("services/"));

describe("service pages: content index, route table and site map", () => {
  it("the route table has one line per slug of the index, in the same order, and no other", () => {
    expect(serviceRoutes.map(({ entry }) => entry.path)).toEqual(serviceSlugs.map((slug) => `:lang?/services/${slug}`));
  });

  it("every service route is served by the one service module, under its own id", () => {
    for (const { entry } of serviceRoutes) {
      expect(entry.file).toBe("routes/service.tsx");
      expect(`:lang?/${entry.id}`).toBe(entry.path);
    }
  });

  it("the site map prerenders exactly the index's pages", () => {
    expect(servicePaths).toEqual(serviceSlugs.map((slug) => `/services/${slug}`));
    const prerendered = prerenderPaths().filter((path) => path.startsWith("/services/"));
    expect(prerendered).toEqual(servicePaths);
  });

  it("a page draws its own frame exactly when its route sits in the own-frame layout", async () => {
    for (const { entry, parents } of serviceRoutes) {
      const slug = entry.id?.replace("services/", "") as (typeof serviceSlugs)[number];
      const page = await servicePageIn("en", slug);
      const ownFrame = parents.some((parent) => parent.file === "routes/own-frame.tsx");
      expect({ slug, ownFrame }).toEqual({ slug, ownFrame: !page.sharedFrame });
    }
  });
});

describe("one route table for every language", () => {
  const table = routes as unknown as RouteObject[];
  /** The module of the page route an address reaches. */
  const reached = (pathname: string) => (matchRoutes(table, pathname)?.at(-1)?.route as RouteConfigEntry | undefined)?.file;
  const prefixed = langs.filter((lang) => languages[lang].prefix);

  it("holds each page once, whatever the number of languages, and one home page for each prefixed language", () => {
    const pages = flatten(routes).filter(({ entry }) => !entry.children);
    const homes = pages.filter(({ entry }) => entry.file === "routes/home.tsx");
    expect(homes).toHaveLength(1 + prefixed.length);
    const others = pages.filter(({ entry }) => entry.file !== "routes/home.tsx" && entry.path !== "*");
    expect(others.filter(({ entry }) => !entry.path?.startsWith(":lang?/"))).toEqual([]);
    expect(new Set(others.map(({ entry }) => entry.path)).size).toBe(others.length);
  });

  it.each(langs)("gives the %s pages their routes, and an unknown address the not-found route served for it", (lang) => {
    const at = (path: string) => localise(path, lang);
    expect(reached(at("/"))).toBe("routes/home.tsx");
    expect(reached(at("/about"))).toBe("routes/about.tsx");
    expect(matchRoutes(table, at("/services/dementia-care"))?.at(-1)?.route.id).toBe("services/dementia-care");
    expect(reached(at("/blog/no-such-post"))).toBe("routes/blog-not-found.tsx");
    // The same route as the not-found page prerendered for the language, whose copy is served.
    for (const unknown of ["/abuot", "/no/such/page", "/404"].map(at))
      expect({ unknown, route: reached(unknown) }).toEqual({ unknown, route: "routes/not-found.tsx" });
  });
});
