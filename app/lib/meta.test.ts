import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/languages";
import { dictionaryFor } from "~/content/dictionary.server";
import { clampDescription, getMeta } from "./meta";

/** What the language layout gives a page's metadata in `lang`. */
const at = (lang: Lang) => ({ lang, dictionary: dictionaryFor(lang) });

/** The JSON-LD objects among a page's meta tags. */
function structuredData(tags: ReturnType<typeof getMeta>) {
  return tags.flatMap((tag) =>
    "script:ld+json" in tag ? [(tag as Record<string, unknown>)["script:ld+json"] as Record<string, unknown>] : [],
  );
}

function jsonLdTypes(tags: ReturnType<typeof getMeta>) {
  return structuredData(tags).map((data) => data["@type"]);
}

describe("getMeta", () => {
  it("builds title, description, canonical and social tags for a page", () => {
    expect(getMeta({ title: "About Us", description: "Who we are and how we care.", path: "/about" }, at("en")).slice(0, 10)).toEqual([
      { title: "About Us | Sample Home Care" },
      { name: "description", content: "Who we are and how we care." },
      { tagName: "link", rel: "canonical", href: "https://www.example.com/about" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Sample Home Care" },
      { property: "og:title", content: "About Us | Sample Home Care" },
      { property: "og:description", content: "Who we are and how we care." },
      { property: "og:url", content: "https://www.example.com/about" },
      { property: "og:locale", content: "en_SG" },
      { name: "twitter:card", content: "summary_large_image" },
    ]);
  });

  it("gives every page the 1200 x 630 link-preview image", () => {
    const tags = getMeta({ title: "About Us", description: "x", path: "/about" }, at("en"));
    expect(tags).toContainEqual({ property: "og:image", content: "https://www.example.com/og-image.png" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({ name: "twitter:image", content: "https://www.example.com/og-image.png" });
  });

  it("adds the business on every page and the breadcrumb trail where it shows", () => {
    expect(jsonLdTypes(getMeta({ title: "About Us", description: "x", path: "/about" }, at("en")))).toEqual([
      "MedicalBusiness",
      "WebPage",
      "BreadcrumbList",
    ]);
    expect(jsonLdTypes(getMeta({ title: "Sample Home Care", description: "x", path: "/" }, at("en")))).toEqual([
      "MedicalBusiness",
      "WebPage",
    ]);
    expect(jsonLdTypes(getMeta({ title: "COPD", description: "x", path: "/services/copd-care", breadcrumbs: false }, at("en")))).toEqual([
      "MedicalBusiness",
      "WebPage",
    ]);
    for (const path of ["/", "/about", "/contact"]) {
      const [business] = structuredData(getMeta({ title: "About Us", description: "x", path }, at("en")));
      expect(business).toMatchObject({ "@type": "MedicalBusiness", "@id": "https://www.example.com/#business", telephone: "+6560000000" });
    }
    const [business] = structuredData(getMeta({ title: "About Us", description: "x", path: "/about" }, at("en")));
    expect(business).toMatchObject({
      "@type": "MedicalBusiness",
      name: "Sample Home Care",
      telephone: "+6560000000",
      address: { streetAddress: "1 Sample Road, #01-01", postalCode: "000000", addressCountry: "SG" },
      openingHoursSpecification: [
        { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
        { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
      ],
    });
  });

  it("names the business by its id on the other pages, without its description again", () => {
    for (const path of ["/services/dementia-care", "/faq", "/blog/understanding-dementia-family-guide"]) {
      const [business] = structuredData(getMeta({ title: "x", description: "x", path }, at("en")));
      expect(business).toEqual({
        "@context": "https://schema.org",
        "@type": "MedicalBusiness",
        "@id": "https://www.example.com/#business",
        name: "Sample Home Care",
        url: "https://www.example.com/",
      });
    }
  });

  it("marks a page noindex when asked", () => {
    const tags = getMeta({ title: "Page not found", description: "x", path: "/404", noindex: true }, at("en"));
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("does not repeat the business name when the title already holds it", () => {
    expect(getMeta({ title: "Sample Home Care", description: "x", path: "/" }, at("en"))[0]).toEqual({ title: "Sample Home Care" });
    expect(getMeta({ title: "Sample Home Care | Home Care in Singapore", description: "x", path: "/" }, at("en"))[0]).toEqual({
      title: "Sample Home Care | Home Care in Singapore",
    });
  });

  it("leaves the business name off a title that would pass 70 characters with it", () => {
    const long = "Caring for the Carer: Support for Family Caregivers in Singapore";
    expect(getMeta({ title: long, description: "x", path: "/blog/supporting-family-caregivers" }, at("en"))[0]).toEqual({ title: long });
    const fits = "Managing Medicines Safely";
    expect(getMeta({ title: fits, description: "x", path: "/blog/supporting-family-caregivers" }, at("en"))[0]).toEqual({
      title: `${fits} | Sample Home Care`,
    });
  });
});

describe("getMeta in each language", () => {
  it("gives each page its own canonical address, and the same page in every language as alternates", () => {
    for (const [lang, canonical] of [
      ["en", "https://www.example.com/about"],
      ["zh", "https://www.example.com/zh/about"],
    ] as const) {
      const tags = getMeta({ title: "x", description: "x", path: "/about" }, at(lang));
      expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
      expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "en", href: "https://www.example.com/about" });
      expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "zh-Hans", href: "https://www.example.com/zh/about" });
      expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://www.example.com/about" });
    }
  });

  it("names the home page of each language without a trailing slash after the prefix", () => {
    const tags = getMeta({ title: "x", description: "x", path: "/" }, at("zh"));
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.com/zh" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "en", href: "https://www.example.com/" });
  });

  it("sets og:locale to the page's language, the other as an alternate, and inLanguage in the JSON-LD", () => {
    const tags = getMeta({ title: "x", description: "x", path: "/faq" }, at("zh"));
    expect(tags).toContainEqual({ property: "og:locale", content: "zh_SG" });
    expect(tags).toContainEqual({ property: "og:locale:alternate", content: "en_SG" });
    expect(structuredData(tags).find((data) => data["@type"] === "WebPage")).toMatchObject({
      inLanguage: "zh-Hans-SG",
      url: "https://www.example.com/zh/faq",
    });
  });

  it("gives a page kept out of search results no alternates, no canonical address and no og:url", () => {
    const tags = getMeta({ title: "x", description: "x", path: "/404", noindex: true }, at("zh"));
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "alternate")).toEqual([]);
    expect(tags.filter((tag) => ("rel" in tag && tag.rel === "canonical") || ("property" in tag && tag.property === "og:url"))).toEqual([]);
  });
});

describe("clampDescription", () => {
  it("keeps short text and cuts long text at a word, within 160 characters", () => {
    expect(clampDescription("Short enough.")).toBe("Short enough.");
    const long = "Caring for a parent at home is a big step. ".repeat(6);
    const clamped = clampDescription(long);
    expect(clamped.length).toBeLessThanOrEqual(160);
    expect(clamped.endsWith("…")).toBe(true);
    expect(long.startsWith(clamped.slice(0, -1))).toBe(true);
  });
});

describe("breadcrumbs in the structured data", () => {
  it("are named in the page's language, as the trail on the page", () => {
    const frame = {
      lang: "zh" as const,
      dictionary: { ...dictionaryFor("zh"), breadcrumbs: { home: "首页", names: { faq: "常见问题" } } },
    };
    const trail = structuredData(getMeta({ title: "x", description: "x", path: "/faq" }, frame)).find(
      (data) => data["@type"] === "BreadcrumbList",
    );
    expect(trail).toMatchObject({
      itemListElement: [
        { position: 1, name: "首页", item: "https://www.example.com/zh" },
        { position: 2, name: "常见问题", item: "https://www.example.com/zh/faq" },
      ],
    });
  });
});
