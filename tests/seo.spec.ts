import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { topicOrder, topics } from "../app/content/care-guide";
import * as guidePagesWords from "../app/content/care-guide-pages";
import * as privacyWords from "../app/content/privacy";
import { blogPaths, servicePaths } from "../app/content/site-map";
import * as interfaceWords from "../app/content/interface";
import { basePath, type Lang, langOf, langs, languages } from "../app/i18n/languages";
import { composed } from "./content";
import { expect, test } from "./fixtures";
import { everyPage } from "./urls";
import { graphemes } from "../app/i18n/graphemes";

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

/** A segment as its address spells it, dashes turned into capitalised words: "live-in-care" → "Live In Care". */
const slugCased = (segment: string) =>
  segment
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** An article's short title, from its front matter in the language's folder. */
function shortTitle(lang: Lang, slug: string): string {
  const source = readFileSync(`app/content/${lang}/blog/${slug}.md`, "utf8");
  return (parse(source.split(/^---$/m)[1]!) as { shortTitle: string }).shortTitle;
}

/**
 * How the site names each page, by its address's last segment, read from the catalogs: the header's
 * and footer's links, the services' names, the care guide's result pages, the privacy notice's
 * title and the articles' short titles.
 */
function pageNames(lang: Lang): Record<string, string> {
  const words = composed("interface", interfaceWords, lang);
  const names: Record<string, string> = {};
  for (const link of [
    ...words.headerLinks,
    ...words.footerGroups.flatMap((group): readonly { to: string; label: string }[] => group.links),
  ]) {
    names[link.to.split("/").pop()!] ??= link.label;
  }
  Object.assign(names, composed("service-names", { structure: {} }, lang));
  names.privacy = composed("privacy", privacyWords, lang).meta.title;
  const { resultPages } = composed("care-guide-pages", guidePagesWords, lang);
  for (const topic of topicOrder) names[topics[topic].slug] = resultPages[topic].name;
  for (const path of blogPaths) {
    const slug = path.split("/").pop()!;
    names[slug] = shortTitle(lang, slug);
  }
  return names;
}

const namesIn = Object.fromEntries(langs.map((lang) => [lang, pageNames(lang)])) as Record<Lang, Record<string, string>>;

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
      const shown = visibleTrail(html);
      expect(trail?.itemListElement.map((item) => item.name) ?? []).toEqual(shown);
      // Each crumb is its page's own name, as the site names the page elsewhere, never its address
      // in capitalised words (unless that is the page's name, as "Our Caregivers" is).
      const lang = langOf(url);
      const segments = basePath(url).split("/").filter(Boolean);
      // (The COPD page and the home page show no trail: their types above leave the BreadcrumbList out.)
      if (shown.length > 0) {
        const home = composed("interface", interfaceWords, lang).breadcrumbs.home;
        expect(shown).toEqual([home, ...segments.map((segment) => namesIn[lang][segment])]);
        segments.forEach((segment, index) => {
          if (shown[index + 1] === slugCased(segment))
            expect(namesIn[lang][segment], `${url}: the crumb for ${segment}`).toBe(slugCased(segment));
          expect(shown[index + 1], `${url}: the crumb for ${segment}`).not.toBe(segment);
        });
      }
      const description = (html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
      // Each script has its own lengths: Chinese says as much in fewer characters.
      const { min, max } = languages[langOf(url)].script.description;
      expect(graphemes(description).length).toBeGreaterThanOrEqual(min);
      expect(graphemes(description).length).toBeLessThanOrEqual(max);
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
      const words = composed("interface", interfaceWords, langOf(url));
      const own = basePath(url).startsWith("/blog/") ? words.blogNotFound.title : words.notFoundPage.meta.title;
      expect(title.startsWith(`${own} |`), `${url}: ${title}`).toBe(true);
      if (url.startsWith("/zh/")) expect(title, url).toMatch(/^\p{Script=Han}/u);
    }
  });

  test("an English trail names its pages as they are written, where the address would not", async ({ page }) => {
    // The page's heading and the trail's last crumb name the same service, in the same words.
    await page.goto("/services/live-in-care");
    const trail = page.getByRole("navigation", { name: composed("interface", interfaceWords).frameLabels.landmarks.breadcrumb });
    const name = namesIn.en["live-in-care"]!;
    await expect(trail.locator('[aria-current="page"]')).toHaveText(name);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    // Words the address cannot write: an abbreviation, a hyphenated word, an article's short title.
    for (const [path, segment] of [
      ["/faq", "faq"],
      ["/services/live-in-care", "live-in-care"],
      ["/blog/home-safety-tips-aging-adults", "home-safety-tips-aging-adults"],
    ] as const) {
      await page.goto(path);
      await expect(trail.locator('[aria-current="page"]'), path).toHaveText(namesIn.en[segment]!);
      await expect(trail.locator('[aria-current="page"]'), path).not.toHaveText(slugCased(segment));
    }
  });

  test("the Chinese pages' breadcrumbs in the JSON-LD are in Chinese", async ({ request }) => {
    const html = await (await request.get("/zh/faq")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
    const names = trail.itemListElement.map((item: { name: string }) => item.name);
    expect(names).toEqual([composed("interface", interfaceWords, "zh").breadcrumbs.home, namesIn.zh.faq]);
    for (const name of names) expect(name).toMatch(/^\p{Script=Han}+$/u);
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
