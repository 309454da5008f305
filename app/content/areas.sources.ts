/**
 * Why each postal sector answers the region it does (areas.ts): the URA planning areas its homes
 * were found in, the addresses with postal codes that show it, and where those come from. A
 * sector's answer must be exactly the regions of the planning areas named here; areas.test.ts holds
 * every sector from 01 to 82 to this table. Only the tests read it: it ships with no page.
 *
 * The sources, named in the entries by these short names:
 * - MOE: the Ministry of Education's "General information of schools" (data.gov.sg), which gives
 *   each school's address, postal code and planning area (its `dgp_code`, the Development Guide
 *   Plan area: URA's planning area). Read as its copy in the public repository
 *   J3nsenn/HDB-Resale-Prices-Analysis-1991-2023 (Generalinformationofschools.csv), 2026-11-28.
 *   Where MOE writes "CENTRAL" it means the Central Area, whose planning areas are all in the
 *   Central region.
 * - Subzones: the subzones of each planning area in URA's Master Plan 2019, as Wikipedia's planning
 *   area articles list them (read as copied in public code, 2026-11-28), e.g. Kembangan, Kaki Bukit,
 *   Frankel and Siglap are subzones of Bedok; Upper Thomson of Bishan; Sembawang Hills and Tagore
 *   of Ang Mo Kio; Springleaf of Yishun; Toh Tuck and Sunset Way of Clementi; Seletar Hills of
 *   Serangoon; Dover, Pasir Panjang and Kent Ridge of Queenstown.
 * - Districts: the general locations of the 28 postal districts (Wikipedia, "Postal codes in
 *   Singapore", https://en.wikipedia.org/wiki/Postal_codes_in_Singapore), each a planning area or
 *   a subzone of one. Used alone only for sectors in the Central Area, where every planning area is
 *   in the Central region; such entries say so in their note.
 * - Regions: the planning areas of each region (areas.ts, from the Master Plan 2019; for the North,
 *   the URA Draft Master Plan 2013 annex, copy at https://docslib.org/doc/4937104, read 2026-11-28).
 * - Addresses not from MOE were found in public code and pages with the project's search tools on
 *   2026-11-28 (street address and postal code as printed there).
 */
import type { regions } from "./areas";

/** A planning area, by its key in areas.ts. */
export type PlanningArea = (typeof regions)[number]["areas" | "askUs"]["$keys"][number];

export interface SectorSource {
  /** The planning areas the sector's homes were found in. */
  areas: readonly PlanningArea[];
  /** The addresses and postal codes that show it, and their source. */
  source: string;
  /** What could not be confirmed, or why an area the sector touches is left out. */
  note?: string;
}

const FROM_DISTRICT = "Planning areas from the district's general locations (Districts, Subzones); no address in this sector was checked.";

/** Every postal sector in use, 01 to 82 but 74. */
export const sectorSources: Readonly<Record<number, SectorSource>> = {
  // District 1: Raffles Place, Cecil, Marina, People's Park.
  1: {
    areas: ["downtownCore"],
    source: "Districts: Raffles Place, Cecil and Marina Centre are subzones of Downtown Core.",
    note: FROM_DISTRICT,
  },
  2: { areas: ["downtownCore"], source: "Districts, as for sector 01.", note: FROM_DISTRICT },
  3: { areas: ["downtownCore"], source: "Districts, as for sector 01.", note: FROM_DISTRICT },
  4: { areas: ["downtownCore"], source: "Districts, as for sector 01.", note: FROM_DISTRICT },
  5: { areas: ["downtownCore", "outram"], source: "Districts: People's Park is a subzone of Outram.", note: FROM_DISTRICT },
  6: { areas: ["downtownCore"], source: "Districts, as for sector 01.", note: FROM_DISTRICT },
  // District 2: Anson, Tanjong Pagar.
  7: { areas: ["downtownCore"], source: "Districts: Anson and Tanjong Pagar are subzones of Downtown Core.", note: FROM_DISTRICT },
  8: { areas: ["bukitMerah"], source: "MOE: 1 Cantonment Close 088256, Bukit Merah." },
  // District 4: Telok Blangah, Harbourfront (and Sentosa).
  9: {
    areas: ["bukitMerah"],
    source: "MOE: 1 Bukit Teresa Road 099757, 160 Lower Delta Road 099138 and 1 Bukit Purmei Avenue 099840, Bukit Merah.",
    note: "Sentosa Cove's homes (Southern Islands, also Central) were not checked against a postal code.",
  },
  10: { areas: ["bukitMerah"], source: "MOE: 91 Telok Blangah Heights 109100, Bukit Merah." },
  // District 5: Pasir Panjang, Hong Leong Garden, Clementi New Town.
  11: {
    areas: ["queenstown"],
    source:
      "Pasir Panjang Road 117371, 118501, 118706; NUS, 21 Lower Kent Ridge Road 119077. Pasir Panjang, Kent Ridge and NUS are subzones of Queenstown (Subzones).",
  },
  12: { areas: ["clementi"], source: "MOE: 8 Clementi Avenue 3 129903, 147 West Coast Road 127368, 30 Jalan Lempeng 128806, Clementi." },
  13: {
    areas: ["queenstown"],
    source:
      "MOE: 25 Dover Close East 139745 and 100 Dover Road 139648, Queenstown. Homes: Blk 28 Dover Crescent 130028 (Dover subzone, Queenstown).",
    note: "MOE codes one school campus, 1 Technology Drive 138572, to Clementi (West); no homes in sector 13 were found there, so the answer stays Central.",
  },
  // District 3: Bukit Merah, Queenstown, Tiong Bahru.
  14: {
    areas: ["queenstown"],
    source: "MOE: 300 Tanglin Halt Road 148812, 310 Margaret Drive 149303, 1 Strathmore Road 148800, Queenstown.",
  },
  15: {
    areas: ["bukitMerah"],
    source: "MOE: 2A Prince Charles Crescent 159016, 10 Lengkok Bahru 159050, 1 Henderson Road 159561, Bukit Merah.",
  },
  16: {
    areas: ["bukitMerah"],
    source: "MOE: 51 Jalan Membina 169485, Bukit Merah.",
    note: "MOE codes 3 York Hill 168622 to the Central Area (also Central).",
  },
  // District 6: High Street, Beach Road (part).
  17: { areas: ["downtownCore"], source: "Districts: High Street lies in the City Hall subzone of Downtown Core.", note: FROM_DISTRICT },
  // District 7: Middle Road, Golden Mile.
  18: { areas: ["rochor"], source: "Districts: Middle Road runs through Rochor's subzones (Victoria, Kampong Glam).", note: FROM_DISTRICT },
  19: { areas: ["rochor", "kallang"], source: "Districts: Golden Mile lies in the Crawford subzone of Kallang.", note: FROM_DISTRICT },
  // District 8: Little India, Farrer Park, Jalan Besar, Lavender.
  20: { areas: ["rochor"], source: "Districts: Little India is a subzone of Rochor.", note: FROM_DISTRICT },
  21: { areas: ["kallang"], source: "MOE: 2 Farrer Park Road 217567, Kallang." },
  // District 9: Orchard, Cairnhill, River Valley.
  22: {
    areas: ["orchard", "newton"],
    source: "MOE: 16 Winstedt Road 227988 (Central Area). Districts: Orchard; Cairnhill is a subzone of Newton.",
    note: FROM_DISTRICT,
  },
  23: { areas: ["riverValley"], source: "MOE: 2 River Valley Green 237993 (Central Area). Districts: River Valley.", note: FROM_DISTRICT },
  // District 10: Ardmore, Bukit Timah, Holland Road, Tanglin.
  24: {
    areas: ["bukitMerah"],
    source: "MOE: 357 Tanglin Road 247961, Bukit Merah.",
    note: "Tanglin's homes (also Central) were not checked against a postal code.",
  },
  25: { areas: ["bukitTimah"], source: "MOE: 111 Farrer Road 259240, Bukit Timah." },
  26: { areas: ["bukitTimah"], source: "MOE: 661 Bukit Timah Road 269734 and 52 King's Road 268097, Bukit Timah." },
  27: { areas: ["bukitTimah"], source: "MOE: 1 Holland Grove Road 278790, Bukit Timah." },
  // District 11: Watten Estate, Novena, Thomson.
  28: { areas: ["bukitTimah"], source: "MOE: 2 Linden Drive 288683, 37 Hillcrest Road 288913, 21 Hillcrest Road 289072, Bukit Timah." },
  29: { areas: ["novena", "toaPayoh"], source: "MOE: 129 Whitley Road 297822, Novena; 20 Marymount Road 297754, Toa Payoh." },
  30: {
    areas: ["novena"],
    source: "MOE: 60 Barker Road 309919, 190 Dunearn Road 309437, 38 Malcolm Road 308274, 3 Essex Road 309331, Novena.",
  },
  // District 12: Balestier, Toa Payoh, Serangoon (Road).
  31: {
    areas: ["toaPayoh"],
    source: "MOE: 1 Toa Payoh North 318990, 628 Lorong 1 Toa Payoh 319765, 7 Lorong 8 Toa Payoh 319252, Toa Payoh.",
  },
  32: { areas: ["kallang"], source: "MOE: 1 St Wilfred Road 327919, 30 Towner Road 327829, Kallang." },
  33: { areas: ["kallang"], source: "MOE: 91 Bendemeer Road 339948, Kallang." },
  // District 13: Macpherson, Braddell.
  34: { areas: ["toaPayoh"], source: "MOE: 1 and 15 Cedar Avenue 349692, 349700, Toa Payoh." },
  35: { areas: ["toaPayoh"], source: "MOE: 5 Sorby Adams Drive 357691, 2 Francis Thomas Drive 359337, Toa Payoh." },
  36: { areas: ["toaPayoh"], source: "MOE: 25 Mount Vernon Road 368051, Toa Payoh." },
  37: { areas: ["geylang"], source: "Districts: MacPherson is a subzone of Geylang.", note: FROM_DISTRICT },
  // District 14: Geylang, Eunos.
  38: { areas: ["geylang"], source: "MOE: 1 Sallim Road 387621, 4 Geylang East Central 389706, Geylang." },
  39: { areas: ["geylang"], source: "MOE: 61 Dakota Crescent 399935, 350 Guillemard Road 399772, Geylang." },
  40: { areas: ["geylang"], source: "MOE: 10 and 20 Ubi Avenue 1 408931, 408940, Geylang." },
  41: {
    areas: ["bedok"],
    source:
      "Jalan Kembangan 418951 (Kembangan MRT station); Kaki Bukit Avenue 1 417943, Kaki Bukit Avenue 3 416087. Kembangan and Kaki Bukit are subzones of Bedok (Subzones).",
  },
  // District 15: Katong, Joo Chiat, Amber Road.
  42: {
    areas: ["geylang", "bedok"],
    source:
      "MOE: 51 Koon Seng Road 427072 (Joo Chiat), Geylang; 17 Martia Road 424821 and 490 East Coast Road 429058 (Telok Kurau), Bedok.",
  },
  43: {
    areas: ["marineParade", "kallang"],
    source: "MOE: 50 Goodman Road 439012, 10 Seraya Road 437259, 130 Haig Road 438796, Marine Parade; 10 Tanjong Rhu Road 436895, Kallang.",
  },
  44: {
    areas: ["marineParade", "bedok"],
    source:
      "MOE: 346 Marine Terrace 449150 and 49 Marine Crescent 449761, Marine Parade; 20 Marine Vista 449035 and 2 Siglap Link 448880, Bedok. Also 451 Marine Parade Road 449283 (Masjid Kampung Siglap).",
    note: "The Bedok part is the Siglap end of Marine Parade Road; its homes were not checked one by one.",
  },
  45: { areas: ["bedok"], source: "MOE: 48 Fidelio Street 458436 and 20 Siglap View 455789, Bedok." },
  // District 16: Bedok, Upper East Coast, Eastwood, Kew Drive.
  46: {
    areas: ["bedok"],
    source: "MOE: 1 Bedok South Avenue 2 469317, 307 Bedok North Road 469680, 600 Upper East Coast Road 465561, Bedok.",
  },
  47: { areas: ["bedok"], source: "MOE: 52 Bedok Reservoir Crescent 479226, 50 Bedok Reservoir Road 479239, Bedok." },
  48: { areas: ["bedok"], source: "MOE: 600 Upper Changi Road 487012, Bedok." },
  // District 17: Loyang, Changi.
  49: {
    areas: ["changi"],
    source:
      "Changi Point Ferry Terminal, 51 Lorong Bekukong 499172 (Changi Point subzone); Changi North Way 498813 (Changi West subzone): Changi.",
  },
  50: {
    areas: ["changi"],
    source: "Changi Village Hawker Centre, 2 Changi Village Road 500002 (Changi Point subzone): Changi.",
    note: "Loyang's homes, which may be in Pasir Ris (also East), were not checked against a postal code.",
  },
  81: { areas: ["changi"], source: "Jewel Changi Airport 819666 (Changi Airport subzone): Changi." },
  // District 18: Simei, Tampines, Pasir Ris.
  51: { areas: ["pasirRis"], source: "MOE: 30 Pasir Ris Street 41 518935, 9 Pasir Ris Drive 6 519421, Pasir Ris." },
  52: { areas: ["tampines"], source: "MOE: 3 Tampines Street 22 529366, 23 Simei Street 3 529894, Tampines." },
  // District 19: Serangoon Garden, Hougang, Punggol.
  53: {
    areas: ["hougang", "toaPayoh"],
    source:
      "MOE: 1257 Upper Serangoon Road 534793, 45 Hougang Avenue 1 538882, 296 Lorong Ah Soo 536742, Hougang; 10 Jalan Bunga Rampai 538403, Toa Payoh. Homes beside it: 53 Jalan Bunga Rampai 538421, and URA's residential land sale at Jalan Bunga Rampai, listed in Toa Payoh.",
  },
  54: {
    areas: ["sengkang", "hougang"],
    source: "MOE: 31 Anchorvale Drive 544969, 62 Sengkang East Way 548595, Sengkang; 2 Lorong Napiri 547529, Hougang.",
  },
  55: {
    areas: ["serangoon"],
    source: "MOE: 2C Burghley Drive 558979, 128 Serangoon Avenue 3 556111, 21 Serangoon North Avenue 4 555855, Serangoon.",
  },
  82: { areas: ["punggol"], source: "MOE: 41 Edgefield Plains 828869, 30 Northshore Drive 828671, Punggol." },
  // District 20: Bishan, Ang Mo Kio.
  56: { areas: ["angMoKio"], source: "MOE: 19 Ang Mo Kio Avenue 9 569785, 20 Ang Mo Kio Avenue 3 569920, Ang Mo Kio." },
  57: {
    areas: ["bishan", "angMoKio"],
    source:
      "MOE: 100 Bright Hill Drive 579646, 2 Sin Ming Place 573838, 10 Sin Ming Walk 575566, Bishan. Homes: the Sembawang Hills estate, e.g. 1 Jalan Leban 577546, east of Upper Thomson Road: Ang Mo Kio is bounded by Upper Thomson Road and has a Sembawang Hills subzone (Wikipedia, Ang Mo Kio Planning Area, copy at https://en-academic.com/dic.nsf/enwiki/848353).",
  },
  // District 21: Upper Bukit Timah, Clementi Park, Ulu Pandan.
  58: {
    areas: ["bukitTimah"],
    source: "Beauty World Centre, 144 Upper Bukit Timah Road 588177; 1 Jalan Anak Bukit 588996 (Anak Bukit subzone): Bukit Timah.",
  },
  59: {
    areas: ["bukitTimah", "clementi"],
    source:
      "MOE: 111 Lorong Kismis 598112, 7 Pei Wah Avenue 597610, 11 Blackmore Drive 599986, Bukit Timah. Toh Tuck and Sunset Way are subzones of Clementi: 2 Toh Tuck Link 596225; homes at The Creek @ Bukit, 19 Toh Tuck Road 596683, and Clementi Park, a condominium on Sunset Way (asiaone.com).",
  },
  // District 22: Penjuru, Jurong, Pioneer, Tuas.
  60: { areas: ["jurongEast"], source: "MOE: 698 West Coast Road 608784, 65 Jurong East Street 13 609647, Jurong East." },
  61: { areas: ["jurongWest"], source: "MOE: 31 Yuan Ching Road 618652, 161 Corporation Walk 618310, Jurong West." },
  62: { areas: ["pioneer"], source: "Districts: Pioneer.", note: "An industrial sector; no address in it was checked. West either way." },
  63: { areas: ["tuas"], source: "Tuas Avenue 8, 639234: Tuas.", note: "An industrial sector; no homes." },
  64: { areas: ["jurongWest"], source: "MOE: 20 Boon Lay Drive 649930, 11 Jurong West Street 65 648354, Jurong West." },
  // District 23: Hillview, Dairy Farm, Bukit Panjang, Choa Chu Kang.
  65: { areas: ["bukitBatok"], source: "MOE: 50 Bukit Batok West Avenue 8 658962, 18 Bukit Batok Street 21 659634, Bukit Batok." },
  66: {
    areas: ["bukitBatok"],
    source: "63 Hillview Avenue 669569 (Hillview subzone); 36 Jalan Intan 668796, whose building plan names the Bukit Batok planning area.",
  },
  67: { areas: ["bukitPanjang"], source: "MOE: 622 Upper Bukit Timah Road 678117, 36 Bukit Panjang Ring Road 679944, Bukit Panjang." },
  68: { areas: ["choaChuKang"], source: "MOE: 7 Choa Chu Kang Avenue 4 689809, 3 Teck Whye Crescent 688845, Choa Chu Kang." },
  // District 24: Lim Chu Kang, Tengah.
  69: {
    areas: ["tengah"],
    source: "Districts: Tengah.",
    note: "No address in this sector was checked; kept in the West, with Tengah and Choa Chu Kang beside it.",
  },
  70: { areas: ["tengah"], source: "Districts: Tengah.", note: "No address in this sector was checked; kept in the West." },
  71: { areas: ["limChuKang"], source: "100 Neo Tiew Road 719026, in the Kranji countryside: Lim Chu Kang (Regions: the North)." },
  // District 25: Kranji, Woodgrove, Woodlands.
  72: {
    areas: ["sungeiKadut"],
    source: "Districts: Kranji is a subzone of Sungei Kadut.",
    note: "No address in this sector was checked; the district's places are all in the North.",
  },
  73: { areas: ["woodlands"], source: "MOE: 11 Woodlands Circle 738907, 21 Woodlands Avenue 1 739063, Woodlands." },
  // District 27: Yishun, Sembawang, Senoko.
  75: { areas: ["sembawang"], source: "MOE: 21 Admiralty Drive 757714, 51 Sembawang Drive 757699, Sembawang." },
  76: { areas: ["yishun"], source: "MOE: 10 Yishun Street 11 768643, 751 Yishun Avenue 7 768928, Yishun." },
  // District 26: Upper Thomson, Springleaf.
  77: {
    areas: ["mandai"],
    source: "Mandai Crematorium, 300 Mandai Road 779393; 5 Mandai Road 779391: Mandai (Regions: the North).",
    note: "21 and 56 Sembawang Road (779079, 779086) are on lower Sembawang Road, in Mandai or Yishun, both in the North. No sector-77 address was found in Bishan or Ang Mo Kio: Upper Thomson's own codes are 574xxx (Thomson Plaza 574408).",
  },
  78: {
    areas: ["yishun", "angMoKio"],
    source:
      "Upper Thomson Road 787110 at Springleaf (Springleaf subzone): Yishun. 588 Yio Chu Kang Road 787072 at Lentor (Tagore subzone): Ang Mo Kio (EdgeProp, as areas.ts cites).",
  },
  // District 28: Seletar.
  79: { areas: ["sengkang"], source: "MOE: 70 Fernvale Link 797538, 1 Fernvale Lane 797701, Sengkang." },
  80: { areas: ["serangoon"], source: "24 Jalan Kelulut 809041, in the Seletar Hills estate (Seletar Hills subzone): Serangoon." },
};
