import { describe, expect, it } from "vitest";
import { postalDistricts, regionName, regions } from "./areas";
import { provider } from "./provider";

describe("regions", () => {
  it("are URA's five, each with a usual start time", () => {
    expect(regions.map((entry) => entry.name)).toEqual(["Central", "East", "North", "North-East", "West"]);
    expect(regions.map((entry) => entry.region).toSorted()).toEqual(Object.keys(provider.startDays).toSorted());
  });

  it("hold the Master Plan's 55 planning areas, each once", () => {
    const all = regions.flatMap((entry) => [...entry.areas, ...entry.askUs]);
    expect(all).toHaveLength(55);
    expect(new Set(all).size).toBe(55);
    expect(regions.map((entry) => entry.areas.length + entry.askUs.length)).toEqual([22, 6, 8, 7, 12]);
  });

  it("list the areas with few or no homes as 'ask us'", () => {
    const askUs = regions.flatMap((entry) => entry.askUs);
    for (const area of ["Western Water Catchment", "Central Water Catchment", "Tuas", "Western Islands", "Changi Bay", "Simpang"])
      expect(askUs).toContain(area);
    // Towns with homes are never "ask us", the newest included.
    for (const area of ["Tampines", "Woodlands", "Orchard", "Tengah", "Punggol"]) expect(askUs).not.toContain(area);
  });

  it("read their names from the region ids", () => {
    expect(regionName("north-east")).toBe("North-East");
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
});
