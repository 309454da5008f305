import { describe, expect, it } from "vitest";
import { formatSgd } from "./money";

describe("formatSgd", () => {
  it("writes whole dollars without cents, with thousands separated", () => {
    expect(formatSgd(35)).toBe("$35");
    expect(formatSgd(4800)).toBe("$4,800");
  });

  it("keeps two places when there are cents", () => {
    expect(formatSgd(35.5)).toBe("$35.50");
  });
});
