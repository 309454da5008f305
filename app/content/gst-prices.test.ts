// Prices as IRAS asks a GST-registered business to show them: every price display gives the price
// a family pays, GST included, worked out from the stored rate and the one GST rate (facts.ts);
// without GST registration, the stored price with no GST wording. Each mode is composed afresh
// from a provider.ts whose `gstRegistered` is set, in both languages.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "~/i18n/languages";
import { GST_RATE, shownPrice } from "./facts";
import { provider } from "./provider";

afterEach(() => {
  vi.doUnmock("~/content/provider");
  vi.resetModules();
});

/** Text as a reader sees it: the no-break space inside "SGD 35" read as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

/** The costs and FAQ pages composed from a provider.ts registered for GST, or not. */
async function pagesWith(gstRegistered: boolean, lang: Lang) {
  vi.resetModules();
  vi.doMock("~/content/provider", async (importOriginal) => {
    const actual = await importOriginal<typeof import("./provider")>();
    return { ...actual, provider: { ...actual.provider, gstRegistered } };
  });
  const { contentFor } = await import("~/i18n/content.server");
  return { costs: contentFor(lang, "costs"), faq: contentFor(lang, "faq") };
}

/** Every price a page shows, with the words around it: the rate rows, the fees and the FAQ's answer. */
function priceDisplays({ costs, faq }: Awaited<ReturnType<typeof pagesWith>>) {
  return [
    costs.charging.caption,
    ...costs.charging.rates.map(([, price]) => price),
    costs.charging.gst,
    costs.residential.caption,
    ...costs.residential.fees.map(([, price]) => price),
    faq.categories[0].questions[0].answer,
  ].map(plain);
}

describe("shownPrice", () => {
  it("adds GST at the one rate and rounds to the cent", () => {
    expect(GST_RATE).toBe(0.09);
    expect([35, 42, 260, 4800, 110, 130].map((amount) => shownPrice(amount, true))).toEqual([38.15, 45.78, 283.4, 5232, 119.9, 141.7]);
    // Half a cent rounds up, and no floating-point remainder is left.
    expect(shownPrice(35.5, true)).toBe(38.7);
    expect(shownPrice(0.05, true)).toBe(0.05);
    expect(shownPrice(1, true)).toBe(1.09);
  });

  it("leaves a price as stored without GST registration", () => {
    expect([35, 42, 260, 4800, 110, 130].map((amount) => shownPrice(amount, false))).toEqual([35, 42, 260, 4800, 110, 130]);
  });

  it("follows provider.ts by default", () => {
    expect(shownPrice(100)).toBe(provider.gstRegistered ? 109 : 100);
  });
});

describe("registered for GST", () => {
  it("shows every rate with GST included, in English", async () => {
    const { costs } = await pagesWith(true, "en");
    expect(costs.charging.caption).toBe("Our rates, in Singapore dollars, including GST at 9%");
    expect(costs.charging.rates.map(([, price]) => plain(price))).toEqual([
      "SGD 38.15 an hour",
      "SGD 45.78 an hour",
      "SGD 283.40 a shift",
      "SGD 5,232 a month",
      "SGD 119.90 a visit",
      "SGD 141.70 a session",
    ]);
    expect(costs.charging.gst).toBe("Every price on this page already includes GST at 9%, so no GST is added on top.");
  });

  it("shows every rate with GST included, in Chinese", async () => {
    const { costs } = await pagesWith(true, "zh");
    expect(costs.charging.caption).toBe("我们的收费（已含9%消费税）");
    expect(costs.charging.rates.map(([, price]) => price)).toEqual([
      "每小时$38.15",
      "每小时$45.78",
      "每班$283.40",
      "每月$5,232",
      "每次$119.90",
      "每次$141.70",
    ]);
    expect(costs.charging.gst).toBe("这一页的所有价格都已包含9%的消费税，不会另外加收。");
  });

  it("says the shared homes' fees include GST, on /costs and in the FAQ, keeping the spec's words", async () => {
    const en = await pagesWith(true, "en");
    expect(en.costs.residential.caption).toBe("Monthly fees in our shared homes, including GST");
    expect(en.costs.residential.fees.map(([, price]) => plain(price))).toEqual([
      "From SGD 4,500 a month",
      "From SGD 6,000 a month",
      "From SGD 8,000 a month",
    ]);
    const answer = plain(en.faq.categories[0].questions[0].answer);
    expect(answer).toContain("Independent living starts from SGD 4,500 per month");
    expect(answer).toContain("and memory care from SGD 8,000 per month. These fees include GST.");
    const zh = await pagesWith(true, "zh");
    expect(zh.costs.residential.caption).toBe("合住之家每月费用（已含消费税）");
    expect(zh.faq.categories[0].questions[0].answer).toContain("需要失智症护理的住户每月$8,000起，以上费用都已包含消费税。");
  });

  it.each(["en", "zh"] as const)("never says a price is before GST or has GST to add, in %s", async (lang) => {
    const pages = await pagesWith(true, lang);
    const text = [...priceDisplays(pages), ...pages.costs.questions.items.map((item) => item.answer)].join("\n");
    expect(text).not.toMatch(/before GST|excluding GST|plus GST|\+ ?GST|added to each bill|不含|另加/);
    // The stored rates, before GST, appear nowhere as a price.
    for (const [, price] of pages.costs.charging.rates) expect(plain(price)).not.toMatch(/(SGD |\$)(35|42|260|4,800|110|130)(?![\d.,])/);
  });
});

describe("not registered for GST", () => {
  it.each([
    ["en", ["SGD 35 an hour", "SGD 42 an hour", "SGD 260 a shift", "SGD 4,800 a month", "SGD 110 a visit", "SGD 130 a session"]],
    ["zh", ["每小时$35", "每小时$42", "每班$260", "每月$4,800", "每次$110", "每次$130"]],
  ] as const)("shows the rates as stored, in %s", async (lang, expected) => {
    const { costs } = await pagesWith(false, lang);
    expect(costs.charging.rates.map(([, price]) => plain(price))).toEqual(expected);
  });

  it.each(["en", "zh"] as const)("puts no GST wording beside any price, in %s", async (lang) => {
    const pages = await pagesWith(false, lang);
    const { costs, faq } = pages;
    const displays = [
      costs.charging.caption,
      ...costs.charging.rates.map(([, price]) => price),
      costs.residential.caption,
      ...costs.residential.fees.map(([, price]) => price),
      faq.categories[0].questions[0].answer,
    ].join("\n");
    expect(displays).not.toMatch(/GST|消费税/);
    expect(costs.charging.caption).toBe(lang === "en" ? "Our rates, in Singapore dollars" : "我们的收费");
    expect(costs.residential.caption).toBe(lang === "en" ? "Monthly fees in our shared homes" : "合住之家每月费用");
    // The FAQ keeps the spec's words, with nothing after the last fee but the next sentence.
    const lastFee = lang === "en" ? "memory care from SGD 8,000 per month. The fee covers" : "需要失智症护理的住户每月$8,000起。费用包括";
    expect(plain(faq.categories[0].questions[0].answer)).toContain(lastFee);
  });
});
