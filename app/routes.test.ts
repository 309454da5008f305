// The service pages are listed in three places that must agree: the content index (the pages
// that exist), the route table (the URLs the router knows) and the site map (the URLs that are
// prerendered and go in the sitemap).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
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

const serviceRoutes = flatten(routes).filter(({ entry }) => entry.path?.startsWith("services/"));

describe("service pages: content index, route table and site map", () => {
  it("the route table has one line per slug of the index, in the same order, and no other", () => {
    expect(serviceRoutes.map(({ entry }) => entry.path)).toEqual(serviceSlugs.map((slug) => `services/${slug}`));
  });

  it("every service route is served by the one service module, under its own id", () => {
    for (const { entry } of serviceRoutes) {
      expect(entry.file).toBe("routes/service.tsx");
      expect(entry.id).toBe(entry.path);
    }
  });

  it("the site map prerenders exactly the index's pages", () => {
    expect(servicePaths).toEqual(serviceSlugs.map((slug) => `/services/${slug}`));
    const prerendered = prerenderPaths().filter((path) => path.startsWith("/services/"));
    expect(prerendered).toEqual(servicePaths);
  });

  it("a page draws its own frame exactly when its route sits in the own-frame layout", async () => {
    for (const { entry, parents } of serviceRoutes) {
      const slug = entry.path?.replace("services/", "") as (typeof serviceSlugs)[number];
      const page = await servicePageIn("en", slug);
      const ownFrame = parents.some((parent) => parent.file === "routes/own-frame.tsx");
      expect({ slug, ownFrame }).toEqual({ slug, ownFrame: !page.sharedFrame });
    }
  });
});
