// @vitest-environment jsdom
// The caregivers page takes every policy figure, phone number and language from provider.ts: these
// tests render the page in each language and read what a visitor would read.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createElement } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Lang, langs } from "~/i18n/languages";
import { afterHoursHref, provider } from "./provider";

afterEach(() => {
  cleanup();
  vi.doUnmock("~/content/provider");
  vi.resetModules();
});

/** A sentence as a visitor reads it: its tags (links, the number's styling) taken out. */
const read = (text: string) => text.replace(/<\/?[A-Za-z][\w-]*>/g, "");

/**
 * Composes the page and renders the route module as they are now (after any mock of provider.ts),
 * and returns its words and its text.
 */
async function renderPage(lang: Lang = "en") {
  // Loaded afresh with the page, as the modules are reset between tests: one provider.ts for all.
  const { default: OurCaregivers } = await import("~/routes/our-caregivers");
  const { contentFor } = await import("~/i18n/content.server");
  const { DictionaryProvider } = await import("~/i18n/context");
  const dictionary = (await import("./dictionary.server")).dictionaryFor(lang);
  const content = contentFor(lang, "our-caregivers");
  const page = createElement(OurCaregivers, { loaderData: content } as unknown as Parameters<typeof OurCaregivers>[0]);
  const router = createMemoryRouter([{ path: "/", element: createElement(DictionaryProvider, { lang, dictionary }, page) }]);
  const { container } = render(createElement(RouterProvider, { router }));
  await waitFor(() => expect(container.querySelector("h1")).not.toBeNull());
  return { content, text: container.textContent ?? "" };
}

describe("languages", () => {
  it("names every language and dialect of provider.ts, in its order, in each language", async () => {
    const { contentFor } = await import("~/i18n/content.server");
    expect(contentFor("en", "our-caregivers").languages.spoken).toEqual([
      "English",
      "Mandarin",
      "Malay",
      "Tamil",
      "Hokkien",
      "Cantonese",
      "Teochew",
    ]);
    expect(contentFor("zh", "our-caregivers").languages.spoken).toEqual([
      "英语",
      "华语",
      "马来语",
      "淡米尔语",
      "福建话",
      "广东话",
      "潮州话",
    ]);
    expect(Object.keys(contentFor("en", "our-caregivers").languages.names)).toEqual([...provider.languages]);
  });

  it("lists each of them on the page", async () => {
    const { content } = await renderPage();
    const list = screen.getByRole("list", { name: content.languages.listLabel });
    const items = within(list)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(content.languages.spoken);
  });
});

describe("figures", () => {
  it("shows provider.ts's visit, cancellation, change and reply figures", async () => {
    const { text } = await renderPage();
    expect(text).toContain(`${provider.minimumVisitHours} hours`);
    expect(text).toContain(`${provider.cancellationNoticeHours} hours`);
    expect(text).toContain(`${provider.lateCancellationPercent}%`);
    expect(text).toContain(`${provider.caregiverChangeDays} working days`);
    expect(text).toContain(`${provider.complaintReply.acknowledgeDays} working days`);
    expect(text).toContain(`${provider.complaintReply.answerDays} working days`);
  });

  it("shows them in Chinese too", async () => {
    const { text } = await renderPage("zh");
    expect(text).toContain(`${provider.minimumVisitHours}小时`);
    expect(text).toContain(`${provider.cancellationNoticeHours}小时`);
    expect(text).toContain(`${provider.lateCancellationPercent}%`);
    expect(text).toContain(`${provider.caregiverChangeDays}个工作日`);
    expect(text).toContain(`${provider.complaintReply.acknowledgeDays}个工作日`);
    expect(text).toContain(`${provider.complaintReply.answerDays}个工作日`);
  });

  it("follows a change in provider.ts, with no figure written into the words", async () => {
    vi.resetModules();
    vi.doMock("~/content/provider", async (importOriginal) => {
      const actual = await importOriginal<typeof import("./provider")>();
      return {
        ...actual,
        provider: {
          ...actual.provider,
          minimumVisitHours: 1,
          cancellationNoticeHours: 72,
          lateCancellationPercent: 35,
          caregiverChangeDays: 11,
          complaintReply: { acknowledgeDays: 4, answerDays: 17 },
          afterHoursPhone: "+65 6999 1234",
          feedbackEmail: "complaints@example.org",
        },
        afterHoursHref: "tel:+6569991234",
      };
    });
    const { text } = await renderPage();
    // One hour is singular: the plural rule follows the figure.
    expect(text).toMatch(/\b1 hour\b/);
    expect(text).toContain("72 hours");
    expect(text).toContain("35%");
    expect(text).toContain("11 working days");
    expect(text).toContain("4 working days");
    expect(text).toContain("17 working days");
    expect(text).toContain("+65 6999 1234");
    expect(text).toContain("complaints@example.org");
    for (const old of [
      `${provider.minimumVisitHours} hours`,
      `${provider.lateCancellationPercent}%`,
      provider.afterHoursPhone,
      provider.feedbackEmail,
    ]) {
      expect(text).not.toContain(old);
    }
    cleanup();
    const { text: chinese } = await renderPage("zh");
    for (const figure of ["1小时", "72小时", "35%", "11个工作日", "4个工作日", "17个工作日"]) {
      expect(chinese).toContain(figure);
    }
  });

  it("words the first visit and the closing line by whether the assessment is free", async () => {
    vi.resetModules();
    vi.doMock("~/content/provider", async (importOriginal) => {
      const actual = await importOriginal<typeof import("./provider")>();
      return { ...actual, provider: { ...actual.provider, freeAssessment: !actual.provider.freeAssessment } };
    });
    const { content } = await renderPage();
    const free = !provider.freeAssessment;
    // Each says the assessment is free exactly when it is, whatever the rest of its words.
    expect(/\bfree\b/i.test(content.matching.steps[0].description)).toBe(free);
    expect(/\bfree\b/i.test(content.cta.text)).toBe(free);
  });
});

describe("links", () => {
  it("calls the after-hours line through afterHoursHref, named by one whole sentence with the number in it", async () => {
    for (const lang of langs) {
      const { content } = await renderPage(lang);
      const sentence = read(content.afterHours.call);
      expect(sentence).toContain(provider.afterHoursPhone);
      const call = screen.getByRole("link", { name: sentence });
      expect(call.getAttribute("href")).toBe(afterHoursHref);
      expect(call.textContent).toBe(sentence);
      expect(screen.getByText(content.afterHours.forWhom)).toBeTruthy();
      cleanup();
    }
  });

  it("sends feedback by email to provider.feedbackEmail, the address a link inside one sentence", async () => {
    const { content } = await renderPage();
    const email = screen.getByRole("link", { name: provider.feedbackEmail });
    expect(email.getAttribute("href")).toBe(`mailto:${provider.feedbackEmail}`);
    expect(email.closest("p")?.textContent).toBe(read(content.feedback.email));
    expect(read(content.feedback.email)).toContain(provider.feedbackEmail);
    cleanup();
    const { content: zh } = await renderPage("zh");
    const chinese = screen.getByRole("link", { name: provider.feedbackEmail }).closest("p")?.textContent;
    expect(chinese).toBe(read(zh.feedback.email));
    // Chinese punctuation, full-width, with no space before the address.
    expect(chinese?.endsWith(`：${provider.feedbackEmail}`)).toBe(true);
  });

  it("gives the Ministry of Health's guide as a link inside one whole sentence, in each language", async () => {
    const { content } = await renderPage();
    const guide = screen.getByRole("link", { name: /Inquiries and Complaints Guide/ });
    expect(guide.getAttribute("href")).toBe(content.feedback.escalation.url);
    expect(guide.closest("p")?.textContent?.replace(guide.querySelector(".sr-only")?.textContent ?? "", "")).toBe(
      read(content.feedback.escalation.text),
    );
    cleanup();
    const { content: zh } = await renderPage("zh");
    const chinese = screen.getByRole("link", { name: /查询与投诉指南/ });
    expect(chinese.closest("p")?.textContent?.replace(chinese.querySelector(".sr-only")?.textContent ?? "", "")).toBe(
      read(zh.feedback.escalation.text),
    );
    expect(read(zh.feedback.escalation.text)).toMatch(/。$/);
  });

  it("dials 995 for an emergency ambulance, in each language", async () => {
    for (const lang of langs) {
      const { content } = await renderPage(lang);
      const name = read(content.afterHours.emergencyCall);
      expect(name).toContain("995");
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe("tel:995");
      cleanup();
    }
  });

  it("names only official Singapore government pages as sources", async () => {
    const { structure } = await import("./our-caregivers");
    const official = [...structure.sources.map((source) => source.url), structure.feedback.escalation.url];
    const unofficial = official.filter((url) => new URL(url).protocol !== "https:" || !new URL(url).hostname.endsWith(".gov.sg"));
    expect(unofficial).toEqual([]);
  });
});

describe("the Chinese page", () => {
  it("words the assessment, the hours and the background checks as the costs page and the review ask", async () => {
    const { contentFor } = await import("~/i18n/content.server");
    const zh = JSON.stringify(contentFor("zh", "our-caregivers"));
    // One name for the free assessment at home, the same as /costs: 上门评估.
    expect(zh).toContain("上门评估");
    expect(zh).not.toContain("家访评估");
    expect(zh).not.toContain("个小时");
    // The background check names what is verified: identity, qualifications and the work pass.
    for (const checked of ["身份", "专业资格", "准证"])
      expect(contentFor("zh", "our-caregivers").checks.steps[3]?.description).toContain(checked);
    expect(zh).not.toContain("分量");
    for (const rule of [
      /周[一二三四五六日]/,
      /您亲人/,
      /[\u4e00-\u9fff][:;,.!?]/,
      /[\u4e00-\u9fff] [A-Za-z0-9]/,
      /[A-Za-z0-9] [\u4e00-\u9fff]/,
    ]) {
      expect(zh).not.toMatch(rule);
    }
  });
});
