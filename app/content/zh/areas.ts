/**
 * Where in Singapore a home is, in Chinese, translated from ../areas.ts: the five planning
 * regions with their planning areas, and the postal districts with the general location of each.
 * The region ids, the postal sectors and the district each sector belongs to are the English
 * module's own values, read from it, so the postal-code check answers the same in both languages.
 *
 * The English lists come from the Urban Redevelopment Authority's Master Plan 2019 (gazetted
 * 27 November 2019, https://www.ura.gov.sg/uol/Corporate/Planning/Master-Plan/Introduction: 55
 * planning areas in five regions), checked against SgWiki (https://sgwiki.com/wiki/Paya_Lebar,
 * "Planning Areas") and Wikipedia's "Planning areas of Singapore"
 * (https://en.wikipedia.org/wiki/Urban_planning_areas_in_Singapore), and, for the 28 postal
 * districts, Wikipedia's "Postal codes in Singapore"
 * (https://en.wikipedia.org/wiki/Postal_codes_in_Singapore), whose original is URA's "List of
 * Postal Districts"; all read 2026-11-23.
 *
 * The Chinese names are the ones Singapore uses: the Chinese names of the MRT stations, the
 * names Lianhe Zaobao prints, and the Chinese transcriptions given on the Wikipedia pages of the
 * planning areas and regions (stored copies, read 2026-11-25). A few small estates and roads with
 * no Chinese name found on any such page keep their English names (Ardmore, Amber Road,
 * Eastwood, Kew Drive, Penjuru, Dairy Farm, Senoko), as on the street signs.
 */
import type { Region } from "~/content/provider";
import { type PostalDistrict, type RegionAreas, postalDistricts as sourceDistricts, regions as sourceRegions } from "../areas";

/** A region's words: its name and its planning areas, in the English lists' order. */
type RegionWords = Omit<RegionAreas, "region">;

const regionWords: Record<Region, RegionWords> = {
  central: {
    name: "中区",
    areas: [
      "碧山",
      "红山",
      "武吉知马",
      "市中心",
      "芽笼",
      "加冷",
      "马林百列",
      // The planning area called Museum: 博物馆 on its own reads as "a museum".
      "博物馆区",
      "纽顿",
      "诺维娜",
      "乌节",
      "欧南",
      "女皇镇",
      "里峇峇利",
      "梧槽",
      "新加坡河",
      // Sentosa Cove's homes are here.
      "南部群岛",
      "东陵",
      "大巴窑",
    ],
    askUs: ["滨海东", "滨海南", "海峡景"],
  },
  east: {
    name: "东部",
    areas: ["勿洛", "樟宜", "巴西立", "淡滨尼"],
    askUs: ["樟宜湾", "巴耶利峇"],
  },
  north: {
    name: "北部",
    areas: ["万礼", "三巴旺", "兀兰", "义顺"],
    askUs: ["中央集水区", "林厝港", "新邦", "双溪加株"],
  },
  "north-east": {
    name: "东北部",
    areas: ["宏茂桥", "后港", "榜鹅", "盛港", "实龙岗"],
    askUs: ["东北群岛", "实里达"],
  },
  west: {
    name: "西部",
    // Tengah (登加) is Singapore's newest town: its first flats were handed over from 2022.
    areas: ["武吉巴督", "武吉班让", "蔡厝港", "金文泰", "裕廊东", "裕廊西", "登加"],
    askUs: ["文礼", "先驱", "大士", "西部群岛", "西部集水区"],
  },
};

/** The five regions, in the English order, with their Chinese names and planning areas. */
export const regions: readonly RegionAreas[] = sourceRegions.map(({ region }) => ({ region, ...regionWords[region] }));

/** A postal district's number, 1 to 28. */
type District = (typeof sourceDistricts)[number]["district"];

/**
 * Each postal district's general location, by district number: every district must have one.
 * Where a district spans two regions, the English module records which region it takes and why;
 * the region is read from it.
 */
const locationByDistrict: Record<District, string> = {
  1: "莱佛士坊、丝丝街、滨海、珍珠坊",
  2: "安顺、丹戎巴葛",
  3: "红山、女皇镇、中峇鲁",
  4: "直落布兰雅、港湾",
  5: "巴西班让、丰隆花园、金文泰新镇",
  6: "高街、美芝路（部分）",
  7: "密驼路、黄金坊",
  8: "小印度、花拉公园、惹兰勿刹、劳明达",
  9: "乌节、经禧、里峇峇利",
  10: "Ardmore、武吉知马、荷兰路、东陵",
  11: "华登园、诺维娜、汤申",
  12: "马里士他、大巴窑、实龙岗",
  13: "麦波申、布莱德",
  14: "芽笼、友诺士",
  15: "加东、如切、Amber Road",
  16: "勿洛、东海岸路上段、Eastwood、Kew Drive",
  17: "罗央、樟宜",
  18: "四美、淡滨尼、巴西立",
  19: "实龙岗花园、后港、榜鹅",
  20: "碧山、宏茂桥",
  21: "武吉知马路上段、金文泰园、乌鲁班丹",
  22: "Penjuru、裕廊、先驱、大士",
  23: "山景、Dairy Farm、武吉班让、蔡厝港",
  24: "林厝港、登加",
  25: "克兰芝、林景、兀兰",
  26: "汤申路上段、春叶",
  27: "义顺、三巴旺、Senoko",
  28: "实里达",
};

/** The 28 postal districts: the English sectors and regions, with the locations above. */
export const postalDistricts: readonly PostalDistrict[] = sourceDistricts.map((entry) => ({
  ...entry,
  location: locationByDistrict[entry.district],
}));

/** "north-east" -> "东北部". */
export function regionName(region: Region): string {
  return regions.find((entry) => entry.region === region)?.name ?? region;
}
