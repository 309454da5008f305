import { blogPaths, servicePaths } from "../app/content/site-map";
import * as interfaceWords from "../app/content/interface";
import { basePath, langOf, langs, languages } from "../app/i18n/languages";
import { composed } from "./content";
import { expect, test } from "./fixtures";
import { everyPage } from "./urls";

const EDUCATIONAL = ["cancer-care", "dementia-care", "copd-care", "diabetes-care", "palliative-care"].map((slug) => `/services/${slug}`);

/** The schema.org types a page's JSON-LD must name, in any language. */
function expectedTypes(address: string): string[] {
  const url = basePath(address);
  const types = ["MedicalBusiness"];
  // A page with no JSON-LD of its own that says what it is written in gets a WebPage that does.
  const written = EDUCATIONAL.includes(url) || blogPaths.includes(url) || url === "/faq" || url === "/costs";
  if (!written) types.push("WebPage");
  if (url !== "/" && url !== "/services/copd-care") types.push("BreadcrumbList");
  if (servicePaths.includes(url)) types.push("Service");
  if (EDUCATIONAL.includes(url)) types.push("MedicalWebPage");
  if (blogPaths.includes(url)) types.push("BlogPosting");
  // The FAQ, and the questions families ask about cost on /costs.
  if (url === "/faq" || url === "/costs") types.push("FAQPage");
  return types;
}

/** HTML text with the entities React writes turned back into characters. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The names of the breadcrumb trail a reader sees: the navigation landmark named for it. */
function visibleTrail(html: string) {
  const labels = langs.map((lang) => composed("interface", interfaceWords, lang).frameLabels.landmarks.breadcrumb);
  const nav = [...html.matchAll(/<nav aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/nav>/g)].find((match) => labels.includes(match[1]!))?.[2];
  return nav ? [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => text(match[1]!)) : [];
}

test.describe("search engines", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same for every screen size");

  for (const url of everyPage) {
    test(`${url}: JSON-LD parses and names the expected types; one canonical address`, async ({ request }) => {
      const html = await (await request.get(url)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
      expect(blocks.map((block) => block["@type"])).toEqual(expectedTypes(url));
      for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
      const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => match[1]);
      expect(canonicals).toEqual([`https://www.example.com${url}`]);
      // The trail in the JSON-LD is the one the page shows, in the page's language.
      const trail = blocks.find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] } | undefined;
      expect(trail?.itemListElement.map((item) => item.name) ?? []).toEqual(visibleTrail(html));
      const description = (html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
      // Each script has its own lengths: Chinese says as much in fewer characters.
      const { min, max } = languages[langOf(url)].script.description;
      expect(description.length).toBeGreaterThanOrEqual(min);
      expect(description.length).toBeLessThanOrEqual(max);
    });
  }

  test("the not-found pages name no canonical address: they stand for every unknown address", async ({ request }) => {
    for (const url of ["/nope", "/zh/nope", "/blog/nope", "/zh/blog/nope", "/404"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      const html = await response.text();
      expect(html, url).not.toContain('rel="canonical"');
      expect(html, url).not.toContain('property="og:url"');
      expect(html, url).toContain('<meta name="robots" content="noindex"/>');
      // Their titles come from the same dictionary as the breadcrumbs: in the address's language.
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(title, url).toMatch(url.startsWith("/zh/") ? /^\p{Script=Han}/u : /^(Page|Post) not found \|/);
    }
  });

  test("the Chinese pages' breadcrumbs in the JSON-LD are in Chinese", async ({ request }) => {
    const html = await (await request.get("/zh/faq")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(["首页", "常见问题"]);
  });

  test("the link-preview image is a 1200 x 630 PNG under 100 KB", async ({ request }) => {
    const response = await request.get("/og-image.png");
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(png.length).toBeLessThan(100 * 1024);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("sitemap.xml lists every public page, and robots.txt points at it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locations.toSorted()).toEqual(everyPage.toSorted());
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://www.example.com/sitemap.xml");
    expect(robots).toContain("Disallow: /inbox");
  });
});
