/**
 * Content reaches a page as one typed object: the shared structure with the words of the page's
 * language put in. These check the composition, and that the types hold a wrong key, a wrong slug
 * and a wrong path as errors (each `@ts-expect-error` fails `npm run typecheck` if the line is
 * ever accepted).
 */
import { describe, expect, it } from "vitest";
import { servicePage } from "~/content/services/types";
import type { Action } from "~/content/types";
import type { ContentOf } from "./composed";
import { contentFor } from "./content.server";
import { figure, wordIn } from "./markers";
import { catalog } from "./words.server";

describe("content in each language", () => {
  it("puts each language's words into the one structure, and writes its figures for the language", () => {
    const [english, chinese] = [contentFor("en", "about"), contentFor("zh", "about")];
    expect(english.stayInModel.cards.map((card) => card.icon)).toEqual(chinese.stayInModel.cards.map((card) => card.icon));
    expect(english.hero.image.src).toBe(chinese.hero.image.src);
    expect([english.statistics[0].number, chinese.statistics[0].number]).toEqual(["900K", "90万"]);
    // The same figure in each language's sentence, written as that language writes it.
    expect(english.background.paragraphs[0]).toContain("900,000");
    expect(chinese.background.paragraphs[0]).toContain("90万");
  });

  it("fails, naming the file to write, when a language has no catalog for a page", () => {
    expect(() => catalog("zh", "no-such-page")).toThrow(
      "app/content/zh/no-such-page.yaml does not exist: translate app/content/en/no-such-page.yaml into it",
    );
  });
});

describe("the types of content", () => {
  it("make a key the English catalog lacks a type error", () => {
    const about = contentFor("en", "about");
    // @ts-expect-error: Property 'subtitle' does not exist (npm run typecheck fails if this line is ever accepted)
    expect(about.hero.subtitle).toBeUndefined();
    // @ts-expect-error: "frameLabels.nope" is not a word of the interface catalog
    expect(() => wordIn("interface", "frameLabels.nope")).not.toThrow();
  });

  it("make a service slug with no page a type error", () => {
    // @ts-expect-error: "respite-cre" is not a service's slug
    expect(wordIn("service-names", "respite-cre").path).toBe("respite-cre");
    const page = {
      slug: "respite-cre",
      name: wordIn("service-names", "respite-care"),
      theme: "default",
      sharedFrame: true,
      hero: { actions: [] },
      sections: [],
      cta: { actions: [] },
    } as const;
    // @ts-expect-error: the slug of a service page must be one of the fourteen
    expect(servicePage(page).slug).toBe("respite-cre");
  });

  it("make a link to an address with no page a type error", () => {
    const structure = { facts: { year: 2030 }, cta: { actions: [{ kind: "link", to: "/abot" }], when: figure(2030) } } as const;
    type Page = ContentOf<typeof structure, { cta: { actions: [{ label: string }] } }>;
    const page = { cta: { actions: [{ kind: "link", to: "/abot", label: "About" }], when: "2030" } } satisfies Page;
    // @ts-expect-error: "/abot" is not the address of a page
    const actions: readonly Action[] = page.cta.actions;
    expect(actions[0]?.kind).toBe("link");
  });
});
