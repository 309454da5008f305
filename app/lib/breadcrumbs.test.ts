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

  it("names the pages that help a family choose, and puts a guide result under the guide", () => {
    expect(breadcrumbsFor("/care-guide")).toEqual([{ label: "Home", to: "/" }, { label: "Care Guide" }]);
    expect(breadcrumbsFor("/costs")).toEqual([{ label: "Home", to: "/" }, { label: "Costs" }]);
    expect(breadcrumbsFor("/our-caregivers")).toEqual([{ label: "Home", to: "/" }, { label: "Our Caregivers" }]);
    expect(breadcrumbsFor("/care-guide/help-at-home")).toEqual([
      { label: "Home", to: "/" },
      { label: "Care Guide", to: "/care-guide" },
      { label: "Help At Home" },
    ]);
  });

  it("ignores a trailing slash", () => {
    expect(breadcrumbsFor("/services/")).toEqual([{ label: "Home", to: "/" }, { label: "Services" }]);
  });
});
