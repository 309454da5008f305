// Prices as IRAS asks a GST-registered business to show them: every price display gives the price
// a family pays, GST included, worked out from the stored rate and the one GST rate (facts.ts);
// without GST registration, the stored price with no GST wording. Each mode is composed afresh
// from a provider.ts whose `gstRegistered` is set, in both languages.
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMoney } from "~/i18n/format";
import { type Lang, langs } from "~/i18n/languages";
import { GST_RATE, shownPrice } from "./facts";
import { provider } from "./provider";

afterEach(() => {
  vi.doUnmock("~/content/provider");
  vi.resetModules();
});

/** Text as a reader sees it: the no-break space inside "SGD 35" read as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

/** The sentences of a text, each with its full stop; a decimal point or a thousands comma does not end one. */
const sentencesOf = (text: string) => text.match(/.+?(?:[。！？]|[.!?](?=\s|$)|$)/gu)?.map((sentence) => sentence.trim()) ?? [];

/** Text with every space a plain one: a figure may be joined to its unit by a no-break space. */
const spaced = (text: string) => text.replace(/\s/g, " ");

/** The FAQ's answer on fees, cut at the sentence that ends with the last fee (the spec's SGD 8,000). */
function afterLastFee(answer: string, lastFee: string): string[] {
  const sentences = sentencesOf(plain(answer));
  const index = sentences.findIndex((sentence) => spaced(sentence).includes(spaced(lastFee)));
  expect(index, `a sentence with ${lastFee}`).toBeGreaterThanOrEqual(0);
  return sentences.slice(index);
}

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
    expect(costs.charging.caption).toMatch(/\bSingapore dollars\b[^.]*\bincluding GST at 9%/);
    expect(costs.charging.rates.map(([, price]) => plain(price))).toEqual([
      "SGD 38.15 an hour",
      "SGD 45.78 an hour",
      "SGD 283.40 a shift",
      "SGD 5,232 a month",
      "SGD 119.90 a visit",
      "SGD 141.70 a session",
    ]);
    expect(costs.charging.gst).toMatch(/\bincludes GST at 9%/);
  });

  it("shows every rate with GST included, in Chinese", async () => {
    const { costs } = await pagesWith(true, "zh");
    expect(costs.charging.caption).toMatch(/已含9%消费税/);
    expect(costs.charging.rates.map(([, price]) => price)).toEqual([
      "每小时$38.15",
      "每小时$45.78",
      "每班$283.40",
      "每月$5,232",
      "每次$119.90",
      "每次$141.70",
    ]);
    expect(costs.charging.gst).toMatch(/已包含9%的消费税/);
  });

  it("says the shared homes' fees include GST, on /costs and in the FAQ, keeping the spec's words", async () => {
    const en = await pagesWith(true, "en");
    expect(en.costs.residential.caption).toMatch(/\bincluding GST\b/);
    expect(en.costs.residential.fees.map(([, price]) => plain(price))).toEqual([
      "From SGD 4,500 a month",
      "From SGD 6,000 a month",
      "From SGD 8,000 a month",
    ]);
    // The spec's fees, then, straight after the last of them, a sentence saying they include GST.
    const answer = plain(en.faq.categories[0].questions[0].answer);
    expect(answer).toMatch(/SGD 4,500 per month[^.]*SGD 6,000 per month[^.]*SGD 8,000 per month\./);
    expect(afterLastFee(answer, "SGD 8,000")[1]).toMatch(/\binclude GST\b/);
    const zh = await pagesWith(true, "zh");
    expect(zh.costs.residential.caption).toMatch(/已含消费税/);
    expect(afterLastFee(zh.faq.categories[0].questions[0].answer, "$8,000")[0]).toMatch(/每月\$8,000起[^。]*已包含消费税/);
  });

  it.each(langs)("never says a price is before GST or has GST to add, in %s", async (lang) => {
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

  it.each(langs)("puts no GST wording beside any price, in %s", async (lang) => {
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
    // Both captions are still there, and shorter than the registered ones by their GST words.
    const registered = await pagesWith(true, lang);
    for (const caption of ["charging", "residential"] as const) {
      expect(costs[caption].caption.trim()).toBeTruthy();
      expect(costs[caption].caption.length).toBeLessThan(registered.costs[caption].caption.length);
    }
    // The FAQ keeps the spec's fees, the last of them in a sentence without GST, and no GST sentence after it.
    const rest = afterLastFee(faq.categories[0].questions[0].answer, formatMoney(8000, lang));
    expect(rest[0]).not.toMatch(/GST|消费税/);
    expect(rest.slice(1, 2).join(" ")).not.toMatch(/GST|消费税/);
    expect(rest.length).toBeGreaterThan(1);
  });
});
