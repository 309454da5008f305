import type { Page, Request } from "@playwright/test";
import * as careGuideModule from "../app/content/care-guide";
import * as careGuidePagesModule from "../app/content/care-guide-pages";
import * as interfaceWords from "../app/content/interface";
import type { ServiceSlug } from "../app/content/services/slugs";
import { STORAGE_KEY } from "../app/features/care-guide/progress";
import { plainText } from "../app/i18n/rich";
import { composed } from "./content";
import { axeViolations, expect, lostContent, tabTo, test, waitForHydration, isSiteFile, holdRequests } from "./fixtures";
import { langs, languages, localise } from "../app/i18n/languages";

// The care guide: four questions, one per screen, then one to three service pages and a
// consultation request that starts with the answers. The answers stay in the tab's session
// storage; none of them may reach the address or the network while the guide is answered.

/** The guide's English words, as the page shows them. */
const guide = composed("care-guide", careGuideModule);
const serviceNames = composed("service-names", { structure: {} }) as Record<ServiceSlug, string>;
const { form } = composed("interface", interfaceWords);

type Step = keyof typeof guide.questions;
type Choice = { value: string; label: string; inMessage: string };

/** An answer of a question, by its value, with its words in the catalog. */
function choiceOf(step: Step, value: string): Choice {
  const found = (guide.questions[step].choices as readonly Choice[]).find((choice) => choice.value === value);
  if (!found) throw new Error(`No answer ${value} to ${step}`);
  return found;
}

/** The label of an answer, by its value: what the radio button is named. */
const label = (step: Step, value: string) => choiceOf(step, value).label;

/** The words of a link under "Before you decide", by its key. */
const nextLink = (key: string) => guide.result.nextLinks.find((link) => link.key === key)!.label;

/** "Question 2 of 4", in the catalog's words. */
const progress = (number: number) => plainText(guide.progress, { number, total: 4 });

/** The sentence shown when Continue is pressed with nothing chosen, without the words only screen readers hear. */
const chooseShown = guide.choose.replace(/<spoken>.*?<\/spoken>/, "");

/**
 * The consultation message for mother / dementia / a few hours most days / within a month: one
 * sentence a line, each with the answer's own words.
 */
const MESSAGE = [
  plainText(guide.message.opening, { who: choiceOf("who", "mother").inMessage }),
  plainText(guide.message.need, { need: choiceOf("condition", "dementia").inMessage }),
  choiceOf("amount", "most-days").inMessage,
  choiceOf("timing", "this-month").inMessage,
].join("\n");

/** Every value and every word of the answers given in these tests: none may appear in a request. */
const ANSWER_WORDS = ["mother", "condition", "dementia", "most-days", "this-month", "month"];

const radio = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const question = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const suggested = (page: Page) => page.getByRole("list", { name: guide.result.servicesLabel });

/**
 * Chooses an answer with the mouse and moves on. (A choice made while the guide's code is still on
 * its way is made again as it arrives: the answer is checked once that is done.)
 */
async function answer(page: Page, choice: string, button = guide.next) {
  await radio(page, choice).click();
  await expect(radio(page, choice)).toBeChecked();
  await page.getByRole("button", { name: button }).click();
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/care-guide");
    await waitForHydration(page);
  });

  test("by keyboard alone: every question, the result, then the consultation form holds the answers and stays editable", async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    const next = page.getByRole("button", { name: guide.next });

    // 1: Tab into the group, Space chooses the first answer, Enter sends the step.
    await tabTo(page, radio(page, label("who", "mother")));
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    await expect(page.getByText(progress(2))).toBeVisible();
    await expect(question(page, guide.questions.need.legend)).toBeFocused();

    // 2: the arrows move through the answers and choose as they go.
    await page.keyboard.press("Tab");
    await expect(radio(page, label("need", "everyday"))).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(radio(page, label("need", "condition"))).toBeChecked();
    await tabTo(page, next, 3);
    await page.keyboard.press("Enter");

    // 2, continued: which condition. Space on the Continue button.
    await expect(question(page, guide.questions.condition.legend)).toBeFocused();
    await expect(page.getByText(progress(2))).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(radio(page, label("condition", "dementia"))).toBeChecked();
    await tabTo(page, next, 3);
    await page.keyboard.press("Space");

    // 3 and 4.
    await expect(question(page, guide.questions.amount.legend)).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await expect(radio(page, label("amount", "most-days"))).toBeChecked();
    await page.keyboard.press("Enter");
    await expect(question(page, guide.questions.timing.legend)).toBeFocused();
    await expect(page.getByText(progress(4))).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, page.getByRole("button", { name: guide.showResult }), 3);
    await page.keyboard.press("Enter");

    // The result: focus on its heading, the services as links, the answers summarised.
    await expect(question(page, guide.result.title)).toBeFocused();
    const services = suggested(page);
    await expect(services.getByRole("link")).toHaveText([
      serviceNames["dementia-care"],
      serviceNames.companionship,
      serviceNames["respite-care"],
    ]);
    await expect(services.getByRole("link").first()).toHaveAttribute("href", "/services/dementia-care");
    await expect(page.getByRole("link", { name: nextLink("costs") })).toHaveAttribute("href", "/costs");
    await expect(page.getByRole("link", { name: nextLink("caregivers") })).toHaveAttribute("href", "/our-caregivers");
    await expect(page.getByRole("definition").filter({ hasText: label("timing", "this-month") })).toBeVisible();

    // Nothing left the page while the guide was answered: no request but for the site's own files
    // (code as the visitor nears a part, the fonts for the next page), which carry nothing of the answers.
    expect(requests.filter((request) => !isSiteFile(request)).map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    await expect(page).toHaveURL(/\/care-guide$/);

    // The consultation: the home page's form, with the answers in its message.
    await tabTo(page, page.getByRole("link", { name: guide.result.consultation }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/(#contact)?$/);
    const url = new URL(page.url());
    expect(url.search).toBe("");
    expect(["", "#contact"]).toContain(url.hash);
    const tour = page.getByRole("form", { name: "Schedule Your Tour" });
    const message = tour.getByLabel(form.fieldLabels.message);
    await expect(message).toHaveValue(MESSAGE);
    await expect(page.getByRole("heading", { name: "Schedule Your Tour" })).toBeFocused();

    // It is the family's message: they can change it.
    await message.focus();
    await page.keyboard.press("End");
    await page.keyboard.type(" She prefers Mandarin.");
    await expect(message).toHaveValue(`${MESSAGE} She prefers Mandarin.`);

    // Up to the send, no request carried an answer, and none went to another site or was a POST.
    const origin = new URL(page.url()).origin;
    const leaks = requests.filter(
      (request) =>
        request.method() !== "GET" ||
        !request.url().startsWith(origin) ||
        ANSWER_WORDS.some((word) => decodeURIComponent(request.url()).toLowerCase().includes(word)),
    );
    expect(leaks.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });

  test("Continue with nothing chosen says so in words and stays on the question", async ({ page }) => {
    await page.getByRole("button", { name: guide.next }).click();
    const alert = page.getByText(chooseShown);
    await expect(alert).toBeVisible();
    await expect(page.getByText(progress(1))).toBeVisible();
    await expect(radio(page, label("who", "mother"))).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await radio(page, label("who", "myself")).check();
    await expect(alert).toBeHidden();
  });

  test("an answer chosen before the guide's code has come is kept, and Continue then moves on", async ({ page }) => {
    // The guide loaded afresh, with its code (the chunk that draws the answers) held back.
    const code = await holdRequests(page, /\/assets\/care-guide-[^/]+\.js$/, (body) => body.includes("radio"));
    await page.goto("/care-guide");
    await waitForHydration(page);
    await radio(page, label("who", "father")).check();
    code.release();
    await expect(page.getByRole("button", { name: guide.next })).toBeEnabled();
    await expect(radio(page, label("who", "father"))).toBeChecked();
    await page.getByRole("button", { name: guide.next }).click();
    await expect(page.getByText(progress(2))).toBeVisible();
  });

  test("Back keeps earlier answers, and a reload keeps the step and the answers", async ({ page }) => {
    await answer(page, label("who", "father"));
    await answer(page, label("need", "company"));
    await expect(page.getByText(progress(3))).toBeVisible();
    await radio(page, label("amount", "overnight")).check();

    await page.getByRole("button", { name: guide.back }).click();
    await expect(question(page, guide.questions.need.legend)).toBeFocused();
    await expect(radio(page, label("need", "company"))).toBeChecked();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(progress(2))).toBeVisible();
    await expect(radio(page, label("need", "company"))).toBeChecked();
    await page.getByRole("button", { name: guide.back }).click();
    await expect(radio(page, label("who", "father"))).toBeChecked();
    await page.getByRole("button", { name: guide.next }).click();
    await page.getByRole("button", { name: guide.next }).click();
    // The answer chosen before Back and the reload is still there.
    await expect(radio(page, label("amount", "overnight"))).toBeChecked();
    await expect(page).toHaveURL(/\/care-guide$/);

    // Start again forgets them all.
    await answer(page, label("amount", "overnight"));
    await answer(page, label("timing", "this-week"), guide.showResult);
    await expect(suggested(page).getByRole("link", { name: serviceNames["overnight-care"] })).toHaveAttribute(
      "href",
      "/services/overnight-care",
    );
    await page.getByRole("button", { name: guide.result.startAgain }).click();
    await expect(question(page, guide.questions.who.legend)).toBeFocused();
    await page.reload();
    await waitForHydration(page);
    await expect(radio(page, label("who", "father"))).not.toBeChecked();
  });

  test("a changed answer on the result leads back to the result with new suggestions", async ({ page }) => {
    await answer(page, label("who", "myself"));
    await answer(page, label("need", "everyday"));
    await answer(page, label("amount", "week"));
    await answer(page, label("timing", "planning"), guide.showResult);
    const services = suggested(page);
    await expect(services.getByRole("link").first()).toHaveAttribute("href", "/services/personal-care");
    // The button shows one word and is named by its own sentence, which holds that word.
    const change = page.getByRole("button", { name: guide.questions.amount.changeLabel, exact: true });
    await expect(change).toHaveText(guide.result.change);
    await change.click();
    await expect(question(page, guide.questions.amount.legend)).toBeFocused();
    await answer(page, label("amount", "round-the-clock"));
    await expect(question(page, guide.result.title)).toBeFocused();
    // Home therapy, for fall risk, stays; home assisted care gives way to live-in care.
    for (const [index, slug] of (["personal-care", "live-in-care", "home-therapy"] as const).entries()) {
      await expect(services.getByRole("link").nth(index)).toHaveAttribute("href", `/services/${slug}`);
      await expect(services.getByRole("link").nth(index)).toHaveText(serviceNames[slug]);
    }
    await expect(services.getByRole("link")).toHaveCount(3);
  });

  test("axe finds nothing on the questions and the result, and nothing is cut off at 320 px", async ({ page }) => {
    // Four passes of axe and a reflow: three times the usual time, so a busy machine slows it without failing it.
    test.slow();
    expect(await axeViolations(page)).toEqual([]);
    await answer(page, label("who", "relative"));
    await answer(page, label("need", "condition"));
    expect(await axeViolations(page)).toEqual([]);
    await answer(page, label("condition", "breathing"));
    await answer(page, label("amount", "most-days"));
    expect(await axeViolations(page)).toEqual([]);
    await answer(page, label("timing", "this-week"), guide.showResult);
    await expect(suggested(page).getByRole("link").first()).toHaveAttribute("href", "/services/copd-care");
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 320, height: 700 });
    const lost = await lostContent(page);
    expect(lost.sideways).toBe(0);
    expect(lost.clipped).toEqual([]);
    for (const control of await page.getByRole("main").getByRole("button").all()) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  });
});

// The result's Change buttons in every language: each shows the language's one word and is named
// by its own whole sentence from the catalog, which holds that word (label in name).
for (const lang of langs) {
  test(`the result's Change buttons are named by their own sentences (${lang})`, async ({ page, isMobile }) => {
    test.skip(!isMobile && lang !== "en", "checked at both widths in English; the words of the others at the phone's");
    const words = composed("care-guide", careGuideModule, lang);
    const answers = { who: "mother", need: "condition", condition: "dementia", amount: "most-days", timing: "this-month" };
    await page.goto(localise("/care-guide", lang));
    await page.evaluate(([key, saved]) => sessionStorage.setItem(key, JSON.stringify(saved)), [
      STORAGE_KEY,
      { step: "result", answers },
    ] as const);
    await page.reload();
    await waitForHydration(page);
    // The guide's code loads as it comes near the screen: below a longer introduction (Tamil's), on scrolling to it.
    // (Where it is already near, it may have turned into the result before this runs.)
    await page.evaluate(() => document.querySelector("main form")?.scrollIntoView());
    await expect(question(page, words.result.title)).toBeVisible();
    for (const step of Object.keys(answers) as Step[]) {
      const button = page.getByRole("button", { name: words.questions[step].changeLabel, exact: true });
      await expect(button, step).toHaveText(words.result.change);
      // The visible word is inside the name (WCAG 2.5.3), first where the language puts the verb first, last in Tamil.
      expect(words.questions[step].changeLabel, step).toContain(words.result.change);
    }
    await page.getByRole("button", { name: words.questions.condition.changeLabel, exact: true }).click();
    await expect(question(page, words.questions.condition.legend)).toBeFocused();
  });
}

// Before the first question and before every result's suggestions: the guide is not medical
// advice, when to call 995 (a link that dials it) and when to see a doctor first. Reached by keyboard,
// in each language. Near the end of life, the hospice team's number comes first.
for (const lang of langs) {
  test.describe(`the safety note (${lang})`, () => {
    test.skip(({ isMobile }) => !isMobile && lang !== "en", "checked at both widths in English; the words of the others at the phone's");
    const { prefix } = languages[lang];
    const { safety } = composed("interface", interfaceWords, lang);
    const words = composed("care-guide", careGuideModule, lang);
    const { resultPage } = composed("care-guide-pages", careGuidePagesModule, lang);
    const line = (name: keyof typeof safety.lines) => plainText(safety.lines[name]);
    const note = (page: Page) => page.getByRole("complementary", { name: safety.label });

    /** Tabs to the note's call link and checks it dials 995. */
    async function callLinkByKeyboard(page: Page) {
      await expect(note(page)).toBeVisible();
      const call = note(page).getByRole("link", { name: safety.emergencyNumber, exact: true });
      await tabTo(page, call);
      await expect(call).toBeFocused();
      await expect(call).toHaveAttribute("href", "tel:995");
    }

    test("on the first screen, before the first question", async ({ page }) => {
      await page.goto(`${prefix}/care-guide`);
      await waitForHydration(page);
      await callLinkByKeyboard(page);
      await expect(note(page)).toContainText(words.safetyLead);
      for (const name of ["emergency", "doctor", "ambulance"] as const) await expect(note(page)).toContainText(line(name));
      // The next stops of Tab lead on to the first question's answers.
      await tabTo(page, page.getByRole("radio", { name: words.questions.who.choices[0].label, exact: true }), 5);
    });

    test("on a result page, before the suggestions", async ({ page }) => {
      await page.goto(`${prefix}/care-guide/end-of-life`);
      await waitForHydration(page);
      await callLinkByKeyboard(page);
      const services = page.getByRole("heading", { level: 2, name: resultPage.servicesTitle });
      const before = await note(page).evaluate(
        (aside, heading) => Boolean(aside.compareDocumentPosition(heading!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await services.elementHandle(),
      );
      expect(before).toBe(true);
      // The first suggestion: a home hospice referral from the doctor, our care beside that team.
      await expect(page.getByRole("main")).toContainText(words.topics["end-of-life"].suggestions[0].why);
    });

    test("on the guide's end-of-life result: the hospice team first, then 995, and what can be expected", async ({ page }) => {
      await page.goto(`${prefix}/care-guide`);
      await waitForHydration(page);
      const { who, need, amount, timing } = words.questions;
      for (const [choice, button] of [
        [who.choices[0].label, words.next],
        [need.choices.find((option) => option.value === "end-of-life")!.label, words.next],
        [amount.choices[0].label, words.next],
        [timing.choices[0].label, words.showResult],
      ])
        await answer(page, choice!, button);
      await expect(question(page, words.result.title)).toBeFocused();
      // The result's own note, after the page's first one (above the guide).
      const result = note(page).last();
      for (const name of ["hospice", "hospiceEmergency", "endOfLifeChanges"] as const) await expect(result).toContainText(line(name));
      await expect(result).not.toContainText(line("emergency"));
      const call = result.getByRole("link", { name: safety.emergencyNumber, exact: true });
      await tabTo(page, call);
      await expect(call).toHaveAttribute("href", "tel:995");
    });
  });
}

// The server answers an unknown /care-guide/<need> with the 404 page's HTML, which the result
// route, matching the address in the browser, then draws a second time. The fix is on the server:
// the app shell for these addresses, as it already does for /blog/<slug>.
test("an unknown address under /care-guide/ is the site's 404 page, drawn once", async ({ page }) => {
  const response = await page.goto("/care-guide/no-such-need");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the guide page lists the main needs as links to result pages, which show their services", async ({ page }) => {
    const { resultPages, resultPage } = composed("care-guide-pages", careGuidePagesModule);
    await page.goto("/care-guide");
    // The step-by-step guide cannot work, so it is not offered.
    await expect(page.getByRole("button", { name: guide.next })).toBeHidden();
    const needs = page.getByRole("main").getByRole("link", { name: label("condition", "dementia") });
    await expect(needs).toHaveAttribute("href", "/care-guide/dementia");
    await expect(page.getByRole("link", { name: label("need", "hospital") })).toHaveAttribute("href", "/care-guide/after-hospital");

    await needs.click();
    await expect(page).toHaveURL(/\/care-guide\/dementia$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resultPages.dementia.title);
    expect(await page.title()).toContain(resultPages.dementia.meta.title);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: serviceNames["dementia-care"] })).toHaveAttribute("href", "/services/dementia-care");
    await expect(main.getByRole("link", { name: serviceNames["respite-care"] })).toHaveAttribute("href", "/services/respite-care");
    await expect(main.getByRole("link", { name: resultPage.fullGuideLink })).toHaveAttribute("href", "/care-guide");
  });
});
