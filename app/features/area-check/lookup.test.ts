import { afterEach, describe, expect, it, vi } from "vitest";
import { regions } from "~/content/areas";
import { provider } from "~/content/provider";
import { contentFor } from "~/i18n/content.server";
import { districtOf, lookUpPostalCode, slowestRegion, slowestStart } from "./lookup";

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
      for (const region of answer.regions) expect(regions.map((entry) => entry.region)).toContain(region); // regions the table names
      expect(answer.sector).toBe(String(sector).padStart(2, "0"));
      // Never sooner than any region the sector lies in, and the start of the region it names.
      expect(answer.startDays).toBe(Math.max(...answer.regions.map((region) => provider.startDays[region])));
      expect(answer.regions).toContain(answer.startRegion);
      expect(answer.startDays).toBe(provider.startDays[answer.startRegion]);
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
      sector: code.slice(0, 2),
      district,
      regions: [region],
      startRegion: region,
      startDays: provider.startDays[region],
    });
    expect(contentFor("en", "areas").postalDistricts.find((entry) => entry.district === district)?.location).toBe(location);
  });

  // The nine sectors the fact-check of 2026-11-26 found answered with their district's region,
  // each with a well-known address in it: each answers its URA region, and its region's start.
  it.each([
    ["119077", 5, "central"], // NUS, 21 Lower Kent Ridge Road: Queenstown
    ["138632", 5, "central"], // 1 Fusionopolis Way, one-north: Queenstown
    ["588177", 21, "central"], // Beauty World Centre, 144 Upper Bukit Timah Road: Bukit Timah
    ["417123", 14, "east"], // Kaki Bukit and Kembangan: Bedok
    ["455871", 15, "east"], // Siglap Centre, 55 Siglap Road: Bedok
    ["719026", 24, "north"], // 100 Neo Tiew Road, the Kranji countryside: Lim Chu Kang
  ] as const)("%s (district %i) is in the %s region, with that region's usual start", (code, district, region) => {
    expect(lookUpPostalCode(code)).toMatchObject({ district, regions: [region], startDays: provider.startDays[region] });
  });

  it("answers a sector across two regions with both, and the slower start of the two", () => {
    // Bukit Timah (Central) and, at Toh Tuck and Sunset Way, Clementi (West).
    expect(lookUpPostalCode("596683")).toEqual({
      kind: "found",
      code: "596683",
      sector: "59",
      district: 21,
      regions: ["central", "west"],
      startRegion: provider.startDays.west > provider.startDays.central ? "west" : "central",
      startDays: Math.max(provider.startDays.central, provider.startDays.west),
    });
    // Springleaf (Yishun, North) and Lentor (Ang Mo Kio, North-East).
    expect(lookUpPostalCode("787431")).toMatchObject({
      regions: ["north", "north-east"],
      startDays: Math.max(provider.startDays.north, provider.startDays["north-east"]),
    });
    // Bishan (Central) and the Sembawang Hills estate (Ang Mo Kio, North-East).
    expect(lookUpPostalCode("577546")).toMatchObject({ district: 20, regions: ["central", "north-east"] });
  });

  // Mandai Road and lower Sembawang Road: the North only.
  it("answers 77 with the North alone", () => {
    expect(lookUpPostalCode("779393")).toMatchObject({
      district: 26,
      regions: ["north"],
      startRegion: "north",
      startDays: provider.startDays.north,
    });
  });

  it.each(["12345", "1234567", "abcdef", "52012a", "", "   ", "S520123", "520.123", "520/123", "520_123", "--"])(
    "refuses %j: not six digits",
    (input) => {
      expect(lookUpPostalCode(input)).toEqual({ kind: "format" });
    },
  );

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

  // Dashes, as a code is sometimes written or pasted: ASCII, full-width, typographic and minus.
  it.each([
    "520-123",
    "５２０-１２３",
    "５２０－１２３",
    "520\u2010123",
    "520\u2011123",
    "520\u2013123",
    "520 \u2014 123",
    "520\u2212123",
    "52-01-23",
  ])("accepts %j, with dashes between the digits, as 520123", (input) => {
    expect(lookUpPostalCode(input)).toMatchObject({ kind: "found", code: "520123", district: 18 });
  });

  // Invisible characters that copied text carries.
  it.each(["520\u200b123", "\ufeff520123", "520\u00ad123", "520\u2060123", "520\t123"])(
    "accepts %j, with an invisible separator, as 520123",
    (input) => {
      expect(lookUpPostalCode(input)).toMatchObject({ kind: "found", code: "520123" });
    },
  );

  // Every script's decimal digits are the digits they stand for; the code comes back in ASCII.
  it.each([
    ["٥٢٠١٢٣", "Arabic-Indic"],
    ["۵۲۰۱۲۳", "Persian"],
    ["५२०१२३", "Devanagari"],
    ["๕๒๐๑๒๓", "Thai"],
    ["௫௨௦௧௨௩", "Tamil"],
    ["٥٢٠-١٢٣", "Arabic-Indic, with a dash"],
    ["𝟓𝟐𝟎𝟏𝟐𝟑", "mathematical bold"],
    ["𝟻𝟸𝟶𝟷𝟸𝟹", "mathematical monospace, the last of five runs of ten"],
    ["5٢0１२๓", "mixed"],
  ])("accepts %j (%s) as 520123", (input) => {
    expect(lookUpPostalCode(input)).toMatchObject({ kind: "found", code: "520123", sector: "52", district: 18 });
  });

  it("reads every digit of a script as its own value, zero to nine", () => {
    for (const zero of ["0", "０", "٠", "۰", "०", "০", "๐", "௦", "𝟎", "𝟶"]) {
      const digits = Array.from({ length: 10 }, (_, value) => String.fromCodePoint(zero.codePointAt(0)! + value));
      // "01" + the digit, then "234": sector 01 for every one of them.
      for (const [value, digit] of digits.entries()) {
        expect(lookUpPostalCode(`${digits[0]}${digits[1]}${digit}234`), `${zero} + ${value}`).toMatchObject({ code: `01${value}234` });
      }
    }
  });

  it.each([
    "五二〇一二三", // Chinese numerals are words, not digits
    "５２０１２", // five digits
    "٥٢٠١٢٣٤", // seven digits
    "①②③④⑤⑥", // circled figures are not decimal digits
    "520¹²³", // nor are superscripts
    "520-12a",
    "５２０-１２Ａ",
  ])("still refuses %j: not six decimal digits", (input) => {
    expect(lookUpPostalCode(input)).toEqual({ kind: "format" });
  });

  it("refuses a six-digit code in another script whose sector is not in use", () => {
    expect(lookUpPostalCode("٩٩٠٠٠٠")).toEqual({ kind: "unknown" });
  });
});

describe("districtOf", () => {
  it("knows no sector outside 01 to 82, nor 74", () => {
    for (const sector of [0, 74, 83, 99]) expect(districtOf(sector), `sector ${sector}`).toBeUndefined();
  });
});

describe("a sector across two regions, when their start times differ", () => {
  afterEach(() => {
    vi.doUnmock("~/content/provider");
    vi.resetModules();
  });

  it.each([
    [{ central: 4, "north-east": 2 }, 4],
    [{ central: 2, "north-east": 5 }, 5],
  ])("gives the slower start: %j for sector 57 is %i working days", async (starts, expected) => {
    vi.resetModules();
    vi.doMock("~/content/provider", async (importOriginal) => {
      const actual = await importOriginal<typeof import("~/content/provider")>();
      return { ...actual, provider: { ...actual.provider, startDays: { ...actual.provider.startDays, ...starts } } };
    });
    const { lookUpPostalCode: lookUp } = await import("./lookup");
    expect(lookUp("577546")).toMatchObject({ regions: ["central", "north-east"], startDays: expected });
  });
});

describe("slowestRegion", () => {
  it("names the region where care starts later, or the first when they are level", () => {
    const later = provider.startDays.north > provider.startDays.central ? "north" : "central";
    expect(slowestRegion(["north", "central"])).toBe(later);
    expect(slowestRegion(["central", "north"])).toBe(later);
    expect(slowestRegion(["central", "east"])).toBe(provider.startDays.east > provider.startDays.central ? "east" : "central");
    expect(slowestRegion(["west"])).toBe("west");
  });
});

describe("slowestStart", () => {
  it("takes the slower of two regions' usual starts, whichever order they come in", () => {
    const slower = Math.max(provider.startDays.north, provider.startDays.central);
    expect(slowestStart(["north", "central"])).toBe(slower);
    expect(slowestStart(["central", "north"])).toBe(slower);
    expect(slowestStart(["east"])).toBe(provider.startDays.east);
  });
});
