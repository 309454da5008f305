import { describe, expect, it } from "vitest";
import { countWords, parseArticle, readTimeFor } from "./article";

describe("parseArticle", () => {
  it("reads headings, paragraphs and lists", () => {
    const source = "Intro line one\nline two.\n\n## A heading\n\n### Sub\n\n- one\n- two\n\n1. first\n2. second";
    expect(parseArticle(source)).toEqual([
      { kind: "p", text: "Intro line one line two." },
      { kind: "h2", text: "A heading" },
      { kind: "h3", text: "Sub" },
      { kind: "ul", items: ["one", "two"] },
      { kind: "ol", items: ["first", "second"] },
    ]);
  });

  it("keeps markup-looking text as text", () => {
    expect(parseArticle("<script>alert(1)</script>")).toEqual([{ kind: "p", text: "<script>alert(1)</script>" }]);
  });
});

describe("reading time", () => {
  it("counts words without list and heading markers", () => {
    expect(countWords("## Two words\n\n- three more words\n1. and two")).toBe(7);
  });

  it("rounds up at 200 words a minute", () => {
    expect(readTimeFor(Array.from({ length: 200 }, () => "word").join(" "))).toBe("1 min read");
    expect(readTimeFor(Array.from({ length: 201 }, () => "word").join(" "))).toBe("2 min read");
  });
});
