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
    const sectors = postalDistricts.flatMap((entry) => entry.sectors);
    expect(sectors.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 82 }, (_, index) => index + 1).filter((n) => n !== 74));
  });

  it("each lie in one of the five regions", () => {
    const known = new Set<string>(regions.map((entry) => entry.region));
    for (const entry of postalDistricts) expect(known.has(entry.region), `district ${entry.district}`).toBe(true);
  });

  it.each(["en", "zh"] as const)("each have a general location in %s", (lang) => {
    const named = contentFor(lang, "areas").postalDistricts;
    expect(named.map((entry) => entry.district)).toEqual(postalDistricts.map((entry) => entry.district));
    for (const entry of named) expect(entry.location.trim().length, `district ${entry.district}`).toBeGreaterThan(0);
  });
});
