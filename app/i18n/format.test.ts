/**
 * Figures and days written by each language's rules (languages.ts), not by a component: Chinese
 * counts in 万 and names days in full; English groups in thousands and shortens days in a list.
 */
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { writeNumber } from "./compose.server";
import { formatTime, hoursLine } from "./format";

describe("a plain figure", () => {
  it("is grouped in thousands in English", () => {
    expect([writeNumber(78_204, "en"), writeNumber(900_000, "en"), writeNumber(87_200, "en")]).toEqual(["78,204", "900,000", "87,200"]);
  });

  it("is counted in 万 in Chinese, an exact five-digit figure as the press writes it", () => {
    expect([writeNumber(900_000, "zh"), writeNumber(87_200, "zh"), writeNumber(78_204, "zh")]).toEqual(["90万", "8.72万", "7万8204"]);
    // A rest under 1,000 would need 零: grouped instead. Small figures stay as they are.
    expect([writeNumber(70_204, "zh"), writeNumber(4_800, "zh")]).toEqual(["70,204", "4,800"]);
  });
});

describe("days in a short list of hours", () => {
  const words = {
    range: "{from} - {to}",
    listRange: "{from}-{to}",
    withHolidays: "{days}",
    closed: "-",
    listEntry: "{days} {times}",
    listSeparator: ", ",
  };

  it("are shortened in English, as the specification writes the support hours", () => {
    expect(hoursLine(site.supportHours, "en", words)).toBe("Mon-Fri 9AM-6PM, Sat 9AM-4PM");
  });

  it("are named in full in Chinese (星期一, never 周一), as on every other page", () => {
    const line = hoursLine(site.supportHours, "zh", {
      ...words,
      listRange: "{from}至{to}",
      listEntry: "{days}{times}",
      listSeparator: "，",
    });
    expect(line).toContain("星期一至星期五");
    expect(line).not.toContain("周");
  });
});

describe("a clock time", () => {
  it("names the part of the day in Malay, with a full stop between the hour and its minutes, as Berita Harian writes it", () => {
    expect(["06:00", "12:00", "18:30"].map((time) => formatTime(time, "ms"))).toEqual(["6.00 pagi", "12.00 tengah hari", "6.30 petang"]);
  });

  it("keeps the colon where the language writes one", () => {
    expect(formatTime("08:00", "en")).toBe("8:00 AM");
    expect(formatTime("08:00", "zh")).toMatch(/^\D*8:00$/u);
  });
});
