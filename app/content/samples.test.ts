// @vitest-environment jsdom
// The provider's own claims are marked as examples while provider.ts holds samples: the
// testimonials page's statistics, and the promises of /our-caregivers (the hero's points, the
// checks, the training, the after-hours nurse line, the visit figures). Each page is composed and
// rendered afresh from a provider.ts whose `samples` is set, in both languages.
import { cleanup, render, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "~/i18n/languages";

afterEach(() => {
  cleanup();
  vi.doUnmock("~/content/provider");
  vi.resetModules();
});

type Page = "testimonials" | "our-caregivers";

/** Renders a page's route with provider.ts's `samples` set, and returns its text and its section holding `heading`. */
async function renderWith(samples: boolean, name: Page, lang: Lang) {
  vi.resetModules();
  vi.doMock("~/content/provider", async (importOriginal) => {
    const actual = await importOriginal<typeof import("./provider")>();
    return { ...actual, provider: { ...actual.provider, samples } };
  });
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

const NOTES = {
  en: {
    statistics: "Sample figures: these numbers are examples for now, until we confirm them from our own records.",
    hero: "The promises above, and the checks, training and after-hours nurse line described on this page, are examples for now, until we confirm them.",
    checks: "These steps are examples for now, until we confirm them.",
    training: "This training is an example for now, until we confirm it.",
    afterHours: "The after-hours nurse line is an example for now, until we confirm it.",
    visits: "The hours, notice, charge and reply times on this page are sample figures for now.",
  },
  zh: {
    statistics: "示例数字：这些数字目前只是示例，要等我们根据自己的记录核实后才作准。",
    hero: "目前只是示例：以上承诺，以及这一页介绍的审查、培训和非办公时间护士热线，都要等我们确认后才作准。",
    checks: "以上步骤目前只是示例，要等我们确认后才作准。",
    training: "以上培训目前只是示例，要等我们确认后才作准。",
    afterHours: "非办公时间热线目前只是示例，要等我们确认后才作准。",
    visits: "本页的时数、通知时间、收费和回复时间，目前都只是示例数字。",
  },
} as const;

describe.each(["en", "zh"] as const)("in %s", (lang) => {
  const notes = NOTES[lang];

  it("marks the testimonials page's statistics as samples, beside them, while they are", async () => {
    const { contentFor } = await import("~/i18n/content.server");
    const { statisticsTitle, statistics } = contentFor(lang, "testimonials");
    const { section } = await renderWith(true, "testimonials", lang);
    const stats = section(statisticsTitle);
    expect(stats).toContain(notes.statistics);
    for (const stat of statistics) expect(stats).toContain(stat.number);
  });

  it("shows the statistics without the note once they are the provider's own", async () => {
    const { text } = await renderWith(false, "testimonials", lang);
    expect(text).not.toContain(notes.statistics);
    expect(text).toContain("98%");
  });

  it("marks the promises of /our-caregivers as samples, each beside its section, while they are", async () => {
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
    const { text } = await renderWith(false, "our-caregivers", lang);
    for (const note of Object.values(notes)) expect(text).not.toContain(note);
  });
});
