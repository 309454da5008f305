// @vitest-environment jsdom
// When to call 995 and when to see a doctor first, everywhere a family might act on the site's words
// instead: the care guide's first screen, every result of the guide (as the guide shows it and on each
// result page), and the note of each health page. Each is drawn as a visitor sees it, in English and in
// Chinese, from the composed content.
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentProps, ComponentType } from "react";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dictionaryFor } from "~/content/dictionary.server";
import { sharedFacts } from "~/content/facts";
import { type Topic, topicOrder } from "~/content/care-guide";
import { servicePageIn } from "~/content/services/test-helpers";
import { CareGuide } from "~/features/care-guide/care-guide";
import { GuideContentProvider } from "~/features/care-guide/content";
import { type GuideAnswers } from "~/features/care-guide/recommend";
import { STORAGE_KEY } from "~/features/care-guide/progress";
import { contentFor } from "~/i18n/content.server";
import type { Lang } from "~/i18n/languages";
import { InLanguage } from "~/i18n/test-helpers";
import CareGuidePage from "~/routes/care-guide";
import CareGuideResult from "~/routes/care-guide-result";
import { ServicePageView } from "./service-page";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const langs = ["en", "zh"] as const;

/** The five health pages, whose note says the page is general information. */
const healthPages = ["cancer-care", "dementia-care", "copd-care", "diabetes-care", "palliative-care"] as const;

/** A page drawn at `path` in `lang`, with its loader's data, as the language layout gives it. */
function renderAt(lang: Lang, path: string, Page: ComponentType, loader: () => unknown = () => null) {
  const router = createMemoryRouter(
    [{ path, loader, element: <InLanguage lang={lang}>{<Page />}</InLanguage>, hydrateFallbackElement: <p>Loading</p> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

/** The route components, with the loader's data as the route gives it. */
const GuidePage = () => <CareGuidePage {...({ loaderData: useLoaderData() } as ComponentProps<typeof CareGuidePage>)} />;
const ResultPage = () => <CareGuideResult {...({ loaderData: useLoaderData() } as ComponentProps<typeof CareGuideResult>)} />;

/** The safety note, named by the language's words, once the page has drawn it. */
const noteIn = (lang: Lang) => screen.findByRole("complementary", { name: dictionaryFor(lang).safety.label });

/** The note says when to call 995, with the number a link that dials it, and when to see a doctor. */
function expectSafetyLines(lang: Lang, note: HTMLElement) {
  const { safety } = dictionaryFor(lang);
  const call = within(note).getByRole("link", { name: sharedFacts.emergencyNumber });
  expect(call.getAttribute("href")).toBe(`tel:${sharedFacts.emergencyNumber}`);
  expect(note.textContent).toContain(safety.emergency);
  expect(note.textContent).toContain(safety.doctor);
}

/** The first answers that lead to a topic's result in the full guide. */
function answersFor(topic: Topic): GuideAnswers {
  const base = { who: "mother", amount: "week", timing: "this-week" } as const;
  const needs: readonly string[] = ["everyday", "company", "hospital", "break", "end-of-life"];
  return needs.includes(topic)
    ? ({ ...base, need: topic } as GuideAnswers)
    : ({ ...base, need: "condition", condition: topic } as GuideAnswers);
}

describe.each(langs)("the safety words in %s", (lang) => {
  const { safety } = dictionaryFor(lang);

  it("name the emergency number once, as a place filled from the shared fact, and the doctor", () => {
    expect(safety.emergencyNumber).toBe("995");
    expect(safety.emergency.split(safety.emergencyNumber)).toHaveLength(2);
    expect(safety.doctor.length).toBeGreaterThan(20);
  });
});

describe.each(langs)("the care guide in %s", (lang) => {
  const guide = contentFor(lang, "care-guide");

  it("says on its first screen, before the first question, that it is not medical advice, when to call 995 and when to see a doctor", async () => {
    renderAt(lang, "/care-guide", GuidePage, () => guide);
    const note = await noteIn(lang);
    expect(note.textContent).toContain(guide.safetyLead);
    expectSafetyLines(lang, note);
    // Before the first question.
    const firstQuestion = await screen.findByRole("heading", { name: guide.questions.who.legend });
    expect(note.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(topicOrder)("shows the note before the suggestions on the guide's result for %s", async (topic) => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ step: "result", answers: answersFor(topic) }));
    const router = createMemoryRouter(
      [
        {
          path: "/care-guide",
          element: (
            <InLanguage lang={lang}>
              <GuideContentProvider content={guide}>
                <CareGuide />
              </GuideContentProvider>
            </InLanguage>
          ),
        },
      ],
      { initialEntries: ["/care-guide"] },
    );
    render(<RouterProvider router={router} />);
    const note = await noteIn(lang);
    expectSafetyLines(lang, note);
    const suggestions = screen.getByRole("list", { name: guide.result.servicesLabel });
    expect(note.compareDocumentPosition(suggestions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(topicOrder)("shows the note before the suggestions on the result page for %s", async (topic) => {
    const { resultPages, resultPage } = contentFor(lang, "care-guide-pages");
    const data = { topic, content: guide, words: resultPages[topic], resultPage };
    renderAt(lang, "/care-guide/result", ResultPage, () => data);
    const note = await noteIn(lang);
    expectSafetyLines(lang, note);
    const servicesTitle = await screen.findByRole("heading", { name: resultPage.servicesTitle });
    expect(note.compareDocumentPosition(servicesTitle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe.each(langs)("the health pages in %s", (lang) => {
  it.each(healthPages)("%s: the 'not medical advice' note says when to call 995 and when to see a doctor", async (slug) => {
    const page = servicePageIn(lang, slug);
    const { sectionLabels } = dictionaryFor(lang);
    renderAt(lang, `/services/${slug}`, () => <ServicePageView page={page} />);
    const note = await screen.findByRole("complementary", { name: sectionLabels.reviewNote.label });
    expect(note.textContent).toContain(sectionLabels.reviewNote.text);
    expectSafetyLines(lang, note);
  });
});
