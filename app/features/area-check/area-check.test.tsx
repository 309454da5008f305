// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { provider } from "~/content/provider";
import { contentFor } from "~/i18n/content.server";
import { plainText } from "~/i18n/rich";
import { InLanguage } from "~/i18n/test-helpers";
import { AreaCheck } from "./area-check";

afterEach(cleanup);

const copy = contentFor("en", "locations").areaCheck;

/** The answer's last line for a region, as the page shows it: its sentence without its tags. */
const startLine = (lang: "en" | "zh", region: keyof typeof provider.startDays) =>
  plainText(contentFor(lang, "locations").starts.find((entry) => entry.key === region)!.answer);

function setup(lang: "en" | "zh" = "en") {
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
    expect(status.textContent).toContain("520123 is in postal district 18: Simei, Tampines, Pasir Ris.");
    expect(status.textContent).toContain("That is in the East region of Singapore.");
    expect(status.textContent).toContain(startLine("en", "east"));
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("says how soon care can start in one sentence, with the time in bold and the sample mark inside it", async () => {
    const { user, field, status } = setup();
    await user.type(field, "730123{Enter}");
    const line = status.lastElementChild!.lastElementChild!;
    expect(line.textContent).toBe(
      `How soon care can usually start: within ${provider.startDays.north} working days${provider.samples ? " (example)" : ""}`,
    );
    expect(line.querySelector("strong")?.textContent).toBe(`within ${provider.startDays.north} working days`);
    cleanup();
    const zh = setup("zh");
    await zh.user.type(zh.field, "730123{Enter}");
    // Chinese punctuation and no space before the sample mark or around the figure.
    expect(zh.status.lastElementChild!.lastElementChild!.textContent).toBe(
      `护理通常可在${provider.startDays.north}个工作日内开始${provider.samples ? "（示例）" : ""}`,
    );
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
    expect(screen.getByRole("link", { name: /^Call \+65 / }).getAttribute("href")).toMatch(/^tel:\+65/);
    // Corrected, the answer replaces the message and the field is no longer marked.
    await user.clear(field);
    await user.type(field, "730123{Enter}");
    expect(status.textContent).toContain("North region");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  // The nine sectors whose region the fact-check of 2026-11-26 corrected: the answer names each
  // one's own region, in each language.
  describe.each([
    ["en", (region: string) => `That is in the ${region} region of Singapore.`],
    ["zh", (region: string) => `这个地区属于新加坡${region}。`],
  ] as const)("in %s, for the corrected sectors", (lang, regionSentence) => {
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
      expect(status.textContent).toContain(regionSentence(names[region]!));
      expect(status.textContent).toContain(startLine(lang, region));
    });

    it("says sector 59 spans two regions, and gives the slower start of the two", async () => {
      const { user, field, status } = setup(lang);
      await user.type(field, "596683{Enter}");
      const words = contentFor(lang, "locations").areaCheck.found.regions;
      expect(status.textContent).toContain(
        words.replace("{sector}", "59").replace("{first}", names.central!).replace("{second}", names.west!),
      );
      expect(status.textContent).not.toContain(regionSentence(names.central!));
      const slower = provider.startDays.west > provider.startDays.central ? "west" : "central";
      expect(status.textContent).toContain(startLine(lang, slower));
    });
  });

  it("words the two-region answer plainly, in each language", async () => {
    const { user, field, status } = setup("en");
    await user.type(field, "596683{Enter}");
    expect(status.textContent).toContain(
      "Postal codes starting with 59 cover homes in two regions of Singapore: Central and West. Below, we show the longer wait of the two.",
    );
    cleanup();
    const zh = setup("zh");
    await zh.user.type(zh.field, "596683{Enter}");
    expect(zh.status.textContent).toContain(
      "邮区号码以59开头的住家，分布在新加坡两个区域：中区和西部。下面的开始时间，以两个区域中较慢的一个为准。",
    );
  });

  it("answers in Chinese, with the district's places and the region in Chinese", async () => {
    const { user, field, status } = setup("zh");
    await user.type(field, "520123{Enter}");
    expect(status.textContent).toContain("520123位于第18邮区：四美、淡滨尼、巴西立。");
    expect(status.textContent).toContain("这个地区属于新加坡东部。");
    expect(status.textContent).toContain(`护理通常可在${provider.startDays.east}个工作日内开始${provider.samples ? "（示例）" : ""}`);
  });
});
