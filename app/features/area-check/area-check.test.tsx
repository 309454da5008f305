// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { provider } from "~/content/provider";
import { contentFor } from "~/i18n/content.server";
import { plainText } from "~/i18n/rich";
import { InLanguage } from "~/i18n/test-helpers";
import { AreaCheck } from "./area-check";
import { type Lang, langs } from "~/i18n/languages";

afterEach(cleanup);

const copy = contentFor("en", "locations").areaCheck;

/** The answer's last line for a region, as the page shows it: its sentence without its tags. */
const startLine = (lang: Lang, region: keyof typeof provider.startDays) =>
  plainText(contentFor(lang, "locations").starts.find((entry) => entry.key === region)!.answer);

/** The answer's sentence naming a code's district and its places, in a language's words. */
function areaSentence(lang: Lang, code: string, district: number) {
  const location = contentFor(lang, "areas").postalDistricts.find((entry) => entry.district === district)!.location;
  return plainText(contentFor(lang, "locations").areaCheck.found.area, { code, district, location });
}

/** The answer's sentence naming the one region a code is in. */
function regionSentence(lang: Lang, region: keyof typeof provider.startDays) {
  const name = contentFor(lang, "areas").regions.find((entry) => entry.region === region)!.name;
  return plainText(contentFor(lang, "locations").areaCheck.found.region, { region: name });
}

/** The words of the start sentence that are set in bold, for a region. */
const startInBold = (lang: Lang, region: keyof typeof provider.startDays) =>
  contentFor(lang, "locations")
    .starts.find((entry) => entry.key === region)!
    .answer.match(/<strong>(.*?)<\/strong>/)![1];

function setup(lang: Lang = "en") {
  const page = contentFor(lang, "locations");
  const { regions, postalDistricts } = contentFor(lang, "areas");
  render(
    // The check takes its words from the page's content; the interface words are the language's own.
    <InLanguage lang={lang}>
      <AreaCheck tableId="areas" copy={page} regions={regions} districts={postalDistricts} />
    </InLanguage>,
  );
  return {
    user: userEvent.setup(),
    field: screen.getByRole("textbox", { name: page.areaCheck.label }),
    status: screen.getByRole("status"),
  };
}

describe("AreaCheck", () => {
  it("is a form with a labelled, hinted postal-code field that never submits the code", () => {
    const { field } = setup();
    expect(screen.getByRole("form", { name: copy.title })).toBeTruthy();
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("autocomplete")).toBe("postal-code");
    expect(field.getAttribute("name")).toBeNull();
    expect(field.getAttribute("aria-describedby")).toBe(screen.getByText(copy.hint).id);
  });

  it("answers a known code with the area, the region and the usual start", async () => {
    const { user, field, status } = setup();
    await user.type(field, "520 123{Enter}");
    expect(status.textContent).toContain(copy.found.served);
    expect(status.textContent).toContain(areaSentence("en", "520123", 18));
    expect(status.textContent).toContain(regionSentence("en", "east"));
    expect(status.textContent).toContain(startLine("en", "east"));
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("says how soon care can start in one sentence, with the time in bold and the sample mark inside it", async () => {
    const { user, field, status } = setup();
    await user.type(field, "730123{Enter}");
    const line = status.lastElementChild!.lastElementChild!;
    // The whole sentence is one element; the time, with its figure, is the bold part inside it.
    expect(line.textContent).toBe(startLine("en", "north"));
    expect(line.querySelectorAll("strong")).toHaveLength(1);
    expect(line.querySelector("strong")?.textContent).toBe(startInBold("en", "north"));
    expect(line.querySelector("strong")?.textContent).toContain(String(provider.startDays.north));
    cleanup();
    const zh = setup("zh");
    await zh.user.type(zh.field, "730123{Enter}");
    // Chinese punctuation and no space before the sample mark or around the figure.
    const zhLine = zh.status.lastElementChild!.lastElementChild!;
    expect(zhLine.textContent).toBe(startLine("zh", "north"));
    expect(zhLine.textContent).toContain(String(provider.startDays.north));
    expect(zhLine.textContent).not.toMatch(/[ ()]/);
  });

  it("explains a code that is not six digits, marks the field and keeps focus there", async () => {
    const { user, field, status } = setup();
    await user.type(field, "12345");
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(status.textContent).toBe(copy.formatError);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain(status.id);
    expect(document.activeElement).toBe(field);
  });

  it("says when six digits are no Singapore postal code, with a phone link", async () => {
    const { user, field, status } = setup();
    await user.type(field, "990000{Enter}");
    expect(status.textContent).toContain(copy.unknownError);
    expect(screen.getByRole("link", { name: copy.call }).getAttribute("href")).toMatch(/^tel:\+65/);
    // Corrected, the answer replaces the message and the field is no longer marked.
    await user.clear(field);
    await user.type(field, "730123{Enter}");
    expect(status.textContent).toContain(regionSentence("en", "north"));
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  // The nine sectors whose region the fact-check of 2026-11-26 corrected: the answer names each
  // one's own region, in each language.
  describe.each(langs)("in %s, for the corrected sectors", (lang) => {
    const names = Object.fromEntries(contentFor(lang, "areas").regions.map((entry) => [entry.region, entry.name]));

    it.each([
      ["119077", "central"],
      ["138632", "central"],
      ["588177", "central"],
      ["417123", "east"],
      ["455871", "east"],
      ["719026", "north"],
      ["779393", "north"], // Mandai Road: the North alone (fact-check of 2026-11-28)
    ] as const)("answers %s with the %s region", async (code, region) => {
      const { user, field, status } = setup(lang);
      await user.type(field, `${code}{Enter}`);
      expect(status.textContent).toContain(regionSentence(lang, region));
      expect(status.textContent).toContain(startLine(lang, region));
    });

    it("says sector 59 spans two regions, and gives the slower start of the two", async () => {
      const { user, field, status } = setup(lang);
      await user.type(field, "596683{Enter}");
      const words = contentFor(lang, "locations").areaCheck.found.regions;
      expect(status.textContent).toContain(
        words.replace("{sector}", "59").replace("{first}", names.central!).replace("{second}", names.west!),
      );
      expect(status.textContent).not.toContain(regionSentence(lang, "central"));
      const slower = provider.startDays.west > provider.startDays.central ? "west" : "central";
      expect(status.textContent).toContain(startLine(lang, slower));
    });
  });

  it.each(langs)("in %s, words the two-region answer as one entry, with the sector and both regions in it", async (lang) => {
    const { user, field, status } = setup(lang);
    await user.type(field, "596683{Enter}");
    const names = Object.fromEntries(contentFor(lang, "areas").regions.map((entry) => [entry.region, entry.name]));
    const sentence = plainText(contentFor(lang, "locations").areaCheck.found.regions, {
      sector: "59",
      first: names.central!,
      second: names.west!,
    });
    expect(status.textContent).toContain(sentence);
    for (const part of ["59", names.central!, names.west!]) expect(sentence).toContain(part);
  });

  it("answers in Chinese, with the district's places and the region in Chinese", async () => {
    const { user, field, status } = setup("zh");
    await user.type(field, "520123{Enter}");
    expect(status.textContent).toContain(areaSentence("zh", "520123", 18));
    expect(status.textContent).toContain(regionSentence("zh", "east"));
    expect(status.textContent).toContain(startLine("zh", "east"));
    // The places and the region are the Chinese catalog's, in Chinese characters.
    const { location } = contentFor("zh", "areas").postalDistricts.find((entry) => entry.district === 18)!;
    expect(location).toMatch(/^[\p{Script=Han}、]+$/u);
    expect(status.textContent).toContain(location);
  });
});
