import { addressLines } from "~/content/site";

/** The office address from content/site.ts, one line per block; the caller wraps it in <address>. */
export function AddressLines() {
  return addressLines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}
