import { describe, expect, it } from "vitest";
import { breadcrumbsFor } from "./breadcrumbs";

/** A language's trail words, made up for the tests: the names need not look like the addresses. */
const words = {
  home: "Start",
  names: { blog: "Articles", "understanding-dementia-family-guide": "Understanding dementia", services: "What we do", faq: "FAQ" },
};

describe("breadcrumbsFor", () => {
  it("is empty on the home page", () => {
    expect(breadcrumbsFor("/", words)).toEqual([]);
  });

  it("starts at the language's Home, names each page by its name, and leaves the last crumb without a link", () => {
    expect(breadcrumbsFor("/blog/understanding-dementia-family-guide", words)).toEqual([
      { label: "Start", to: "/" },
      { label: "Articles", to: "/blog" },
      { label: "Understanding dementia" },
    ]);
  });

  it("ignores a trailing slash", () => {
    expect(breadcrumbsFor("/services/", words)).toEqual([{ label: "Start", to: "/" }, { label: "What we do" }]);
  });

  it("refuses a segment without a name rather than showing the address", () => {
    expect(() => breadcrumbsFor("/services/live-in-care", words)).toThrow(/\/services\/live-in-care/);
  });
});
