/**
 * Where in Singapore a home is: the five planning regions with their planning areas, and the
 * postal districts with the postal sectors (the first two digits of a postal code) in each.
 * Plain data; the postal-code check on /locations and the table of areas read it, and nothing
 * else does, so it ships only with that page.
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
 */
import type { Region } from "./provider";

/** A region of the planning map, with its planning areas. */
export interface RegionAreas {
  region: Region;
  /** The region's name as people say it ("North-East"). */
  name: string;
  /** Planning areas with homes: care comes to them as a matter of course. */
  areas: readonly string[];
  /**
   * Planning areas with few or no homes, listed as "ask us" because a visit there is arranged
   * case by case. Chosen by what the land is used for: reservoirs and their forest, airbases and
   * the airport's land, the port and industrial estates, farmland, new land not yet built on, and
   * the outer islands. They are among the least-populated planning areas in the Department of
   * Statistics' resident counts (the West's five, for example, had 0 to 900 residents each in
   * 2015, against 84,000 to 273,000 in its towns: Wikipedia, "West Region, Singapore",
   * https://en.wikipedia.org/wiki/West_Region,_Singapore, read 2026-11-23).
   */
  askUs: readonly string[];
}

export const regions = [
  {
    region: "central",
    name: "Central",
    areas: [
      "Bishan",
      "Bukit Merah",
      "Bukit Timah",
      "Downtown Core",
      "Geylang",
      "Kallang",
      "Marine Parade",
      "Museum",
      "Newton",
      "Novena",
      "Orchard",
      "Outram",
      "Queenstown",
      "River Valley",
      "Rochor",
      "Singapore River",
      // Sentosa Cove's homes are here.
      "Southern Islands",
      "Tanglin",
      "Toa Payoh",
    ],
    askUs: ["Marina East", "Marina South", "Straits View"],
  },
  {
    region: "east",
    name: "East",
    areas: ["Bedok", "Changi", "Pasir Ris", "Tampines"],
    askUs: ["Changi Bay", "Paya Lebar"],
  },
  {
    region: "north",
    name: "North",
    areas: ["Mandai", "Sembawang", "Woodlands", "Yishun"],
    askUs: ["Central Water Catchment", "Lim Chu Kang", "Simpang", "Sungei Kadut"],
  },
  {
    region: "north-east",
    name: "North-East",
    areas: ["Ang Mo Kio", "Hougang", "Punggol", "Sengkang", "Serangoon"],
    askUs: ["North-Eastern Islands", "Seletar"],
  },
  {
    region: "west",
    name: "West",
    // Tengah is Singapore's newest town: its first flats were handed over from 2022.
    areas: ["Bukit Batok", "Bukit Panjang", "Choa Chu Kang", "Clementi", "Jurong East", "Jurong West", "Tengah"],
    askUs: ["Boon Lay", "Pioneer", "Tuas", "Western Islands", "Western Water Catchment"],
  },
] as const satisfies readonly RegionAreas[];

/** One of the 28 postal districts. */
export interface PostalDistrict {
  district: number;
  /** The postal sectors (first two digits of a six-digit postal code) in this district. */
  sectors: readonly number[];
  /** The district's general location, as the postal-district list names it. */
  location: string;
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

export const postalDistricts = [
  { district: 1, sectors: [1, 2, 3, 4, 5, 6], location: "Raffles Place, Cecil, Marina, People's Park", region: "central" },
  { district: 2, sectors: [7, 8], location: "Anson, Tanjong Pagar", region: "central" },
  { district: 3, sectors: [14, 15, 16], location: "Bukit Merah, Queenstown, Tiong Bahru", region: "central" },
  { district: 4, sectors: [9, 10], location: "Telok Blangah, Harbourfront", region: "central" },
  { district: 5, sectors: [11, 12, 13], location: "Pasir Panjang, Hong Leong Garden, Clementi New Town", region: "west" },
  { district: 6, sectors: [17], location: "High Street, Beach Road (part)", region: "central" },
  { district: 7, sectors: [18, 19], location: "Middle Road, Golden Mile", region: "central" },
  { district: 8, sectors: [20, 21], location: "Little India, Farrer Park, Jalan Besar, Lavender", region: "central" },
  { district: 9, sectors: [22, 23], location: "Orchard, Cairnhill, River Valley", region: "central" },
  { district: 10, sectors: [24, 25, 26, 27], location: "Ardmore, Bukit Timah, Holland Road, Tanglin", region: "central" },
  { district: 11, sectors: [28, 29, 30], location: "Watten Estate, Novena, Thomson", region: "central" },
  { district: 12, sectors: [31, 32, 33], location: "Balestier, Toa Payoh, Serangoon", region: "central" },
  { district: 13, sectors: [34, 35, 36, 37], location: "Macpherson, Braddell", region: "central" },
  { district: 14, sectors: [38, 39, 40, 41], location: "Geylang, Eunos", region: "central" },
  { district: 15, sectors: [42, 43, 44, 45], location: "Katong, Joo Chiat, Amber Road", region: "central" },
  { district: 16, sectors: [46, 47, 48], location: "Bedok, Upper East Coast, Eastwood, Kew Drive", region: "east" },
  { district: 17, sectors: [49, 50, 81], location: "Loyang, Changi", region: "east" },
  { district: 18, sectors: [51, 52], location: "Simei, Tampines, Pasir Ris", region: "east" },
  { district: 19, sectors: [53, 54, 55, 82], location: "Serangoon Garden, Hougang, Punggol", region: "north-east" },
  { district: 20, sectors: [56, 57], location: "Bishan, Ang Mo Kio", region: "north-east" },
  { district: 21, sectors: [58, 59], location: "Upper Bukit Timah, Clementi Park, Ulu Pandan", region: "west" },
  { district: 22, sectors: [60, 61, 62, 63, 64], location: "Penjuru, Jurong, Pioneer, Tuas", region: "west" },
  { district: 23, sectors: [65, 66, 67, 68], location: "Hillview, Dairy Farm, Bukit Panjang, Choa Chu Kang", region: "west" },
  { district: 24, sectors: [69, 70, 71], location: "Lim Chu Kang, Tengah", region: "west" },
  { district: 25, sectors: [72, 73], location: "Kranji, Woodgrove, Woodlands", region: "north" },
  { district: 26, sectors: [77, 78], location: "Upper Thomson, Springleaf", region: "north" },
  { district: 27, sectors: [75, 76], location: "Yishun, Sembawang, Senoko", region: "north" },
  { district: 28, sectors: [79, 80], location: "Seletar", region: "north-east" },
] as const satisfies readonly PostalDistrict[];

/** "north-east" -> "North-East". */
export function regionName(region: Region): string {
  return regions.find((entry) => entry.region === region)?.name ?? region;
}
