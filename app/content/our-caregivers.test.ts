// @vitest-environment jsdom
// The caregivers page takes every policy figure, phone number and language from provider.ts: these
// tests render the page in each language and read what a visitor would read.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createElement } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "~/i18n/languages";
import { afterHoursHref, provider } from "./provider";

afterEach(() => {
  cleanup();
  vi.doUnmock("~/content/provider");
  vi.resetModules();
});

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
    expect(text).toContain(`at least ${provider.minimumVisitHours} hours`);
    expect(text).toContain(`at least ${provider.cancellationNoticeHours} hours before the visit`);
    expect(text).toContain(`${provider.lateCancellationPercent}% of the visit`);
    expect(text).toContain(`within ${provider.caregiverChangeDays} working days`);
    expect(text).toContain(`within ${provider.complaintReply.acknowledgeDays} working days`);
    expect(text).toContain(`within ${provider.complaintReply.answerDays} working days`);
  });

  it("shows them in Chinese too", async () => {
    const { text } = await renderPage("zh");
    expect(text).toContain(`至少${provider.minimumVisitHours}个小时`);
    expect(text).toContain(`至少${provider.cancellationNoticeHours}个小时通知我们`);
    expect(text).toContain(`费用的${provider.lateCancellationPercent}%`);
    expect(text).toContain(`在${provider.caregiverChangeDays}个工作日内开始上门`);
    expect(text).toContain(`在${provider.complaintReply.acknowledgeDays}个工作日内`);
    expect(text).toContain(`在${provider.complaintReply.answerDays}个工作日内`);
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
    expect(text).toContain("at least 1 hour,");
    expect(text).toContain("at least 72 hours before the visit");
    expect(text).toContain("35% of the visit");
    expect(text).toContain("within 11 working days");
    expect(text).toContain("within 4 working days");
    expect(text).toContain("within 17 working days");
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
    for (const figure of ["至少1个小时", "至少72个小时", "费用的35%", "在11个工作日内", "在4个工作日内", "在17个工作日内"]) {
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
    expect(content.matching.steps[0].description.startsWith(free ? "At the free home assessment " : "At the home assessment ")).toBe(true);
    expect(content.cta.text.includes("The first consultation and home assessment are free.")).toBe(free);
  });
});

describe("links", () => {
  it("calls the after-hours line through afterHoursHref, and says who it is for", async () => {
    const { content } = await renderPage();
    const call = screen.getByRole("link", { name: new RegExp(content.afterHours.callLabel) });
    expect(call.getAttribute("href")).toBe(afterHoursHref);
    expect(call.textContent).toContain(provider.afterHoursPhone);
    expect(screen.getByText(content.afterHours.forWhom)).toBeTruthy();
  });

  it("sends feedback by email to provider.feedbackEmail", async () => {
    const { content } = await renderPage();
    const email = screen.getByRole("link", { name: new RegExp(content.feedback.emailLabel) });
    expect(email.getAttribute("href")).toBe(`mailto:${provider.feedbackEmail}`);
  });

  it("dials 995 for an emergency ambulance, in each language", async () => {
    await renderPage();
    expect(screen.getByRole("link", { name: "Call 995" }).getAttribute("href")).toBe("tel:995");
    cleanup();
    await renderPage("zh");
    expect(screen.getByRole("link", { name: "拨打995" }).getAttribute("href")).toBe("tel:995");
  });

  it("names only official Singapore government pages as sources", async () => {
    const { structure } = await import("./our-caregivers");
    const official = [...structure.sources.map((source) => source.url), structure.feedback.escalation.url];
    const unofficial = official.filter((url) => new URL(url).protocol !== "https:" || !new URL(url).hostname.endsWith(".gov.sg"));
    expect(unofficial).toEqual([]);
  });
});
