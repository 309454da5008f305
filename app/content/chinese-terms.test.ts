/**
 * One thing, one name, across the Chinese pages (docs/glossary-zh.md), where a word is not simply
 * retired (the build's `retired` rules) but must be the same on pages that link to each other.
 * Read from the composed pages, as a reader sees them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentFor } from "~/i18n/content.server";
import { formatTime } from "~/i18n/format";

/** A Chinese catalog as written. */
const catalog = (name: string) => parse(readFileSync(`app/content/zh/${name}.yaml`, "utf8"));

describe("the Chinese respite options", () => {
  const table = contentFor("zh", "services/respite-care").sections.find((section) => "rows" in section);
  const names = table && "rows" in table ? table.rows.map((row) => row[0]) : [];

  it("are named on the respite page 短时看护, 过夜看护, 多日看护", () => {
    expect(names).toEqual(["短时看护", "过夜看护", "多日看护"]);
  });

  it("carry the same names on the services card and in the FAQ", () => {
    const card = contentFor("zh", "services/overview").professional.cards.find((c) => c.path === "/services/respite-care");
    expect(card?.features.map((feature) => feature.split("：")[0])).toEqual(names);
    const faq = contentFor("zh", "faq")
      .categories.flatMap((category): { answer: string }[] => category.questions)
      .map((q) => q.answer)
      .find((answer) => answer.includes("喘息服务"));
    for (const name of names) expect(faq).toContain(`${name}（`);
  });
});

describe("clock times in a Chinese article", () => {
  // An article has no places: its times are typed, and must read as the platform writes them on
  // the pages (早上6:00, 中午12:00, 下午6:00), not in another style.
  it("are the live-in schedule's, as the live-in care page writes them", () => {
    const article = readFileSync("app/content/zh/blog/featured.md", "utf8");
    const [morning, noon, evening] = ["06:00", "12:00", "18:00"].map((time) => formatTime(time, "zh"));
    // The three blocks, each a range the platform writes; the sentence around them is the article's own.
    for (const block of [`${morning}至${noon}`, `${noon}至${evening}`, `${evening}至次日${morning}`]) expect(article).toContain(block);
  });
});

describe("the Chinese cue after a link that opens a new tab", () => {
  it("is one wording: the links' description in the interface, and the cue in brackets beside the costs page's official links", () => {
    expect(catalog("interface").frameLabels.newTab).toBe("在新页面打开。");
    expect(catalog("costs").schemes.newTabCue).toBe("（在新页面打开）");
  });
});

describe("the Chinese notice shown when scripts are off", () => {
  it("says the same thing on the forms and on the postal-code check", () => {
    const wording = "需要开启浏览器的JavaScript功能";
    expect(catalog("interface").form.scriptNotice.title).toContain(wording);
    expect(catalog("locations").areaCheck.noScript).toContain(wording);
  });
});

describe("the Chinese name of the care guide", () => {
  // 护理指南 is the guide's own name; the blog, which links to it, is named apart so the two are
  // never taken for one page.
  const words = (value: unknown): string[] =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(words) : [];

  it("is the guide's, and the blog page's words never use it", () => {
    expect(words(catalog("care-guide"))).toEqual(expect.arrayContaining([expect.stringContaining("护理指南")]));
    expect(words(catalog("blog/page")).filter((text) => text.includes("护理指南"))).toEqual([]);
  });
});
