import { describe, expect, it } from "vitest";
import { provider } from "~/content/provider";
import { site } from "~/content/site";
import { contentFor } from "~/i18n/content.server";
import { fill } from "~/i18n/markers";
import { blogPosting, medicalBusiness } from "./structured-data";
import type { Lang } from "~/i18n/languages";

const business = medicalBusiness("https://www.example.com");

describe("medicalBusiness: where the provider cares", () => {
  it("serves Singapore, then each of the five planning regions within it", () => {
    expect(business.areaServed).toEqual([
      { "@type": "Country", name: "Singapore" },
      ...["Central Region", "East Region", "North-East Region", "North Region", "West Region"].map((name) => ({
        "@type": "AdministrativeArea",
        name,
        containedInPlace: { "@type": "Country", name: "Singapore" },
      })),
    ]);
  });

  it("names one region for each region the provider gives a start time for", () => {
    const regions = (business.areaServed as { "@type": string }[]).filter((area) => area["@type"] === "AdministrativeArea");
    expect(regions).toHaveLength(Object.keys(provider.startDays).length);
  });
});

describe("medicalBusiness: the languages the care team speaks", () => {
  const languages = business.knowsLanguage as { "@type": string; name: string; alternateName: string }[];

  it("lists every language of the provider, in its order, by name and BCP 47 tag", () => {
    expect(languages).toEqual([
      { "@type": "Language", name: "English", alternateName: "en" },
      { "@type": "Language", name: "Mandarin", alternateName: "cmn" },
      { "@type": "Language", name: "Malay", alternateName: "ms" },
      { "@type": "Language", name: "Tamil", alternateName: "ta" },
      { "@type": "Language", name: "Hokkien", alternateName: "nan" },
      { "@type": "Language", name: "Cantonese", alternateName: "yue" },
      { "@type": "Language", name: "Teochew", alternateName: "nan-x-teochew" },
    ]);
    expect(languages).toHaveLength(provider.languages.length);
  });

  it("gives each a well-formed tag of its own", () => {
    const tags = languages.map((language) => language.alternateName);
    // getCanonicalLocales throws a RangeError on a tag that is not well-formed BCP 47.
    for (const tag of tags) expect(() => Intl.getCanonicalLocales(tag)).not.toThrow();
    expect(new Set(tags).size).toBe(tags.length);
  });
});

/** The author's name an article's structured data gives, in a language. */
const authorOf = (author: string, lang: Lang) =>
  (
    blogPosting(
      "https://www.example.com",
      "/blog/x",
      { title: "T", excerpt: "E", isoDate: "2026-06-09", image: { src: "/p.svg" } },
      fill(contentFor(lang, "blog/page").organizationAuthor, { author }),
    ).author as { name: string }
  ).name;

describe("blogPosting: the author", () => {
  it("names the provider and the team as the language writes them: no space before Chinese", () => {
    expect(authorOf("Care Team", "en")).toBe(`${site.name} Care Team`);
    expect(authorOf("护理团队", "zh")).toBe(`${site.name}护理团队`);
  });
});
