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
import { type Lang, langs } from "~/i18n/languages";

const page = Object.fromEntries(langs.map((lang) => [lang, contentFor(lang, "locations")])) as Record<
  Lang,
  ReturnType<typeof contentFor<"locations">>
>;

/** A region's table sentence as the catalog writes it, before the build fills it in. */
const written = (lang: Lang) =>
  (parse(readFileSync(`app/content/${lang}/locations.yaml`, "utf8")) as { starts: { central: { table: string } } }).starts.central.table;

/** A region's table sentence for a number of days, without the sample mark. */
const at = (lang: Lang, startDays: number) => formatMessage(written(lang), { startDays, samples: "false" }, lang, "test");

/** The words inside a sentence's one <tag>…</tag>, and the words before it. */
function tagged(sentence: string, tag: string) {
  const matches = [...sentence.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, "g"))];
  expect(matches, `${sentence}`).toHaveLength(1);
  return { inside: matches[0]![1]!, before: sentence.slice(0, matches[0]!.index).trim() };
}

describe("each region's usual start", () => {
  it.each(langs)("is written for every region, in the regions' order, in %s", (lang) => {
    expect(page[lang].starts.map((entry) => entry.key)).toEqual(regions.map((entry) => entry.region));
    for (const { key, table, answer } of page[lang].starts) {
      const days = String(provider.startDays[key]);
      expect(table, `${key}`).toContain(days);
      expect(plainText(answer), `${key}`).toContain(days);
      // The sample mark is part of the sentence, while the figures are samples, and only then.
      const marked = formatMessage(written(lang), { startDays: provider.startDays[key], samples: "true" }, lang, "test");
      const unmarked = formatMessage(written(lang), { startDays: provider.startDays[key], samples: "false" }, lang, "test");
      expect(marked.startsWith(unmarked) && marked.length > unmarked.length, `${key}`).toBe(true);
      expect(table, `${key}`).toBe(provider.samples ? marked : unmarked);
    }
  });

  it.each(langs)("in %s, keep the time with its figure in bold inside one sentence", (lang) => {
    for (const { key, answer } of page[lang].starts) {
      const bold = [...answer.matchAll(/<strong>(.*?)<\/strong>/g)].map((match) => match[1]!);
      expect(bold, `${key}`).toHaveLength(1);
      expect(bold[0], `${key}`).toContain(String(provider.startDays[key]));
      // Words before the bold part: one sentence, not the time alone.
      expect(answer.indexOf("<strong>"), `${key}`).toBeGreaterThan(0);
    }
  });

  it("count working days with English's plural, and Chinese's one form", () => {
    // One working day is singular in English: more than the figure changes from 1 to 2. Chinese
    // has one form, so only the figure does. The sample mark goes when the figures are the provider's own.
    expect(at("en", 1)).toContain("1");
    expect(at("en", 1).replace("1", "2")).not.toBe(at("en", 2));
    expect(at("zh", 1).replace("1", "2")).toBe(at("zh", 2));
  });

  it("reads as Chinese: the figure in place, no space, and full-width brackets around the sample mark", () => {
    for (const { key, table, answer } of page.zh.starts) {
      for (const text of [table, plainText(answer)]) {
        expect(text, `${key}`).toContain(String(provider.startDays[key]));
        expect(text, `${key}`).toMatch(/^[\p{Script=Han}\d（）：，]+$/u);
        // The sample mark, while the figures are samples: Chinese words in full-width brackets, last.
        expect(/（\p{Script=Han}+）$/u.test(text), `${key}`).toBe(provider.samples);
      }
    }
  });
});

describe("the sentences with a link or the phone number", () => {
  it.each(langs)("in %s, each hold the whole sentence, with the phone number in its place", (lang) => {
    const { areas, areaCheck } = page[lang];
    // "Don't see your area?" and the call link: one entry, the number inside the link's words.
    const call = tagged(areas.dontSee, "call");
    expect(call.before.length).toBeGreaterThan(0);
    expect(call.inside).toContain(site.phone);
    expect(call.inside.length).toBeGreaterThan(site.phone.length);
    expect(areaCheck.call).toContain(site.phone);
    expect(areaCheck.call.length).toBeGreaterThan(site.phone.length);
    // The note without JavaScript: what is missing, then the link to the table, in one entry.
    const toTable = tagged(areaCheck.noScript, "toTable");
    expect(toTable.before.length).toBeGreaterThan(0);
    expect(toTable.inside.trim().length).toBeGreaterThan(0);
  });

  it("in Chinese, have no space between the words and the number and use full-width stops", () => {
    for (const text of [page.zh.areas.dontSee, page.zh.areaCheck.call, page.zh.areaCheck.noScript]) {
      expect(plainText(text).replace(site.phone, ""), `${text}`).not.toMatch(/[ .?:]/);
      expect(plainText(text), `${text}`).not.toContain(` ${site.phone}`);
    }
    expect(plainText(page.zh.areaCheck.noScript)).toMatch(/。$/);
    expect(page.zh.areas.dontSee).toMatch(/？<call>/);
  });
});

describe("the contact page's registration number", () => {
  it("is one sentence with its label, and Chinese writes a full-width colon", () => {
    const english = plainText(contentFor("en", "contact").registration.text);
    expect(english).toMatch(new RegExp(`^[A-Za-z ]+: ${site.registrationNumber}$`));
    const chinese = plainText(contentFor("zh", "contact").registration.text);
    expect(chinese).toMatch(new RegExp(`^\\p{Script=Han}+：${site.registrationNumber}$`, "u"));
  });
});
