/**
 * Which part of Singapore a postal code is in, worked out on the page from the postal-district
 * table: no request leaves the browser, and the code is never stored or put in the address.
 *
 * A six-digit code's first two digits are its postal sector; each sector belongs to one of the 28
 * postal districts, and lies in a planning region, or in two (areas.ts). Where it lies in two, the
 * answer names both and gives the slower of their usual start times, so it never promises care
 * sooner than usual. The code is read as
 * Unicode's compatibility form (NFKC) first, so the full-width digits and spaces that Chinese and
 * Japanese input methods type ("５２０１２３", and the wide ideographic space) are the digits
 * and spaces they look like. Spaces are then dropped, because people copy codes from letters as "520 123" and phones
 * add spaces to pasted text; anything else that is not a digit makes the code unreadable.
 */
import { type PostalDistrict, type PostalSector, postalDistricts } from "~/content/areas";
import { type Region, provider } from "~/content/provider";

export type AreaAnswer =
  /** Not six digits once spaces are dropped. */
  | { kind: "format" }
  /** Six digits, but its sector is not one in use (00, 74, 83 to 99). */
  | { kind: "unknown" }
  | {
      kind: "found";
      /** The code as checked, six digits without spaces. */
      code: string;
      /** The postal sector: the code's first two digits, "52". */
      sector: string;
      /** The postal district; its general location ("Simei, Tampines, Pasir Ris") is in the page's words. */
      district: number;
      /** The region the sector's homes lie in, or the two regions it spans. */
      regions: PostalSector["regions"];
      /** The region whose usual start the answer gives: the slower one, when there are two. */
      startRegion: Region;
      /** How soon care can usually start there, in working days: that region's. */
      startDays: number;
    };

const bySector = new Map<number, { district: PostalDistrict; sector: PostalSector }>(
  postalDistricts.flatMap((district) => district.sectors.map((sector) => [sector.sector, { district, sector }] as const)),
);

/** The district a sector (1 to 82) belongs to, or undefined when the sector is not in use. */
export function districtOf(sector: number): PostalDistrict | undefined {
  return bySector.get(sector)?.district;
}

/** Of one or two regions, the one where care usually starts later (the first, when they are level). */
export function slowestRegion(regions: readonly [Region] | readonly [Region, Region]): Region {
  const [first, second] = regions;
  return second !== undefined && provider.startDays[second] > provider.startDays[first] ? second : first;
}

/** The usual start in working days across one or two regions: the slower one's. */
export function slowestStart(regions: readonly [Region] | readonly [Region, Region]): number {
  return provider.startDays[slowestRegion(regions)];
}

export function lookUpPostalCode(input: string): AreaAnswer {
  const code = input.normalize("NFKC").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) return { kind: "format" };
  const found = bySector.get(Number(code.slice(0, 2)));
  if (!found) return { kind: "unknown" };
  const { regions } = found.sector;
  const startRegion = slowestRegion(regions);
  return {
    kind: "found",
    code,
    sector: code.slice(0, 2),
    district: found.district.district,
    regions,
    startRegion,
    startDays: provider.startDays[startRegion],
  };
}
