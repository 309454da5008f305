// @vitest-environment jsdom
// The provider's own claims are marked as examples while provider.ts holds samples: the
// testimonials page's statistics, and the promises of /our-caregivers (the hero's points, the
// checks, the training, the after-hours nurse line, the visit figures). Each page is composed and
// rendered afresh from a provider.ts whose `samples` is set, in both languages.
import { cleanup, render, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Lang, langs } from "~/i18n/languages";

afterEach(() => {
  cleanup();
  vi.doUnmock("~/content/provider");
  vi.resetModules();
});

type Page = "testimonials" | "our-caregivers";

/** Loads the modules afresh from here on, with provider.ts's `samples` set. */
function withSamples(samples: boolean) {
  vi.resetModules();
  vi.doMock("~/content/provider", async (importOriginal) => {
    const actual = await importOriginal<typeof import("./provider")>();
    return { ...actual, provider: { ...actual.provider, samples } };
  });
}

/** Renders a page's route with provider.ts's `samples` set, and returns its text and its section holding `heading`. */
async function renderWith(samples: boolean, name: Page, lang: Lang) {
  withSamples(samples);
  const route = name === "testimonials" ? await import("~/routes/testimonials") : await import("~/routes/our-caregivers");
  const { contentFor } = await import("~/i18n/content.server");
  const { DictionaryProvider } = await import("~/i18n/context");
  const dictionary = (await import("./dictionary.server")).dictionaryFor(lang);
  const content = contentFor(lang, name);
  const Page = route.default as (props: { loaderData: unknown }) => React.ReactNode;
  const page = createElement(Page, { loaderData: content });
  const router = createMemoryRouter([{ path: "/", element: createElement(DictionaryProvider, { lang, dictionary }, page) }]);
  const { container } = render(createElement(RouterProvider, { router }));
  await waitFor(() => expect(container.querySelector("h1")).not.toBeNull());
  /** The text of the section whose heading is `title` (the hero when it is the h1). */
  const section = (title: string) =>
    [...container.querySelectorAll("section")].find((element) => element.querySelector("h1, h2")?.textContent === title)?.textContent ?? "";
  return { text: container.textContent ?? "", section };
}

/**
 * The sample notes of both pages, as the catalogs word them while provider.ts holds samples: read
 * from the content composed with `samples` set, so an editor may reword them freely.
 */
async function notesIn(lang: Lang) {
  withSamples(true);
  const { contentFor } = await import("~/i18n/content.server");
  const { statisticsNote } = contentFor(lang, "testimonials");
  const { hero, checks, training, afterHours, visits } = contentFor(lang, "our-caregivers");
  const notes = {
    statistics: statisticsNote,
    hero: hero.sampleNote,
    checks: checks.sampleNote,
    training: training.sampleNote,
    afterHours: afterHours.sampleNote,
    visits: visits.sampleNote,
  };
  // A note that composed to nothing would make every check below pass with no note shown.
  expect(Object.entries(notes).filter(([, note]) => note.trim() === "")).toEqual([]);
  return notes;
}

describe("the sample notes", () => {
  it("are written in every language, none left in English", async () => {
    const english = await notesIn("en");
    for (const lang of langs.filter((other) => other !== "en")) {
      const notes = await notesIn(lang);
      expect(Object.entries(notes).filter(([name, note]) => note === english[name as keyof typeof english])).toEqual([]);
    }
  });
});

describe.each(langs)("in %s", (lang) => {
  it("marks the testimonials page's statistics as samples, beside them, while they are", async () => {
    const notes = await notesIn(lang);
    const { contentFor } = await import("~/i18n/content.server");
    const { statisticsTitle, statistics } = contentFor(lang, "testimonials");
    const { section } = await renderWith(true, "testimonials", lang);
    const stats = section(statisticsTitle);
    expect(stats).toContain(notes.statistics);
    for (const stat of statistics) expect(stats).toContain(stat.number);
  });

  it("shows the statistics without the note once they are the provider's own", async () => {
    const notes = await notesIn(lang);
    const { text } = await renderWith(false, "testimonials", lang);
    expect(text).not.toContain(notes.statistics);
    expect(text).toContain("98%");
  });

  it("marks the promises of /our-caregivers as samples, each beside its section, while they are", async () => {
    const notes = await notesIn(lang);
    const { contentFor } = await import("~/i18n/content.server");
    const { hero, checks, training, afterHours, visits } = contentFor(lang, "our-caregivers");
    const { section } = await renderWith(true, "our-caregivers", lang);
    expect(section(hero.title)).toContain(notes.hero);
    for (const point of hero.points) expect(section(hero.title)).toContain(point);
    expect(section(checks.title)).toContain(notes.checks);
    expect(section(training.title)).toContain(notes.training);
    expect(section(afterHours.title)).toContain(notes.afterHours);
    expect(section(visits.title)).toContain(notes.visits);
  });

  it("drops every sample note from /our-caregivers once the provider's own practices are in", async () => {
    const notes = await notesIn(lang);
    const { text } = await renderWith(false, "our-caregivers", lang);
    for (const note of Object.values(notes)) expect(text).not.toContain(note);
  });
});
