/**
 * Where in Singapore a home is: the five planning regions (their planning areas are words, in
 * app/content/<lang>/areas.yaml, in the same order), and the postal districts with the postal
 * sectors (the first two digits of a postal code) in each and the region each sector lies in (their
 * general locations are words too). The postal-code check on /locations and the table of areas
 * read it, and nothing else does, so it ships only with that page.
 *
 * Planning areas and regions: the Urban Redevelopment Authority's Master Plan 2019 (gazetted
 * 27 November 2019: https://www.ura.gov.sg/uol/Corporate/Planning/Master-Plan/Introduction), 55
 * planning areas in five regions. The names and their regions are checked against SgWiki's list of
 * planning areas by region (https://sgwiki.com/wiki/Paya_Lebar, "Planning Areas") and Wikipedia's
 * "Planning areas of Singapore" (https://en.wikipedia.org/wiki/Urban_planning_areas_in_Singapore),
 * read 2026-11-23.
 *
 * Postal districts and sectors: the table of the 28 postal districts, with their sectors and
 * general locations, in Wikipedia's "Postal codes in Singapore"
 * (https://en.wikipedia.org/wiki/Postal_codes_in_Singapore), read 2026-11-23. The original is
 * URA's "List of Postal Districts"; check against it when updating. Sectors 01 to 82 are in use
 * except 74; 00 and 83 to 99 are not in use.
 *
 * The Chinese names (zh/areas.yaml) are the ones Singapore uses: the Chinese names of the MRT
 * stations, the names Lianhe Zaobao prints, and the Chinese transcriptions given on the Wikipedia
 * pages of the planning areas and regions (stored copies, read 2026-11-25). A few small estates and
 * roads with no Chinese name found on any such page keep their English names (Ardmore, Amber Road,
 * Eastwood, Kew Drive, Penjuru, Dairy Farm, Senoko), as on the street signs.
 */
import type { Region } from "./provider";

/**
 * The regions of the planning map, in the table's order. Each region's words are its name as
 * people say it ("North-East"), its planning areas with homes (care comes to them as a matter of
 * course), and under `askUs` its planning areas with few or no homes, listed as "ask us" because a
 * visit there is arranged case by case. Those are chosen by what the land is used for: reservoirs
 * and their forest, airbases and the airport's land, the port and industrial estates, farmland,
 * new land not yet built on, and the outer islands. They are among the least-populated planning
 * areas in the Department of Statistics' resident counts (the West's five, for example, had 0 to
 * 900 residents each in 2015, against 84,000 to 273,000 in its towns: Wikipedia, "West Region,
 * Singapore", https://en.wikipedia.org/wiki/West_Region,_Singapore, read 2026-11-23).
 */
export const regions = [
  { region: "central" },
  { region: "east" },
  { region: "north" },
  { region: "north-east" },
  // Tengah, among its planning areas, is Singapore's newest town: its first flats were handed over from 2022.
  { region: "west" },
] as const satisfies readonly { region: Region }[];

/**
 * A postal sector (the first two digits of a six-digit postal code) and the planning region its
 * homes lie in, or, for a sector whose homes lie in two regions, both.
 */
export interface PostalSector {
  sector: number;
  regions: readonly [Region] | readonly [Region, Region];
}

/** One of the 28 postal districts; its general location, as the postal-district list names it, is in the words. */
export interface PostalDistrict {
  district: number;
  /** The postal sectors in this district, each with its region or regions. */
  sectors: readonly PostalSector[];
}

/** A sector and its region, sector(11, "central"); or a sector across two regions, sector(77, "central", "north-east"). */
const sector = (number: number, ...lying: readonly [Region] | readonly [Region, Region]): PostalSector => ({
  sector: number,
  regions: lying,
});

/**
 * The 28 postal districts, in order; their general locations are in the words, in the same order.
 *
 * Each sector answers with the URA region its homes are in, not its district's: seven districts
 * span two regions, and a district's region would be wrong for some of its sectors. The sectors
 * whose region differs from their neighbours', checked by the fact-check of 2026-11-26 against
 * well-known addresses and the planning areas around them:
 * 11 (NUS, Kent Ridge, Pasir Panjang) and 13 (one-north, Dover): Queenstown, Central; 12
 * (Clementi): West. 41 (Kaki Bukit, Kembangan) and 45 (Siglap): Bedok, East. 57 (Bishan):
 * Central; 56 (Ang Mo Kio): North-East. 58 (Beauty World) and 59 (Clementi Park, Ulu Pandan):
 * Bukit Timah, Central. 71 (Kranji countryside): Lim Chu Kang, North. 77 (Upper Thomson in
 * Bishan, Central; the Tagore estates in Ang Mo Kio, North-East) and 78 (Springleaf in Yishun,
 * North; the Lentor homes in Ang Mo Kio, North-East) span two regions each.
 * Sources, as the fact-check quotes them: SgWiki, Queenstown
 * (https://sgwiki.com/index.php?title=Queenstown&oldid=427386) and Bishan
 * (https://sgwiki.com/index.php?title=Bishan&oldid=427941); Wikipedia, Beauty World Centre
 * (https://en.wikipedia.org/wiki/Beauty_World_Centre). Read 2026-11-26: the URA Draft Master Plan
 * 2013 annex on the five regions (copy at https://docslib.org/doc/4937104: Lim Chu Kang is in the
 * North Region) and EdgeProp, "Heartland living: Lentor"
 * (https://edgeprop.sg/amp/property-news/heartland-living-lentor-%E2%80%94-where-familiar-meets-future:
 * Lentor is the Tagore subzone of Ang Mo Kio, in the North-East Region).
 * Where a sector spans two regions, the postal-code check says so and gives the slower usual start
 * of the two (area-check/lookup.ts), so it never promises care sooner than usual.
 */
export const postalDistricts = [
  { district: 1, sectors: [1, 2, 3, 4, 5, 6].map((number) => sector(number, "central")) },
  { district: 2, sectors: [sector(7, "central"), sector(8, "central")] },
  { district: 3, sectors: [sector(14, "central"), sector(15, "central"), sector(16, "central")] },
  { district: 4, sectors: [sector(9, "central"), sector(10, "central")] },
  { district: 5, sectors: [sector(11, "central"), sector(12, "west"), sector(13, "central")] },
  { district: 6, sectors: [sector(17, "central")] },
  { district: 7, sectors: [sector(18, "central"), sector(19, "central")] },
  { district: 8, sectors: [sector(20, "central"), sector(21, "central")] },
  { district: 9, sectors: [sector(22, "central"), sector(23, "central")] },
  { district: 10, sectors: [24, 25, 26, 27].map((number) => sector(number, "central")) },
  { district: 11, sectors: [sector(28, "central"), sector(29, "central"), sector(30, "central")] },
  { district: 12, sectors: [sector(31, "central"), sector(32, "central"), sector(33, "central")] },
  { district: 13, sectors: [34, 35, 36, 37].map((number) => sector(number, "central")) },
  { district: 14, sectors: [sector(38, "central"), sector(39, "central"), sector(40, "central"), sector(41, "east")] },
  { district: 15, sectors: [sector(42, "central"), sector(43, "central"), sector(44, "central"), sector(45, "east")] },
  { district: 16, sectors: [sector(46, "east"), sector(47, "east"), sector(48, "east")] },
  { district: 17, sectors: [sector(49, "east"), sector(50, "east"), sector(81, "east")] },
  { district: 18, sectors: [sector(51, "east"), sector(52, "east")] },
  { district: 19, sectors: [53, 54, 55, 82].map((number) => sector(number, "north-east")) },
  { district: 20, sectors: [sector(56, "north-east"), sector(57, "central")] },
  { district: 21, sectors: [sector(58, "central"), sector(59, "central")] },
  { district: 22, sectors: [60, 61, 62, 63, 64].map((number) => sector(number, "west")) },
  { district: 23, sectors: [65, 66, 67, 68].map((number) => sector(number, "west")) },
  { district: 24, sectors: [sector(69, "west"), sector(70, "west"), sector(71, "north")] },
  { district: 25, sectors: [sector(72, "north"), sector(73, "north")] },
  { district: 26, sectors: [sector(77, "central", "north-east"), sector(78, "north", "north-east")] },
  { district: 27, sectors: [sector(75, "north"), sector(76, "north")] },
  { district: 28, sectors: [sector(79, "north-east"), sector(80, "north-east")] },
] as const satisfies readonly PostalDistrict[];

export const structure = { regions, postalDistricts } as const;
