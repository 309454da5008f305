import { describe, expect, it } from "vitest";
import type { about } from "~/content/about";
import { contentIn } from "./content";
import type { Translation } from "./translation";

describe("content in each language", () => {
  it("reads the English module, or the translation beside it", async () => {
    expect((await contentIn<typeof about>("en", "about", "about")).hero.title).toMatch(/[A-Za-z]/);
    expect((await contentIn<typeof about>("zh", "about", "about")).hero.title).toMatch(/\p{Script=Han}/u);
  });

  it("fails, naming the file to write, when a language has no translation of a page", async () => {
    await expect(contentIn("zh", "no-such-page", "page")).rejects.toThrow("app/content/zh/no-such-page.ts");
    await expect(contentIn("zh", "about", "aboutPage")).rejects.toThrow("app/content/zh/about.ts does not export aboutPage");
  });

  it("makes a translation without a field a type error, naming the field", () => {
    const { hero, ...withoutHero } = {} as Translation<typeof about>;
    // @ts-expect-error: Property 'hero' is missing (npm run typecheck fails if this line is ever accepted)
    const incomplete: Translation<typeof about> = withoutHero;
    expect([hero, incomplete]).toBeDefined();
  });
});
