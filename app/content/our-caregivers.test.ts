// @vitest-environment jsdom
// The caregivers page takes every policy figure, phone number and language from provider.ts: these
// tests render the page and read what a visitor would read.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createElement } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { careLanguageNames, ourCaregivers, spokenLanguages } from "./our-caregivers";
import { afterHoursHref, provider } from "./provider";

afterEach(() => {
  cleanup();
  vi.doUnmock("~/content/provider");
  vi.resetModules();
});

/** Renders the route module as it is now (after any mock of provider.ts) and returns its text. */
async function renderPage() {
  const { default: OurCaregivers } = await import("~/routes/our-caregivers");
  const words = await import("./our-caregivers");
  // Loaded afresh with the page, as the modules are reset between tests: one context for both.
  const { DictionaryProvider } = await import("~/i18n/context");
  const { dictionary } = await import("./dictionary");
  const router = createMemoryRouter([
    {
      path: "/",
      element: createElement(DictionaryProvider, { dictionary }, createElement(OurCaregivers)),
      loader: () => ({ ourCaregivers: words.ourCaregivers, spokenLanguages: words.spokenLanguages }),
    },
  ]);
  const { container } = render(createElement(RouterProvider, { router }));
  await waitFor(() => expect(container.querySelector("h1")).not.toBeNull());
  return container.textContent ?? "";
}

describe("languages", () => {
  it("names every language and dialect of provider.ts, in its order", () => {
    const unnamed = provider.languages.filter((language) => !careLanguageNames[language].trim());
    expect(unnamed).toEqual([]);
    expect(spokenLanguages).toEqual(["English", "Mandarin", "Malay", "Tamil", "Hokkien", "Cantonese", "Teochew"]);
  });

  it("lists each of them on the page", async () => {
    await renderPage();
    const list = screen.getByRole("list", { name: ourCaregivers.languages.listLabel });
    const items = within(list)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(provider.languages.map((language) => careLanguageNames[language]));
  });
});

describe("figures", () => {
  it("shows provider.ts's visit, cancellation, change and reply figures", async () => {
    const text = await renderPage();
    expect(text).toContain(`at least ${provider.minimumVisitHours} hours`);
    expect(text).toContain(`at least ${provider.cancellationNoticeHours} hours before the visit`);
    expect(text).toContain(`${provider.lateCancellationPercent}% of the visit`);
    expect(text).toContain(`within ${provider.caregiverChangeDays} working days`);
    expect(text).toContain(`within ${provider.complaintReply.acknowledgeDays} working days`);
    expect(text).toContain(`within ${provider.complaintReply.answerDays} working days`);
  });

  it("follows a change in provider.ts, with no figure written into the copy", async () => {
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
    const text = await renderPage();
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
  });
});

describe("links", () => {
  it("calls the after-hours line through afterHoursHref, and says who it is for", async () => {
    await renderPage();
    const call = screen.getByRole("link", { name: new RegExp(ourCaregivers.afterHours.callLabel) });
    expect(call.getAttribute("href")).toBe(afterHoursHref);
    expect(call.textContent).toContain(provider.afterHoursPhone);
    expect(screen.getByText(ourCaregivers.afterHours.forWhom)).toBeTruthy();
  });

  it("sends feedback by email to provider.feedbackEmail", async () => {
    await renderPage();
    const email = screen.getByRole("link", { name: new RegExp(ourCaregivers.feedback.emailLabel) });
    expect(email.getAttribute("href")).toBe(`mailto:${provider.feedbackEmail}`);
  });

  it("dials 995 for an emergency ambulance", async () => {
    await renderPage();
    expect(screen.getByRole("link", { name: "Call 995" }).getAttribute("href")).toBe("tel:995");
  });

  it("names only official Singapore government pages as sources", () => {
    const official = [...ourCaregivers.sources.map((source) => source.url), ourCaregivers.feedback.escalation.url];
    const unofficial = official.filter((url) => new URL(url).protocol !== "https:" || !new URL(url).hostname.endsWith(".gov.sg"));
    expect(unofficial).toEqual([]);
  });
});
