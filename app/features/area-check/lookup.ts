/**
 * Which part of Singapore a postal code is in, worked out on the page from the postal-district
 * table: no request leaves the browser, and the code is never stored or put in the address.
 *
 * A six-digit code's first two digits are its postal sector; each sector belongs to one of the 28
 * postal districts, and lies in a planning region, or in two (areas.ts). Where it lies in two, the
 * answer names both and gives the slower of their usual start times, so it never promises care
 * sooner than usual.
 *
 * The code is read digit by digit, as the visitor's keyboard typed it: every decimal digit Unicode
 * knows counts as the digit it stands for, so the full-width "５２０１２３" of Chinese and Japanese
 * input methods, the Arabic-Indic "٥٢٠١٢٣" and the Devanagari "५२०१२३" are all 520123. Spaces and
 * dashes between them are dropped, because people copy codes from letters as "520 123" or
 * "520-123", and phones and input methods add their own spaces, wide spaces and dashes; anything
 * else (a letter, a Chinese numeral, a circled or superscript figure) makes the code unreadable.
 */
import { type PostalDistrict, type PostalSector, postalDistricts } from "~/content/areas";
import { type Region, provider } from "~/content/provider";

export type AreaAnswer =
  /** Not six digits once spaces and dashes are dropped. */
  | { kind: "format" }
  /** Six digits, but its sector is not one in use (00, 74, 83 to 99). */
  | { kind: "unknown" }
  | {
      kind: "found";
      /** The code as checked: six ASCII digits, without spaces or dashes. */
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

/**
 * What may stand between the digits: any space (the wide U+3000 and no-break spaces included),
 * the invisible zero-width space, word joiner, byte-order mark and soft hyphen that pasted text
 * carries, any dash (hyphen-minus, the typographic hyphens and dashes, the full-width and small
 * hyphen-minus) and the minus sign.
 */
const SEPARATOR = /^[\s\p{Zs}\p{Pd}\u00ad\u200b\u2060\ufeff\u2212]$/u;
const DIGIT = /^\p{Nd}$/u;

/**
 * The value of a decimal digit of any script. Unicode encodes every such digit in runs of ten,
 * zero to nine in order, and a run that follows another directly starts again at zero; so a digit's
 * value is its distance from the start of its block of digits, modulo ten.
 */
function digitValue(char: string): number {
  const point = char.codePointAt(0)!;
  let start = point;
  while (DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (point - start) % 10;
}

/** The code's digits in ASCII, or null when it holds anything but digits and separators. */
function digitsOf(input: string): string | null {
  let digits = "";
  for (const char of input) {
    if (DIGIT.test(char)) digits += String(digitValue(char));
    else if (!SEPARATOR.test(char)) return null;
  }
  return digits;
}

export function lookUpPostalCode(input: string): AreaAnswer {
  const code = digitsOf(input);
  if (code === null || code.length !== 6) return { kind: "format" };
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
