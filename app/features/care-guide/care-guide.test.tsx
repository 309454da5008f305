// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { plainText } from "~/i18n/rich";
import { InLanguage } from "~/i18n/test-helpers";
import { GuideContentProvider } from "./content";
import { draftKey } from "~/features/contact/form-names";
import { CareGuide } from "./care-guide";
import { STORAGE_KEY } from "./progress";
import { type Lang, langs } from "~/i18n/languages";

/** The English words, as the tests look for them. */
const guide = contentFor("en", "care-guide");
const serviceNames = contentFor("en", "service-names");

type Step = keyof typeof guide.questions;
type Choice = { value: string; label: string; inMessage: string };

/** An answer of a question in a language, by its value, with its words in the catalog. */
function choiceOf(step: Step, value: string, words = guide): Choice {
  const found = (words.questions[step].choices as readonly Choice[]).find((choice) => choice.value === value);
  if (!found) throw new Error(`No answer ${value} to ${step}`);
  return found;
}
const label = (step: Step, value: string) => choiceOf(step, value).label;

/** "Question 2 of 4" in a language's words. */
const progress = (number: number, words = guide) => plainText(words.progress, { number, total: 4 });

/** The sentence shown when Continue is pressed with nothing chosen: what is shown, and what a screen reader hears first. */
const spoken = guide.choose.match(/<spoken>(.*?)<\/spoken>/)![1]!;
const shown = guide.choose.replace(/<spoken>.*?<\/spoken>/, "");

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function Home() {
  const location = useLocation();
  return <p>Home page {location.pathname + location.search + location.hash}</p>;
}

function renderGuide(lang: Lang = "en") {
  const router = createMemoryRouter(
    [
      {
        path: "/care-guide",
        element: (
          // The guide takes its words from its own content; the interface words are the language's own.
          <InLanguage lang={lang}>
            <GuideContentProvider content={contentFor(lang, "care-guide")}>
              <CareGuide />
            </GuideContentProvider>
          </InLanguage>
        ),
      },
      { path: "/", element: <Home /> },
    ],
    { initialEntries: ["/care-guide"] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

/** What a screen reader reads after an element's name: the text of the elements its aria-describedby names. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim())
    .join(" ");

const saved = () => JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as { step: string; answers: Record<string, string> };

async function answer(user: ReturnType<typeof userEvent.setup>, choice: string, button: string = guide.next) {
  await user.click(screen.getByRole("radio", { name: choice }));
  await user.click(screen.getByRole("button", { name: button }));
}

describe("CareGuide", () => {
  it("asks one question at a time, with the progress in words, and moves focus to each new question", async () => {
    const { user } = renderGuide();
    expect(screen.getByText(progress(1))).toBeTruthy();
    // The question alone names the group (one sentence); the progress describes it.
    const group = screen.getByRole("group", { name: guide.questions.who.legend });
    expect(descriptionOf(group)).toBe(progress(1));
    // Nothing takes focus on arrival.
    expect(document.activeElement).toBe(document.body);
    await answer(user, label("who", "mother"));
    expect(screen.getByText(progress(2))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: guide.questions.need.legend }));
  });

  it("says in words that an answer is needed when Continue is pressed with none", async () => {
    const { user } = renderGuide();
    await user.click(screen.getByRole("button", { name: guide.next }));
    // One sentence, its first words for screen readers only; it describes the group.
    const group = screen.getByRole("group", { name: guide.questions.who.legend });
    expect(screen.getByText(shown)).toBeTruthy();
    expect(descriptionOf(group)).toBe(`${progress(1)} ${spoken}${shown}`);
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: label("who", "mother") }));
    await user.click(screen.getByRole("radio", { name: label("who", "myself") }));
    expect(screen.queryByText(shown)).toBeNull();
  });

  it("asks which health condition only after that main need, and Back keeps the earlier answers", async () => {
    const { user } = renderGuide();
    await answer(user, label("who", "father"));
    await answer(user, label("need", "condition"));
    expect(screen.getByRole("heading", { name: guide.questions.condition.legend })).toBeTruthy();
    expect(screen.getByText(progress(2))).toBeTruthy();
    await user.click(screen.getByRole("button", { name: guide.back }));
    expect((screen.getByRole("radio", { name: label("need", "condition") }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: guide.back }));
    expect((screen.getByRole("radio", { name: label("who", "father") }) as HTMLInputElement).checked).toBe(true);
    expect(saved()).toEqual({ step: "who", answers: { who: "father", need: "condition" } });
  });

  it("picks up where the family left off after a reload", async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ step: "amount", answers: { who: "mother", need: "break" } }));
    renderGuide();
    expect(screen.getByText(progress(3))).toBeTruthy();
    expect(screen.getByRole("heading", { name: guide.questions.amount.legend })).toBeTruthy();
  });

  it("ends on the suggestions, a summary that can be changed, and a consultation that starts with the answers", async () => {
    sessionStorage.setItem(draftKey("tour"), JSON.stringify({ firstName: "Mei Ling", message: "typed earlier" }));
    const { user, router } = renderGuide();
    await answer(user, label("who", "mother"));
    await answer(user, label("need", "condition"));
    await answer(user, label("condition", "dementia"));
    await answer(user, label("amount", "most-days"));
    await answer(user, label("timing", "this-month"), guide.showResult);

    const heading = screen.getByRole("heading", { name: guide.result.title });
    expect(document.activeElement).toBe(heading);
    const list = screen.getByRole("list", { name: guide.result.servicesLabel });
    expect(list.querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByRole("link", { name: serviceNames["dementia-care"] }).getAttribute("href")).toBe("/services/dementia-care");
    const nextLink = (key: string) => guide.result.nextLinks.find((link) => link.key === key)!.label;
    expect(screen.getByRole("link", { name: nextLink("costs") }).getAttribute("href")).toBe("/costs");
    expect(screen.getByRole("link", { name: nextLink("caregivers") }).getAttribute("href")).toBe("/our-caregivers");

    // Change one answer: back to that question, then straight back to the result.
    await user.click(screen.getByRole("button", { name: guide.questions.amount.changeLabel }));
    await answer(user, label("amount", "round-the-clock"));
    expect(screen.getByRole("link", { name: serviceNames["live-in-care"] }).getAttribute("href")).toBe("/services/live-in-care");

    await user.click(screen.getByRole("link", { name: guide.result.consultation }));
    expect(JSON.parse(sessionStorage.getItem(draftKey("tour"))!)).toEqual({
      firstName: "Mei Ling",
      // One sentence a line, each with the answer's own words from the catalog.
      message: [
        plainText(guide.message.opening, { who: choiceOf("who", "mother").inMessage }),
        plainText(guide.message.need, { need: choiceOf("condition", "dementia").inMessage }),
        choiceOf("amount", "round-the-clock").inMessage,
        choiceOf("timing", "this-month").inMessage,
      ].join("\n"),
    });
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.search).toBe("");
    expect(router.state.location.state).toEqual({ section: "contact" });
  });

  it("Start again forgets the answers", async () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ step: "result", answers: { who: "mother", need: "company", amount: "week", timing: "planning" } }),
    );
    const { user } = renderGuide();
    await user.click(screen.getByRole("button", { name: guide.result.startAgain }));
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: guide.questions.who.legend }));
    expect((screen.getByRole("radio", { name: label("who", "mother") }) as HTMLInputElement).checked).toBe(false);
  });

  // Each Change button shows one word and is named by one whole sentence of the catalog, which
  // holds that word: a screen reader user hears which answer it changes, and a voice-control
  // user can say the word they see.
  it.each(langs)("in %s, names each Change button by its own catalog entry, with the visible word inside it", (lang) => {
    const words = contentFor(lang, "care-guide");
    const answers = { who: "mother", need: "condition", condition: "dementia", amount: "most-days", timing: "this-month" };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ step: "result", answers }));
    renderGuide(lang);
    const steps = Object.keys(answers) as (keyof typeof answers)[];
    const buttons = screen.getAllByRole("button", { name: new RegExp(words.result.change) });
    expect(buttons.map((button) => button.textContent)).toEqual(steps.map(() => words.result.change));
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual(steps.map((step) => words.questions[step].changeLabel));
    // Each name is its own, and more than the visible word alone.
    const names = buttons.map((button) => button.getAttribute("aria-label")!);
    expect(new Set(names).size).toBe(steps.length);
    for (const name of names) {
      expect(name.includes(words.result.change)).toBe(true);
      expect(name.length).toBeGreaterThan(words.result.change.length);
    }
  });

  it("in Chinese, asks the questions and counts them in Chinese", async () => {
    const zh = contentFor("zh", "care-guide");
    const { user } = renderGuide("zh");
    expect(screen.getByText(progress(1, zh))).toBeTruthy();
    // The count is written in Chinese, with its figures.
    expect(progress(1, zh)).toMatch(/^(?=.*1)(?=.*4)[\p{Script=Han}\d，]+$/u);
    await answer(user, choiceOf("who", "mother", zh).label, zh.next);
    expect(screen.getByText(progress(2, zh))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: zh.questions.need.legend }));
  });
});
