// No component holds a word: every sentence a visitor reads or hears is one catalog entry, and
// components pass values and elements only (scripts/lib/component-words.mjs says what counts).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { wordsInComponent } from "./lib/component-words.mjs";

const components = execFileSync("git", ["ls-files", "app/**/*.tsx"], { encoding: "utf8" })
  .trim()
  .split("\n")
  .filter((file) => file && !file.endsWith(".test.tsx"));

describe("words in components", () => {
  it("finds none in any component of the site", () => {
    expect(components.length).toBeGreaterThan(50);
    expect(components.flatMap((file) => wordsInComponent(readFileSync(file, "utf8"), file))).toEqual([]);
  });

  it("finds the words, spaces and stops a component glues between entries, as the costs page once did", () => {
    // The AIC hotline sentence as the costs page wrote it: a lead, a space, the link, a full stop.
    const glued = `export const Hotline = ({ schemes }) => (
  <p>
    {schemes.hotlineLead}{" "}
    <a href={schemes.hotlineHref}>{schemes.hotlineLabel}</a>
    .
  </p>
);`;
    expect(wordsInComponent(glued, "costs.tsx")).toEqual([
      'costs.tsx:3: a string written as a child: " "',
      'costs.tsx:5: text written in the component: "."',
    ]);
    expect(wordsInComponent(`const A = () => <button aria-label="Close">{label}: {value}</button>;`, "a.tsx")).toEqual([
      'a.tsx:1: words in aria-label: "Close"',
      'a.tsx:1: text written in the component: ": "',
    ]);
  });

  it("lets a component pass values and elements, numbers and a picture with no description", () => {
    const whole = `const B = ({ text, n }) => (
  <p>
    <Message text={text} tags={{ link: <Anchor href="/x" /> }} />
    <span aria-hidden="true">{n + 1}</span>
    <img alt="" src="/x.svg" />
  </p>
);`;
    expect(wordsInComponent(whole, "b.tsx")).toEqual([]);
  });
});
