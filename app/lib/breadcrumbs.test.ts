import { describe, expect, it } from "vitest";
import { breadcrumbsFor, segmentLabel } from "./breadcrumbs";

describe("segmentLabel", () => {
  it("turns dashes into capitalised words", () => {
    expect(segmentLabel("home-care-singapore")).toBe("Home Care Singapore");
    expect(segmentLabel("about")).toBe("About");
    expect(segmentLabel("faq")).toBe("Faq");
  });
});

describe("breadcrumbsFor", () => {
  it("is empty on the home page", () => {
    expect(breadcrumbsFor("/")).toEqual([]);
  });

  it("starts at Home and leaves the last crumb without a link", () => {
    expect(breadcrumbsFor("/blog/understanding-dementia-family-guide")).toEqual([
      { label: "Home", to: "/" },
      { label: "Blog", to: "/blog" },
      { label: "Understanding Dementia Family Guide" },
    ]);
  });

  it("ignores a trailing slash", () => {
    expect(breadcrumbsFor("/services/")).toEqual([{ label: "Home", to: "/" }, { label: "Services" }]);
  });
});
