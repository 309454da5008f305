/**
 * Where in Singapore a home is: the five planning regions (their planning areas are words, in
 * app/content/<lang>/areas.yaml, in the same order), and the postal districts with the postal
 * sectors (the first two digits of a postal code) in each and the region each lies in (their
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

/** One of the 28 postal districts; its general location, as the postal-district list names it, is in the words. */
export interface PostalDistrict {
  district: number;
  /** The postal sectors (first two digits of a six-digit postal code) in this district. */
  sectors: readonly number[];
  /**
   * The planning region the district lies in. Where a district spans two regions, it takes the
   * one with the longer usual start (so an answer never promises care sooner than usual), and
   * between regions with the same start, the one holding most of its homes:
   * 05 (Pasir Panjang in Queenstown, Central; Clementi, West): West.
   * 14 (Geylang, Central; Eunos and Kaki Bukit in Bedok, East): Central.
   * 15 (Katong and Marine Parade, Central; Siglap in Bedok, East): Central.
   * 20 (Bishan, Central; Ang Mo Kio, North-East): North-East.
   * 21 (Clementi Park and Ulu Pandan in Bukit Timah, Central; Hillview in Bukit Batok, West): West.
   * 24 (Lim Chu Kang, North; Tengah, West): West.
   * 26 (Upper Thomson in Bishan, Central; Lentor in Ang Mo Kio, North-East; Springleaf in Yishun, North): North.
   */
  region: Region;
}

/** The 28 postal districts, in order; their general locations are in the words, in the same order. */
export const postalDistricts = [
  { district: 1, sectors: [1, 2, 3, 4, 5, 6], region: "central" },
  { district: 2, sectors: [7, 8], region: "central" },
  { district: 3, sectors: [14, 15, 16], region: "central" },
  { district: 4, sectors: [9, 10], region: "central" },
  { district: 5, sectors: [11, 12, 13], region: "west" },
  { district: 6, sectors: [17], region: "central" },
  { district: 7, sectors: [18, 19], region: "central" },
  { district: 8, sectors: [20, 21], region: "central" },
  { district: 9, sectors: [22, 23], region: "central" },
  { district: 10, sectors: [24, 25, 26, 27], region: "central" },
  { district: 11, sectors: [28, 29, 30], region: "central" },
  { district: 12, sectors: [31, 32, 33], region: "central" },
  { district: 13, sectors: [34, 35, 36, 37], region: "central" },
  { district: 14, sectors: [38, 39, 40, 41], region: "central" },
  { district: 15, sectors: [42, 43, 44, 45], region: "central" },
  { district: 16, sectors: [46, 47, 48], region: "east" },
  { district: 17, sectors: [49, 50, 81], region: "east" },
  { district: 18, sectors: [51, 52], region: "east" },
  { district: 19, sectors: [53, 54, 55, 82], region: "north-east" },
  { district: 20, sectors: [56, 57], region: "north-east" },
  { district: 21, sectors: [58, 59], region: "west" },
  { district: 22, sectors: [60, 61, 62, 63, 64], region: "west" },
  { district: 23, sectors: [65, 66, 67, 68], region: "west" },
  { district: 24, sectors: [69, 70, 71], region: "west" },
  { district: 25, sectors: [72, 73], region: "north" },
  { district: 26, sectors: [77, 78], region: "north" },
  { district: 27, sectors: [75, 76], region: "north" },
  { district: 28, sectors: [79, 80], region: "north-east" },
] as const satisfies readonly PostalDistrict[];

export const structure = { regions, postalDistricts } as const;
