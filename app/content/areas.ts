/**
 * Where in Singapore a home is: the five planning regions with their planning areas (each area by
 * the key that names it in app/content/<lang>/areas.yaml), and the postal districts with the postal
 * sectors (the first two digits of a postal code) in each and the region each sector lies in (their
 * general locations are words too, by district number). The postal-code check on /locations and the table of areas
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
import { type Keys, keys } from "~/i18n/markers";
import type { Region } from "./provider";

/**
 * A region of the planning map: its id, which also names its words in the catalogs, and its
 * planning areas, each by the key of its name: those with homes, then those to ask us about.
 */
/* @__NO_SIDE_EFFECTS__ */
function region<const R extends Region, const A extends readonly string[], const U extends readonly string[]>(
  id: R,
  areas: Keys<A>,
  askUs: Keys<U>,
) {
  return { key: id, region: id, areas, askUs };
}

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
  region(
    "central",
    keys(
      "bishan",
      "bukitMerah",
      "bukitTimah",
      "downtownCore",
      "geylang",
      "kallang",
      "marineParade",
      "museum",
      "newton",
      "novena",
      "orchard",
      "outram",
      "queenstown",
      "riverValley",
      "rochor",
      "singaporeRiver",
      "southernIslands",
      "tanglin",
      "toaPayoh",
    ),
    keys("marinaEast", "marinaSouth", "straitsView"),
  ),
  region("east", keys("bedok", "changi", "pasirRis", "tampines"), keys("changiBay", "payaLebar")),
  region(
    "north",
    keys("mandai", "sembawang", "woodlands", "yishun"),
    keys("centralWaterCatchment", "limChuKang", "simpang", "sungeiKadut"),
  ),
  region("north-east", keys("angMoKio", "hougang", "punggol", "sengkang", "serangoon"), keys("northEasternIslands", "seletar")),
  // Tengah, among its planning areas, is Singapore's newest town: its first flats were handed over from 2022.
  region(
    "west",
    keys("bukitBatok", "bukitPanjang", "choaChuKang", "clementi", "jurongEast", "jurongWest", "tengah"),
    keys("boonLay", "pioneer", "tuas", "westernIslands", "westernWaterCatchment"),
  ),
] as const;

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
  /** The district's number as text: it names the district's words in the catalogs. */
  key: string;
  district: number;
  /** The postal sectors in this district, each with its region or regions. */
  sectors: readonly PostalSector[];
}

/** A sector and its region, sector(11, "central"); or a sector across two regions, sector(59, "central", "west"). */
const sector = (number: number, ...lying: readonly [Region] | readonly [Region, Region]): PostalSector => ({
  sector: number,
  regions: lying,
});

/**
 * The 28 postal districts, in order; their general locations are in the words, in the same order.
 *
 * Each sector answers with the URA region its homes are in, not its district's: several districts
 * span two regions, and a district's region would be wrong for some of its sectors. A sector whose
 * homes lie in two regions answers both: 42 and 44 (Geylang and Marine Parade, Central; the Telok
 * Kurau and Siglap ends, in Bedok, East), 53 (Hougang, North-East; the Jalan Bunga Rampai homes,
 * in Toa Payoh, Central), 57 (Bishan, Central; the Sembawang Hills estate, in Ang Mo Kio,
 * North-East), 59 (Bukit Timah, Central; Toh Tuck and Sunset Way, in Clementi, West) and 78
 * (Springleaf, in Yishun, North; Lentor, in Ang Mo Kio, North-East). 77's addresses are on Mandai
 * Road and lower Sembawang Road, in the North.
 *
 * The planning areas behind every sector's answer, with the addresses and sources that show them,
 * are in areas.sources.ts, and areas.test.ts holds each sector's answer to them.
 * Where a sector spans two regions, the postal-code check says so and gives the slower usual start
 * of the two (area-check/lookup.ts), so it never promises care sooner than usual.
 */
export const postalDistricts = [
  { key: "1", district: 1, sectors: [1, 2, 3, 4, 5, 6].map((number) => sector(number, "central")) },
  { key: "2", district: 2, sectors: [sector(7, "central"), sector(8, "central")] },
  { key: "3", district: 3, sectors: [sector(14, "central"), sector(15, "central"), sector(16, "central")] },
  { key: "4", district: 4, sectors: [sector(9, "central"), sector(10, "central")] },
  { key: "5", district: 5, sectors: [sector(11, "central"), sector(12, "west"), sector(13, "central")] },
  { key: "6", district: 6, sectors: [sector(17, "central")] },
  { key: "7", district: 7, sectors: [sector(18, "central"), sector(19, "central")] },
  { key: "8", district: 8, sectors: [sector(20, "central"), sector(21, "central")] },
  { key: "9", district: 9, sectors: [sector(22, "central"), sector(23, "central")] },
  { key: "10", district: 10, sectors: [24, 25, 26, 27].map((number) => sector(number, "central")) },
  { key: "11", district: 11, sectors: [sector(28, "central"), sector(29, "central"), sector(30, "central")] },
  { key: "12", district: 12, sectors: [sector(31, "central"), sector(32, "central"), sector(33, "central")] },
  { key: "13", district: 13, sectors: [34, 35, 36, 37].map((number) => sector(number, "central")) },
  { key: "14", district: 14, sectors: [sector(38, "central"), sector(39, "central"), sector(40, "central"), sector(41, "east")] },
  {
    key: "15",
    district: 15,
    sectors: [sector(42, "central", "east"), sector(43, "central"), sector(44, "central", "east"), sector(45, "east")],
  },
  { key: "16", district: 16, sectors: [sector(46, "east"), sector(47, "east"), sector(48, "east")] },
  { key: "17", district: 17, sectors: [sector(49, "east"), sector(50, "east"), sector(81, "east")] },
  { key: "18", district: 18, sectors: [sector(51, "east"), sector(52, "east")] },
  {
    key: "19",
    district: 19,
    sectors: [sector(53, "north-east", "central"), sector(54, "north-east"), sector(55, "north-east"), sector(82, "north-east")],
  },
  { key: "20", district: 20, sectors: [sector(56, "north-east"), sector(57, "central", "north-east")] },
  { key: "21", district: 21, sectors: [sector(58, "central"), sector(59, "central", "west")] },
  { key: "22", district: 22, sectors: [60, 61, 62, 63, 64].map((number) => sector(number, "west")) },
  { key: "23", district: 23, sectors: [65, 66, 67, 68].map((number) => sector(number, "west")) },
  { key: "24", district: 24, sectors: [sector(69, "west"), sector(70, "west"), sector(71, "north")] },
  { key: "25", district: 25, sectors: [sector(72, "north"), sector(73, "north")] },
  { key: "26", district: 26, sectors: [sector(77, "north"), sector(78, "north", "north-east")] },
  { key: "27", district: 27, sectors: [sector(75, "north"), sector(76, "north")] },
  { key: "28", district: 28, sectors: [sector(79, "north-east"), sector(80, "north-east")] },
] as const satisfies readonly PostalDistrict[];

export const structure = { regions, postalDistricts } as const;
