import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { postalDistricts, regions } from "./areas";
import { sectorSources } from "./areas.sources";
import { provider } from "./provider";
import { type Lang, langs } from "~/i18n/languages";

/** Each region's name in a language, by its id. */
const regionNames = (lang: Lang) => Object.fromEntries(contentFor(lang, "areas").regions.map((entry) => [entry.region, entry.name]));

describe("regions", () => {
  it("are URA's five, each with a usual start time", () => {
    expect(contentFor("en", "areas").regions.map((entry) => entry.name)).toEqual(["Central", "East", "North", "North-East", "West"]);
    expect(regions.map((entry) => entry.region).toSorted()).toEqual(Object.keys(provider.startDays).toSorted());
  });

  it.each(langs)("hold the Master Plan's 55 planning areas, each once, in %s", (lang) => {
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

  it.each(langs)("each have a general location in %s", (lang) => {
    const named = contentFor(lang, "areas").postalDistricts;
    expect(named.map((entry) => entry.district)).toEqual(postalDistricts.map((entry) => entry.district));
    for (const entry of named) expect(entry.location.trim().length, `district ${entry.district}`).toBeGreaterThan(0);
  });
});

/** The region or regions a postal sector lies in. */
const regionsOf = (number: number) => postalDistricts.flatMap((entry) => entry.sectors).find((sector) => sector.sector === number)?.regions;

/** The region of each planning area, by its key, from the regions' own lists. */
const regionOfArea = new Map<string, string>(
  regions.flatMap((entry) => [...entry.areas.$keys, ...entry.askUs.$keys].map((area) => [area, entry.region] as const)),
);

describe("postal sectors", () => {
  const inUse = Array.from({ length: 82 }, (_, index) => index + 1).filter((n) => n !== 74);

  it("each have their planning areas and a source in areas.sources.ts, and nothing else does", () => {
    expect(
      Object.keys(sectorSources)
        .map(Number)
        .toSorted((a, b) => a - b),
    ).toEqual(inUse);
    for (const [sector, { areas, source }] of Object.entries(sectorSources)) {
      expect(areas.length, `sector ${sector}`).toBeGreaterThan(0);
      expect(source.trim().length, `sector ${sector}`).toBeGreaterThan(0);
      for (const area of areas) expect(regionOfArea.has(area), `sector ${sector}: ${area}`).toBe(true);
    }
  });

  // Every answer is exactly the regions of the planning areas its homes were found in: a region
  // the sources do not show is never promised, and one they show is never left out.
  it.each(inUse)("%i answers the regions of the planning areas its sources name", (sector) => {
    const expected = new Set(sectorSources[sector]!.areas.map((area) => regionOfArea.get(area)));
    expect(new Set(regionsOf(sector))).toEqual(expected);
  });

  // The fact-check of 2026-11-28: 59 spans Bukit Timah and Clementi; 77's addresses are in the
  // North; 57 takes in the Sembawang Hills estate of Ang Mo Kio.
  it.each([
    [59, ["central", "west"]], // Bukit Timah; Toh Tuck and Sunset Way, Clementi
    [77, ["north"]], // Mandai Road, lower Sembawang Road
    [57, ["central", "north-east"]], // Bishan; Sembawang Hills, Ang Mo Kio
  ] as const)("%i lies in %j", (number, expected) => {
    expect(regionsOf(number)).toEqual(expected);
  });

  // The nine sectors the fact-check of 2026-11-26 found answered with their district's region
  // rather than their own keep their own.
  it.each([
    [11, ["central"]], // NUS, Kent Ridge, Pasir Panjang: Queenstown
    [13, ["central"]], // one-north, Dover: Queenstown
    [58, ["central"]], // Beauty World: Bukit Timah
    [41, ["east"]], // Kaki Bukit, Kembangan: Bedok
    [45, ["east"]], // Siglap: Bedok
    [71, ["north"]], // Kranji countryside: Lim Chu Kang
  ] as const)("%i still lies in %j", (number, expected) => {
    expect(regionsOf(number)).toEqual(expected);
  });

  it("span two regions only where the sources find homes in two", () => {
    const mixed = postalDistricts
      .flatMap((entry) => entry.sectors)
      .filter((sector) => sector.regions.length === 2)
      .map((sector) => sector.sector);
    expect(mixed.toSorted((a, b) => a - b)).toEqual([42, 44, 53, 57, 59, 78]);
  });

  it("keep the district's region where the fact-check found it right", () => {
    expect(regionsOf(12)).toEqual(["west"]); // Clementi
    expect(regionsOf(56)).toEqual(["north-east"]); // Ang Mo Kio
    expect(regionsOf(40)).toEqual(["central"]); // Geylang
    expect(regionsOf(69)).toEqual(["west"]); // Tengah
  });
});
