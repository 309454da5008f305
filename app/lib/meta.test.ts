import { describe, expect, it } from "vitest";
import { getMeta } from "./meta";

describe("getMeta", () => {
  it("builds title, description, canonical and social tags for a page", () => {
    expect(getMeta({ title: "About Us", description: "Who we are and how we care.", path: "/about" })).toEqual([
      { title: "About Us | Sample Home Care" },
      { name: "description", content: "Who we are and how we care." },
      { tagName: "link", rel: "canonical", href: "https://www.example.com/about" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Sample Home Care" },
      { property: "og:title", content: "About Us | Sample Home Care" },
      { property: "og:description", content: "Who we are and how we care." },
      { property: "og:url", content: "https://www.example.com/about" },
      { property: "og:locale", content: "en_SG" },
      { name: "twitter:card", content: "summary_large_image" },
    ]);
  });

  it("marks a page noindex when asked", () => {
    const tags = getMeta({ title: "Page not found", description: "x", path: "/404", noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("does not repeat the business name when the title already is it", () => {
    expect(getMeta({ title: "Sample Home Care", description: "x", path: "/" })[0]).toEqual({ title: "Sample Home Care" });
  });
});
