import { describe, expect, it } from "vitest";
import { unpairedTag } from "./catalogs";
import { parseRich, plainText } from "./rich";

describe("a sentence with tags and places", () => {
  it("reads tags, nested tags and places, and leaves a '<' that opens no tag as text", () => {
    expect(parseRich("Call the <hotline>AIC hotline 1800</hotline>.")).toEqual([
      "Call the ",
      { tag: "hotline", parts: ["AIC hotline 1800"] },
      ".",
    ]);
    expect(parseRich("<b>Step {number}: <i>now</i></b> below <5.7%")).toEqual([
      { tag: "b", parts: ["Step ", { place: "number" }, ": ", { tag: "i", parts: ["now"] }] },
      " below <5.7%",
    ]);
  });

  it("leaves checking that tags pair up to the catalog check, which names the entry", () => {
    expect(unpairedTag("Call <a>us")).toBe("<a> is never closed");
    expect(unpairedTag("Call <a>us</b>")).toBe("</b> closes no open <b>");
    expect(unpairedTag("Call <a>us</a> <5.7%")).toBe("");
  });

  it("gives the plain text, tags out and places filled", () => {
    expect(plainText("Step <b>{number}</b> of {total}", { number: 1, total: 4 })).toBe("Step 1 of 4");
  });
});
