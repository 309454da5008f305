import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { postalDistricts, regions } from "./areas";
import { provider } from "./provider";

/** Each region's name in a language, by its id. */
const regionNames = (lang: "en" | "zh") => Object.fromEntries(contentFor(lang, "areas").regions.map((entry) => [entry.region, entry.name]));

describe("regions", () => {
  it("are URA's five, each with a usual start time", () => {
    expect(contentFor("en", "areas").regions.map((entry) => entry.name)).toEqual(["Central", "East", "North", "North-East", "West"]);
    expect(regions.map((entry) => entry.region).toSorted()).toEqual(Object.keys(provider.startDays).toSorted());
  });

  it.each(["en", "zh"] as const)("hold the Master Plan's 55 planning areas, each once, in %s", (lang) => {
    const named = contentFor(lang, "areas").regions;
    const all = named.flatMap((entry) => [...entry.areas, ...entry.askUs]);
    expect(all).toHaveLength(55);
    expect(new Set(all).size).toBe(55);
    expect(named.map((entry) => entry.areas.length + entry.askUs.length)).toEqual([22, 6, 8, 7, 12]);
  });

  it("list the areas with few or no homes as 'ask us'", () => {
    const askUs: string[] = contentFor("en", "areas").regions.flatMap((entry) => entry.askUs);
    for (const area of ["Western Water Catchment", "Central Water Catchment", "Tuas", "Western Islands", "Changi Bay", "Simpang"])
      expect(askUs).toContain(area);
    // Towns with homes are never "ask us", the newest included.
    for (const area of ["Tampines", "Woodlands", "Orchard", "Tengah", "Punggol"]) expect(askUs).not.toContain(area);
  });

  it("are named in each language, in the structure's order", () => {
    expect(regionNames("en")["north-east"]).toBe("North-East");
    expect(regionNames("zh")["north-east"]).toBe("东北部");
  });
});

describe("postal districts", () => {
  it("are the 28 districts, in order", () => {
    expect(postalDistricts.map((entry) => entry.district)).toEqual(Array.from({ length: 28 }, (_, index) => index + 1));
  });

  it("share out sectors 01 to 82 but 74, each sector to one district", () => {
    const sectors = postalDistricts.flatMap((entry) => entry.sectors.map((sector) => sector.sector));
    expect(sectors.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 82 }, (_, index) => index + 1).filter((n) => n !== 74));
  });

  it("put each sector in one of the five regions, or in two different ones", () => {
    const known = new Set<string>(regions.map((entry) => entry.region));
    for (const { sector, regions: lying } of postalDistricts.flatMap((entry) => entry.sectors)) {
      expect(lying.length, `sector ${sector}`).toBeGreaterThanOrEqual(1);
      expect(new Set(lying).size, `sector ${sector}`).toBe(lying.length);
      for (const region of lying) expect(known.has(region), `sector ${sector}`).toBe(true);
    }
  });

  it.each(["en", "zh"] as const)("each have a general location in %s", (lang) => {
    const named = contentFor(lang, "areas").postalDistricts;
    expect(named.map((entry) => entry.district)).toEqual(postalDistricts.map((entry) => entry.district));
    for (const entry of named) expect(entry.location.trim().length, `district ${entry.district}`).toBeGreaterThan(0);
  });
});

/** The region or regions a postal sector lies in. */
const regionsOf = (number: number) => postalDistricts.flatMap((entry) => entry.sectors).find((sector) => sector.sector === number)?.regions;

describe("postal sectors", () => {
  // The nine sectors the fact-check of 2026-11-26 found answered with their district's region
  // rather than their own: each now has its URA region.
  it.each([
    [11, ["central"]], // NUS, Kent Ridge, Pasir Panjang: Queenstown
    [13, ["central"]], // one-north, Dover: Queenstown
    [57, ["central"]], // Bishan
    [58, ["central"]], // Beauty World: Bukit Timah
    [59, ["central"]], // Clementi Park, Ulu Pandan: Bukit Timah
    [41, ["east"]], // Kaki Bukit, Kembangan: Bedok
    [45, ["east"]], // Siglap: Bedok
    [71, ["north"]], // Kranji countryside: Lim Chu Kang
    [77, ["central", "north-east"]], // Upper Thomson in Bishan; the Tagore estates in Ang Mo Kio
  ] as const)("%i lies in %j", (number, expected) => {
    expect(regionsOf(number)).toEqual(expected);
  });

  it("span two regions only at 77 and 78, where the Lentor and Tagore homes of Ang Mo Kio meet Bishan and Yishun", () => {
    const mixed = postalDistricts.flatMap((entry) => entry.sectors).filter((sector) => sector.regions.length === 2);
    expect(mixed).toEqual([
      { sector: 77, regions: ["central", "north-east"] },
      { sector: 78, regions: ["north", "north-east"] },
    ]);
  });

  it("keep the district's region where the fact-check found it right", () => {
    expect(regionsOf(12)).toEqual(["west"]); // Clementi
    expect(regionsOf(56)).toEqual(["north-east"]); // Ang Mo Kio
    expect(regionsOf(40)).toEqual(["central"]); // Geylang
    expect(regionsOf(44)).toEqual(["central"]); // Marine Parade
    expect(regionsOf(69)).toEqual(["west"]); // Tengah
  });
});
