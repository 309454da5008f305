import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio, readColourTokens } from "./contrast";

const tokens = readColourTokens(readFileSync(new URL("../app.css", import.meta.url), "utf8"));
const colour = (name: string) => {
  const value = tokens[name];
  if (!value) throw new Error(`No --color-${name} token`);
  return value;
};

describe("contrastRatio", () => {
  it("matches the WCAG formula at its ends", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });
});

describe("theme colour pairs", () => {
  // [text, background, minimum]: 7:1 for body text and anything people read at length,
  // 4.5:1 for secondary text, 3:1 for the focus ring against the page.
  const pairs: [string, string, number][] = [
    ["ink", "background", 7],
    ["ink", "surface", 7],
    ["ink", "primary-tint", 7],
    ["ink", "accent-tint", 7],
    ["muted", "background", 7],
    ["muted", "surface", 7],
    ["primary", "background", 7],
    ["primary", "surface", 7],
    ["primary", "primary-tint", 7],
    ["on-primary", "primary", 7],
    ["surface", "primary-strong", 7],
    ["surface", "accent", 7],
    ["surface", "accent-strong", 7],
    ["surface", "destructive", 7],
    ["surface", "success", 7],
    ["teal", "teal-tint", 7],
    ["terracotta", "terracotta-tint", 7],
    ["green", "green-tint", 7],
    ["purple", "purple-tint", 7],
    ["blue", "blue-tint", 7],
    ["amber", "amber-tint", 7],
    ["rose", "rose-tint", 7],
    ["focus", "background", 3],
    ["focus", "surface", 3],
  ];

  it.each(pairs)("%s on %s is at least %d:1", (text, background, minimum) => {
    expect(contrastRatio(colour(text), colour(background))).toBeGreaterThanOrEqual(minimum);
  });
});
