// /locations: each region's usual start is one sentence per language, written when the page is
// built (plural and sample mark inside it), and the sentences that carry a link or the phone number
// are whole entries in the language's own punctuation.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentFor } from "~/i18n/content.server";
import { formatMessage } from "~/i18n/compose.server";
import { plainText } from "~/i18n/rich";
import { regions } from "./areas";
import { provider } from "./provider";
import { site } from "./site";

const page = { en: contentFor("en", "locations"), zh: contentFor("zh", "locations") };

/** A region's table sentence as the catalog writes it, before the build fills it in. */
const written = (lang: "en" | "zh") =>
  (parse(readFileSync(`app/content/${lang}/locations.yaml`, "utf8")) as { starts: { central: { table: string } } }).starts.central.table;

describe("each region's usual start", () => {
  it.each(["en", "zh"] as const)("is written for every region, in the regions' order, in %s", (lang) => {
    expect(page[lang].starts.map((entry) => entry.key)).toEqual(regions.map((entry) => entry.region));
    for (const { key, table, answer } of page[lang].starts) {
      const days = String(provider.startDays[key]);
      expect(table, `${key}`).toContain(days);
      expect(plainText(answer), `${key}`).toContain(days);
      // The sample mark is part of the sentence, while the figures are samples, and only then.
      expect(table.includes(lang === "en" ? "(example)" : "（示例）"), `${key}`).toBe(provider.samples);
    }
  });

  it("counts working days with the language's plural and keeps the time in bold inside one sentence", () => {
    const english = page.en.starts.find((entry) => entry.key === "north")!;
    expect(english.table).toBe(`Usually within ${provider.startDays.north} working days${provider.samples ? " (example)" : ""}`);
    expect(english.answer).toBe(
      `How soon care can usually start: <strong>within ${provider.startDays.north} working days</strong>${provider.samples ? " (example)" : ""}`,
    );
    // One working day is singular; the sample mark goes when the figures are the provider's own.
    expect(formatMessage(written("en"), { startDays: 1, samples: "false" }, "en", "test")).toBe("Usually within 1 working day");
    expect(formatMessage(written("zh"), { startDays: 1, samples: "false" }, "zh", "test")).toBe("通常在1个工作日内");
  });

  it("reads as Chinese: no space before the sample mark, full-width colon", () => {
    const chinese = page.zh.starts.find((entry) => entry.key === "east")!;
    expect(plainText(chinese.answer)).toBe(`护理通常可在${provider.startDays.east}个工作日内开始${provider.samples ? "（示例）" : ""}`);
    expect(chinese.table).not.toMatch(/ /);
  });
});

describe("the sentences with a link or the phone number", () => {
  it("each hold the whole sentence, with the phone number in its place", () => {
    expect(page.en.areas.dontSee).toBe(`Don't see your area? <call>Call us on ${site.phone}</call>`);
    expect(page.en.areaCheck.call).toBe(`Call ${site.phone}`);
    expect(page.en.areaCheck.noScript).toBe("This check needs JavaScript. <toTable>Find your area in the table below</toTable>.");
  });

  it("in Chinese, have no space between the words and the number and use full-width stops", () => {
    expect(page.zh.areas.dontSee).toBe(`找不到您的地区？<call>请致电${site.phone}</call>`);
    expect(page.zh.areaCheck.call).toBe(`请致电${site.phone}`);
    expect(page.zh.areaCheck.noScript).toBe("这项查询需要开启浏览器的JavaScript功能。<toTable>请在下面的表格中找您的地区</toTable>。");
  });
});

describe("the contact page's registration number", () => {
  it("is one sentence with its label, and Chinese writes a full-width colon", () => {
    expect(plainText(contentFor("en", "contact").registration.text)).toBe(`Company registration number: ${site.registrationNumber}`);
    expect(plainText(contentFor("zh", "contact").registration.text)).toBe(`公司注册号码：${site.registrationNumber}`);
  });
});
