import * as ourCaregiversModule from "../app/content/our-caregivers";
import { afterHoursHref, provider } from "../app/content/provider";
import { langs, localise } from "../app/i18n/languages";
import { composed } from "./content";
import { axeViolations, expect, lostContent, tabTo, test, waitForHydration } from "./fixtures";
import { ONE_WIDTH } from "./tags";

// Who comes into the home: a page a worried family reads on a phone, often before anything else
// has loaded. These tests read it as a visitor would.

const PATH = "/our-caregivers";
const ourCaregivers = composed("our-caregivers", ourCaregiversModule);
const { afterHours, feedback } = ourCaregivers;

/** The link inside a sentence: the words between its tags (`<guide>Try our care guide</guide>`). */
const tagged = (text: string, tag: string) => new RegExp(`<${tag}>(.*?)</${tag}>`).exec(text)?.[1] ?? "";
/** A sentence as a visitor reads it: its tags taken out. */
const read = (text: string) => text.replace(/<\/?[A-Za-z][\w-]*>/g, "");
const afterHoursCall = read(afterHours.call);

/** The h2 of every section, in the order the page shows them. */
const SECTION_HEADINGS = [
  ourCaregivers.roles.title,
  ourCaregivers.checks.title,
  ourCaregivers.training.title,
  ourCaregivers.languages.title,
  ourCaregivers.matching.title,
  ourCaregivers.visits.title,
  afterHours.title,
  feedback.title,
];

test.describe("before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the prerendered page has its h1, every section heading, the languages and the contact links",
    { tag: ONE_WIDTH },
    async ({ page }) => {
      await page.goto(PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ourCaregivers.hero.title);
      const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
      // The section headings, in order, before the sources and the closing call to action.
      expect(headings.slice(0, SECTION_HEADINGS.length)).toEqual(SECTION_HEADINGS);
      await expect(page.getByRole("list", { name: ourCaregivers.languages.listLabel }).getByRole("listitem")).toHaveText(
        ourCaregivers.languages.spoken,
      );
      await expect(page.getByRole("link", { name: afterHoursCall })).toHaveAttribute("href", afterHoursHref);
      await expect(page.getByRole("link", { name: provider.feedbackEmail })).toHaveAttribute("href", `mailto:${provider.feedbackEmail}`);
    },
  );
});

test.describe("the page", () => {
  test("lists all seven languages and dialects, in every language of the site", { tag: ONE_WIDTH }, async ({ page }) => {
    for (const lang of langs) {
      const { languages } = composed("our-caregivers", ourCaregiversModule, lang);
      expect(languages.spoken, lang).toHaveLength(7);
      for (const name of languages.spoken) expect(name.trim(), lang).not.toBe("");
      await page.goto(localise(PATH, lang));
      const list = page.getByRole("list", { name: languages.listLabel });
      await expect(list.getByRole("listitem")).toHaveText(languages.spoken);
    }
    // Each language's list is its own words, not the English left in place.
    const english = composed("our-caregivers", ourCaregiversModule, "en").languages.spoken;
    for (const lang of langs.filter((code) => code !== "en")) {
      expect(composed("our-caregivers", ourCaregiversModule, lang).languages.spoken, lang).not.toEqual(english);
    }
  });

  test("the after-hours line says it is for current clients, and 995 is given for emergencies", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto(PATH);
    const section = page.getByRole("region", { name: afterHours.title });
    await expect(section.getByText(afterHours.forWhom)).toBeVisible();
    const call = section.getByRole("link", { name: afterHoursCall });
    await expect(call).toHaveAttribute("href", afterHoursHref);
    await expect(call).toContainText(provider.afterHoursPhone);
    const emergency = section.getByRole("link", { name: read(afterHours.emergencyCall), exact: true });
    await expect(emergency).toHaveAttribute("href", "tel:995");
    await expect(emergency).toContainText("995");
  });

  test("feedback goes by email, with both reply times, and the MOH guide opens in a new tab", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto(PATH);
    const section = page.getByRole("region", { name: feedback.title });
    const email = section.getByRole("link", { name: provider.feedbackEmail });
    await expect(email).toHaveAttribute("href", `mailto:${provider.feedbackEmail}`);
    // The address is a link inside one sentence, which reads whole.
    await expect(email.locator("xpath=ancestor::p[1]")).toHaveText(read(feedback.email));
    // Both reply times, each sentence with its number of working days.
    const [acknowledge, answer] = feedback.replyTimes;
    expect(acknowledge).toContain(String(provider.complaintReply.acknowledgeDays));
    expect(answer).toContain(String(provider.complaintReply.answerDays));
    await expect(section).toContainText(acknowledge!);
    await expect(section).toContainText(answer!);
    const guide = section.getByRole("link", { name: new RegExp(tagged(feedback.escalation.text, "guide")) });
    await expect(guide).toHaveAttribute("href", feedback.escalation.url);
    await expect(guide).toHaveAttribute("target", "_blank");
    await expect(guide).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("links to the costs page and the care guide", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto(PATH);
    const main = page.getByRole("main");
    const costs = main.getByRole("link", { name: tagged(ourCaregivers.visits.costsLink.text, "costs") });
    await expect(costs).toHaveAttribute("href", "/costs");
    await expect(costs.locator("xpath=..")).toHaveText(read(ourCaregivers.visits.costsLink.text));
    const guide = main.getByRole("link", { name: tagged(ourCaregivers.matching.guideLink.text, "guide") });
    await expect(guide).toHaveAttribute("href", "/care-guide");
    await expect(guide.locator("xpath=..")).toHaveText(read(ourCaregivers.matching.guideLink.text));
  });

  test("has no WCAG 2.2 A/AA violations", async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("loses nothing sideways at 320 px", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(PATH);
    await waitForHydration(page);
    expect(await lostContent(page)).toEqual({ sideways: 0, beyond: [], clipped: [] });
  });

  test("the after-hours call and the feedback email can be reached with Tab and show focus", async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    // Start from the after-hours section, as a reader who scrolled there would.
    await page.getByRole("heading", { level: 2, name: afterHours.title }).click();
    const call = page.getByRole("link", { name: afterHoursCall });
    await tabTo(page, call, 5);
    await expect(call).toBeFocused();
    const outline = await call.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
    const email = page.getByRole("link", { name: provider.feedbackEmail });
    await tabTo(page, email, 5);
    await expect(email).toBeFocused();
  });
});
