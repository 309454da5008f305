import { describe, expect, it } from "vitest";
import { regions } from "~/content/areas";
import { provider } from "~/content/provider";
import { contentFor } from "~/i18n/content.server";
import { districtOf, lookUpPostalCode } from "./lookup";

/** Postal sectors in use: 01 to 82, except 74, which was never given out. */
const sectorsInUse = Array.from({ length: 82 }, (_, index) => index + 1).filter((sector) => sector !== 74);

describe("lookUpPostalCode", () => {
  it("finds a district, an area and a region for every sector in use", () => {
    expect(sectorsInUse).toHaveLength(81);
    for (const sector of sectorsInUse) {
      const answer = lookUpPostalCode(`${String(sector).padStart(2, "0")}1234`);
      expect(answer.kind, `sector ${sector}`).toBe("found");
      if (answer.kind !== "found") continue;
      expect(answer.district).toBeGreaterThanOrEqual(1);
      expect(answer.district).toBeLessThanOrEqual(28);
      expect(regions.map((entry) => entry.region)).toContain(answer.region); // a region the table names
      expect(answer.startDays).toBe(provider.startDays[answer.region]);
    }
  });

  it.each([
    ["520123", 18, "Simei, Tampines, Pasir Ris", "east"], // a Tampines flat
    ["730123", 25, "Kranji, Woodgrove, Woodlands", "north"], // a Woodlands flat
    ["238858", 9, "Orchard, Cairnhill, River Valley", "central"], // 277 Orchard Road
  ] as const)("%s is in district %i (%s), %s region", (code, district, location, region) => {
    expect(lookUpPostalCode(code)).toEqual({
      kind: "found",
      code,
      district,
      region,
      startDays: provider.startDays[region],
    });
    expect(contentFor("en", "areas").postalDistricts.find((entry) => entry.district === district)?.location).toBe(location);
  });

  it.each(["12345", "1234567", "abcdef", "52012a", "520-123", "", "   ", "S520123"])("refuses %j: not six digits", (input) => {
    expect(lookUpPostalCode(input)).toEqual({ kind: "format" });
  });

  it.each(["000000", "740123", "830000", "990000"])("refuses %s: six digits, but no such sector", (input) => {
    expect(lookUpPostalCode(input)).toEqual({ kind: "unknown" });
  });

  // Spaces in it or around it are dropped, as people copy a code from a letter.
  it.each(["520 123", " 52 0123", "520123 ", "5 2 0 1 2 3", "520\u00a0123"])("accepts %j as 520123", (input) => {
    expect(lookUpPostalCode(input)).toMatchObject({ kind: "found", code: "520123", district: 18 });
  });

  // What Chinese input methods type in full-width mode: digits and spaces of their own.
  it.each(["５２０１２３", "５２０　１２３", "520１２３", "\u3000５２０１２３\u3000"])("accepts the full-width %j as 520123", (input) => {
    expect(lookUpPostalCode(input)).toMatchObject({ kind: "found", code: "520123", district: 18 });
  });

  it.each(["٥٢٠١٢٣", "五二〇一二三", "５２０１２"])("still refuses %j, which is not six digits once read as NFKC", (input) => {
    expect(lookUpPostalCode(input)).toEqual({ kind: "format" });
  });
});

describe("districtOf", () => {
  it("knows no sector outside 01 to 82, nor 74", () => {
    for (const sector of [0, 74, 83, 99]) expect(districtOf(sector), `sector ${sector}`).toBeUndefined();
  });
});
