// Every amount of money the site shows is written by formatMoney (format.ts), in the language's
// one money style, so a rate reads the same in every table and sentence of a page.
import { describe, expect, it } from "vitest";
import { formatMoney } from "./format";

/** The no-break space Intl puts between "SGD" and the amount, shown as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("formatMoney", () => {
  it("writes whole dollars without cents, with thousands separated", () => {
    expect(plain(formatMoney(35, "en"))).toBe("SGD 35");
    expect(plain(formatMoney(4800, "en"))).toBe("SGD 4,800");
    expect(formatMoney(35, "zh")).toBe("$35");
    expect(formatMoney(4800, "zh")).toBe("$4,800");
  });

  it("keeps two places when there are cents", () => {
    expect(plain(formatMoney(35.5, "en"))).toBe("SGD 35.50");
    expect(formatMoney(35.5, "zh")).toBe("$35.50");
  });

  it("keeps the currency and its amount together on one line", () => {
    expect(formatMoney(4800, "en")).toBe("SGD\u00a04,800");
  });
});
