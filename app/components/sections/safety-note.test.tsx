// @vitest-environment jsdom
// When to call 995 and when to see a doctor first, everywhere a family might act on the site's words
// instead: the care guide's first screen, every result of the guide (as the guide shows it and on each
// result page), and the note of each health page. A page whose condition changes the advice (the end
// of life, cancer, dementia) shows its own note's lines. Each is drawn as a visitor sees it, in English
// and in Chinese, from the composed content.
import { fill } from "~/i18n/markers";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentProps, ComponentType } from "react";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dictionaryFor } from "~/content/dictionary.server";
import { sharedFacts } from "~/content/facts";
import { type Topic, topicOrder, topics } from "~/content/care-guide";
import { type SafetyLine, type SafetyNoteKind, safetyFacts, safetyNotes } from "~/content/safety";
import { structure as cancerCare } from "~/content/services/cancer-care";
import { servicePageIn } from "~/content/services/test-helpers";
import { CareGuide } from "~/features/care-guide/care-guide";
import { GuideContentProvider } from "~/features/care-guide/content";
import { type GuideAnswers, safetyNoteOf } from "~/features/care-guide/recommend";
import { STORAGE_KEY } from "~/features/care-guide/progress";
import { contentFor } from "~/i18n/content.server";
import { type Lang, langs } from "~/i18n/languages";
import { plainText } from "~/i18n/rich";
import { InLanguage } from "~/i18n/test-helpers";
import CareGuidePage from "~/routes/care-guide";
import CareGuideResult from "~/routes/care-guide-result";
import { ServicePageView } from "./service-page";
import { SafetyNote } from "./safety-note";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

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

/** A line as the visitor reads it: its tags' words kept, its marks gone. */
const lineIn = (lang: Lang, line: SafetyLine) => plainText(dictionaryFor(lang).safety.lines[line]);

/** Every line of any note. */
const allLines = [...new Set(Object.values(safetyNotes).flat())] as SafetyLine[];

/**
 * The note shows exactly the lines of `kind` (the general note when none), in order, each its own
 * paragraph, and every 995 in them is a link that dials it.
 */
function expectNote(lang: Lang, note: HTMLElement, kind: SafetyNoteKind | undefined) {
  const lines: readonly SafetyLine[] = safetyNotes[kind ?? "general"];
  const paragraphs = [...note.querySelectorAll("p")].map((p) => p.textContent);
  const shown = allLines.filter((line) => paragraphs.includes(lineIn(lang, line)));
  expect(shown.toSorted()).toEqual([...lines].toSorted());
  const order = lines.map((line) => paragraphs.indexOf(lineIn(lang, line)));
  expect(order).toEqual(order.toSorted((a, b) => a - b));
  const calls = within(note).getAllByRole("link", { name: sharedFacts.emergencyNumber });
  expect(calls.length).toBeGreaterThanOrEqual(1);
  for (const call of calls) expect(call.getAttribute("href")).toBe(`tel:${sharedFacts.emergencyNumber}`);
}

/** The note a guide topic names, if any. */
const noteOf = (topic: Topic) => safetyNoteOf(topic, topics);

/** The first answers that lead to a topic's result in the full guide. */
function answersFor(topic: Topic): GuideAnswers {
  const base = { who: "mother", amount: "week", timing: "this-week" } as const;
  const needs: readonly string[] = ["everyday", "company", "hospital", "break", "end-of-life"];
  return needs.includes(topic)
    ? ({ ...base, need: topic } as GuideAnswers)
    : ({ ...base, need: "condition", condition: topic } as GuideAnswers);
}

describe("the notes", () => {
  it("give the end of life, cancer and dementia their own lines, and every other guide topic the general note", () => {
    expect(Object.fromEntries(topicOrder.map((topic) => [topic, noteOf(topic) ?? "general"]))).toEqual({
      everyday: "general",
      company: "general",
      dementia: "dementia",
      cancer: "cancer",
      breathing: "general",
      diabetes: "general",
      nursing: "general",
      other: "general",
      hospital: "general",
      break: "general",
      "end-of-life": "endOfLife",
    });
  });

  it("near the end of life put the hospice team first, then 995 when there is none, then what can be expected", () => {
    expect(safetyNotes.endOfLife).toEqual(["hospice", "hospiceEmergency", "endOfLifeChanges"]);
  });

  it("for cancer and dementia keep the general lines, with their own after the emergency", () => {
    expect(safetyNotes.cancer).toEqual(["emergency", "chemoFever", "doctor", "ambulance"]);
    expect(safetyNotes.dementia).toEqual(["emergency", "dementiaConfusion", "doctor", "ambulance"]);
  });

  it("name the same temperature for fever during chemotherapy as the cancer care page", () => {
    expect(safetyFacts.chemoFeverCelsius).toBe(38);
    expect(cancerCare.facts.chemoFeverCelsius).toBe(safetyFacts.chemoFeverCelsius);
  });
});

/**
 * How each language words the 995 list and the chemotherapy line, for the checks below: the list's
 * first and last signs around it, the signs it must name, the figure and "not a polyclinic". A
 * language not listed yet is read by its native review.
 */
const signsIn: Partial<Record<Lang, { list: RegExp; named: string[] }>> = {
  en: {
    list: /(suddenly collapses, .*, or suddenly becomes very drowsy or confused)/,
    named: [
      "collapses",
      "trouble breathing",
      "choking",
      "chest pain",
      "a fit",
      "bleeding heavily",
      "a stroke",
      "a severe allergic reaction",
      "a bad fall",
    ],
  },
  zh: {
    list: /(突然倒下、.*、突然变得非常昏沉或神志不清)/,
    named: ["突然倒下", "呼吸困难", "噎住", "胸痛", "抽搐", "大量出血", "出现中风迹象", "出现严重过敏反应", "严重跌倒"],
  },
  ms: {
    list: /(tiba-tiba rebah, .*, atau tiba-tiba menjadi sangat mengantuk atau keliru)/,
    named: [
      "rebah",
      "sukar bernafas",
      "tercekik",
      "sakit dada",
      "sawan",
      "berdarah dengan banyak",
      "strok",
      "alahan yang teruk",
      "jatuh dengan teruk",
    ],
  },
  ta: {
    list: /(திடீரென்று மயங்கி விழுந்தால், .*, அல்லது திடீரென்று மிகவும் தூக்கக்கலக்கமாகவோ குழப்பமாகவோ இருந்தால்)/,
    named: ["மயங்கி விழுந்தால்", "மூச்சுவிடச் சிரமப்பட்டால்", "நெஞ்சுவலி", "வலிப்பு", "இரத்தப்போக்கு", "பக்கவாதத்தின்", "ஒவ்வாமை", "கீழே விழுந்தால்"],
  },
};
const feverIn: Partial<Record<Lang, [figure: string, notPolyclinic: string]>> = {
  en: ["38°C or higher", "not to a polyclinic"],
  zh: ["摄氏38度或以上", "不要去综合诊疗所"],
  ms: ["38°C atau lebih", "bukan ke poliklinik"],
  ta: ["38°C அல்லது அதற்கு மேல்", "பலதுறை மருந்தகத்துக்குச் செல்ல வேண்டாம்"],
};

describe.each(langs)("the safety words in %s", (lang) => {
  const { safety } = dictionaryFor(lang);

  it("write every line a note shows, and no other", () => {
    expect(Object.keys(safety.lines).toSorted()).toEqual(allLines.toSorted());
    for (const line of allLines) expect(safety.lines[line].length).toBeGreaterThan(20);
  });

  it("make 995 a link in every line that names it, filled from the shared fact", () => {
    expect(safety.emergencyNumber).toBe("995");
    for (const line of ["emergency", "hospiceEmergency", "dementiaConfusion"] as const) {
      expect(safety.lines[line].match(/<call>(.*?)<\/call>/g)).toEqual([`<call>${sharedFacts.emergencyNumber}</call>`]);
    }
  });

  it.skipIf(!signsIn[lang])(
    "give 995 the same closed list of signs with or without a hospice team, confusion and drowsiness only when sudden",
    () => {
      const { emergency, hospiceEmergency } = safety.lines;
      // The list runs from its first sign to its last, sudden drowsiness or confusion; the words
      // around it are the sentence's own.
      const { list: signs, named } = signsIn[lang]!;
      const list = emergency.match(signs)?.[1];
      expect(list).toBeDefined();
      expect(hospiceEmergency.match(signs)?.[1]).toBe(list);
      for (const sign of named) expect(list).toContain(sign);
      // No broad heading with the signs in brackets as examples: the list is the rule (a bracket
      // may gloss one word, as Malay's "angin ahmar (strok)" does, but holds no list).
      expect(emergency).not.toMatch(/[(（][^)）]*[,，、]/);
    },
  );

  it.skipIf(!feverIn[lang])(
    "name the fever during chemotherapy with the shared figure, and send it to the cancer team or A&E, not a polyclinic",
    () => {
      const line = safety.lines.chemoFever;
      const [figure, notPolyclinic] = feverIn[lang]!;
      expect(line).toContain(figure);
      expect(line).toContain(notPolyclinic);
    },
  );
});

describe.each(langs)("the safety note in %s", (lang) => {
  it.each([undefined, "endOfLife", "cancer", "dementia"] as const)("shows the lines of the %s note", (kind) => {
    render(
      <InLanguage lang={lang}>
        <SafetyNote note={kind} />
      </InLanguage>,
    );
    const note = screen.getByRole("complementary", { name: dictionaryFor(lang).safety.label });
    expectNote(lang, note, kind);
    // The first line, to act on first, is in bold.
    expect(note.querySelector("p")?.className).toContain("font-bold");
  });
});

describe.each(langs)("the care guide in %s", (lang) => {
  const guide = contentFor(lang, "care-guide");

  it("says on its first screen, before the first question, that it is not medical advice, when to call 995 and when to see a doctor", async () => {
    renderAt(lang, "/care-guide", GuidePage, () => guide);
    const note = await noteIn(lang);
    expect(note.textContent).toContain(guide.safetyLead);
    expectNote(lang, note, undefined);
    // Before the first question.
    const firstQuestion = await screen.findByRole("heading", { name: guide.questions.who.legend });
    expect(note.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  /** The full guide, answered to the result of `topic`. */
  function renderGuideResult(topic: Topic) {
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
  }

  it.each(topicOrder)("shows the topic's own note before the suggestions on the guide's result for %s", async (topic) => {
    renderGuideResult(topic);
    const note = await noteIn(lang);
    expectNote(lang, note, noteOf(topic));
    const suggestions = screen.getByRole("list", { name: guide.result.servicesLabel });
    expect(note.compareDocumentPosition(suggestions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("on the end-of-life result, sends a family under a hospice team to the team first, and says what can be expected", async () => {
    renderGuideResult("end-of-life");
    const text = (await noteIn(lang)).textContent ?? "";
    expect(text).toContain(lineIn(lang, "hospice"));
    expect(text).toContain(lineIn(lang, "endOfLifeChanges"));
    // The general list alone would send a family to 995 for the changes expected near the end of life.
    expect(text).not.toContain(lineIn(lang, "emergency"));
  });

  it("on the cancer result, names the fever during chemotherapy; on the dementia result, sudden confusion", async () => {
    renderGuideResult("cancer");
    expect((await noteIn(lang)).textContent).toContain(lineIn(lang, "chemoFever"));
    cleanup();
    renderGuideResult("dementia");
    expect((await noteIn(lang)).textContent).toContain(lineIn(lang, "dementiaConfusion"));
  });

  it.each(topicOrder)("shows a note, with a link that dials 995, before the suggestions on the result page for %s", async (topic) => {
    const { resultPages, resultPage } = contentFor(lang, "care-guide-pages");
    const data = { topic, content: guide, words: resultPages[topic], resultPage };
    renderAt(lang, "/care-guide/result", ResultPage, () => data);
    const note = await noteIn(lang);
    // Which note's lines the page shows is its route's `note`: the component's and the guide's tests above hold each note's lines.
    const call = within(note).getAllByRole("link", { name: sharedFacts.emergencyNumber })[0];
    expect(call?.getAttribute("href")).toBe(`tel:${sharedFacts.emergencyNumber}`);
    const servicesTitle = await screen.findByRole("heading", { name: resultPage.servicesTitle });
    expect(note.compareDocumentPosition(servicesTitle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe.each(langs)("the health pages in %s", (lang) => {
  it.each(healthPages)(
    "%s: the 'not medical advice' note says when to call 995 and when to see a doctor, as its page's note",
    async (slug) => {
      const page = servicePageIn(lang, slug);
      const { sectionLabels } = dictionaryFor(lang);
      renderAt(lang, `/services/${slug}`, () => <ServicePageView page={page} />);
      const note = await screen.findByRole("complementary", { name: sectionLabels.reviewNote.label });
      expect(note.textContent).toContain(fill(sectionLabels.reviewNote.text, { date: page.review!.lastReviewed }));
      expectNote(lang, note, page.safetyNote);
    },
  );
});
