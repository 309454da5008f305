/**
 * Which part of Singapore a postal code is in, worked out on the page from the postal-district
 * table: no request leaves the browser, and the code is never stored or put in the address.
 *
 * A six-digit code's first two digits are its postal sector; each sector belongs to one of the 28
 * postal districts, and each district (in areas.ts) to a planning region. The code is read as
 * Unicode's compatibility form (NFKC) first, so the full-width digits and spaces that Chinese and
 * Japanese input methods type ("５２０１２３", and the wide ideographic space) are the digits
 * and spaces they look like. Spaces are then dropped, because people copy codes from letters as "520 123" and phones
 * add spaces to pasted text; anything else that is not a digit makes the code unreadable.
 */
import { type PostalDistrict, postalDistricts } from "~/content/areas";
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
      /** The postal district; its general location ("Simei, Tampines, Pasir Ris") is in the page's words. */
      district: number;
      region: Region;
      /** How soon care can usually start there, in working days. */
      startDays: number;
    };

const districtBySector = new Map<number, PostalDistrict>(
  postalDistricts.flatMap((district) => district.sectors.map((sector) => [sector, district] as const)),
);

/** The district a sector (1 to 82) belongs to, or undefined when the sector is not in use. */
export function districtOf(sector: number): PostalDistrict | undefined {
  return districtBySector.get(sector);
}

export function lookUpPostalCode(input: string): AreaAnswer {
  const code = input.normalize("NFKC").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) return { kind: "format" };
  const district = districtOf(Number(code.slice(0, 2)));
  if (!district) return { kind: "unknown" };
  return {
    kind: "found",
    code,
    district: district.district,
    region: district.region,
    startDays: provider.startDays[district.region],
  };
}
