import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio, readColourTokens } from "./contrast";

const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
const tokens = readColourTokens(css);
const colour = (name: string) => {
  const value = tokens[name];
  if (!value) throw new Error(`No --color-${name} token`);
  return value;
};

/** The colour tokens an `@utility` block overrides (the page themes, the dark bands). */
function overridesOf(utility: string): Record<string, string> {
  const block = new RegExp(`@utility ${utility} \\{([^}]*)\\}`).exec(css)?.[1];
  if (!block) throw new Error(`No @utility ${utility} in app.css`);
  const overrides: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--color-([a-z-]+):\s*([^;]+);/g)) {
    const reference = /^var\(--color-([a-z-]+)\)$/.exec(value!.trim());
    overrides[name!] = reference ? colour(reference[1]!) : value!.trim();
  }
  return overrides;
}

const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

/** `top` at `alpha` opacity over an opaque `bottom`, as the browser composites it (bg-primary-tint/60). */
function over(top: string, alpha: number, bottom: string): string {
  const [a, b] = [channels(top), channels(bottom)];
  return `#${a
    .map((value, index) =>
      Math.round(value * alpha + b[index]! * (1 - alpha))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

describe("contrastRatio", () => {
  it("matches the WCAG formula at its ends", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });

  it("composites a translucent colour over the one below", () => {
    expect(over("#000000", 0.5, "#ffffff")).toBe("#808080");
    expect(over("#e3f0ee", 1, "#fbf8f3")).toBe("#e3f0ee");
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

/**
 * Every background the pages use, under each page theme (the green diabetes page and the purple
 * palliative page override the primary tokens): body text holds 7:1 on all of them, and every
 * other text colour that sits on them 4.5:1.
 */
describe.each([
  ["default theme", {}],
  ["green theme", overridesOf("theme-green")],
  ["purple theme", overridesOf("theme-purple")],
])("%s", (_theme, overrides: Record<string, string>) => {
  const themed = (name: string) => overrides[name] ?? colour(name);
  const light: [string, string][] = [
    ["background", themed("background")],
    ["surface", themed("surface")],
    ["primary-tint", themed("primary-tint")],
    ["primary-tint-strong (hover)", themed("primary-tint-strong")],
    ["accent-tint", themed("accent-tint")],
    // Section bands and the hero: translucent tints over the page (bg-primary-tint/60, bg-accent-tint/70).
    ["primary-tint/60", over(themed("primary-tint"), 0.6, themed("background"))],
    ["accent-tint/70", over(themed("accent-tint"), 0.7, themed("background"))],
  ];
  // Dark bands with running text: the help bar, the footer, the toasts, the tooltip.
  const dark: [string, string][] = [
    ["primary", themed("primary")],
    ["primary-strong", themed("primary-strong")],
    ["accent", themed("accent")],
    ["accent-strong", themed("accent-strong")],
    ["destructive", themed("destructive")],
    ["destructive-strong (hover)", themed("destructive-strong")],
    ["success", themed("success")],
    ["ink", themed("ink")],
  ];

  it.each(light)("body text (ink) on %s is at least 7:1", (_name, background) => {
    expect(contrastRatio(themed("ink"), background)).toBeGreaterThanOrEqual(7);
  });

  it.each(dark)("body text (white) on %s is at least 7:1", (_name, background) => {
    expect(contrastRatio(themed("on-primary"), background)).toBeGreaterThanOrEqual(7);
  });

  it.each(
    light.flatMap(([name, background]) => (["primary", "muted", "accent"] as const).map((text) => [text, name, background] as const)),
  )("%s text on %s is at least 4.5:1", (text, _name, background) => {
    expect(contrastRatio(themed(text), background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(light)("the focus ring on %s is at least 3:1", (_name, background) => {
    expect(contrastRatio(themed("focus"), background)).toBeGreaterThanOrEqual(3);
  });

  it.each(dark.slice(0, 2))("the light focus ring of dark bands on %s is at least 3:1", (_name, background) => {
    expect(contrastRatio(overridesOf("on-dark").focus!, background)).toBeGreaterThanOrEqual(3);
  });
});
