// Pins what /costs may say, in every language: official sources only, the confirmed figures, none
// of the figures that could not be confirmed, and the sentences that follow the provider's settings.
import { describe, expect, it } from "vitest";
import { formatMessage, writeFigure } from "~/i18n/compose.server";
import { contentFor } from "~/i18n/content.server";
import { formatMoney, formatTime } from "~/i18n/format";
import { type Lang, langs } from "~/i18n/languages";
import { catalog, wordAt } from "~/i18n/words.server";
import { structure } from "./costs";
import { GST_RATE, sharedFacts, shownPrice } from "./facts";
import { structure as faq } from "./faq";
import { provider } from "./provider";
import { residentialFeesFrom } from "./residential-fees";

const OFFICIAL_HOSTS = ["aic.sg", "moh.gov.sg", "cpf.gov.sg", "careshieldlife.gov.sg", "healthhub.sg", "gov.sg"];
/** Every language the site is written in: each check that loops over them covers a new one too. */
const LANGS: Lang[] = langs;

/** Text as a reader sees it: the no-break space inside "SGD 35" read as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

const page = (lang: Lang) => contentFor(lang, "costs");

const rowText = (lang: Lang, id: string) => {
  const index = structure.schemes.rows.findIndex((row) => row.id === id);
  const row = page(lang).schemes.rows[index];
  if (!row) throw new Error(`No scheme row ${id}`);
  return plain(`${row.who} ${row.gives} ${row.apply}`);
};

/** Whether `text` names `amount` of money, in the language's style, as a whole amount ("$10", not "$100"). */
const namesMoney = (text: string, amount: number, lang: Lang) =>
  new RegExp(`${plain(formatMoney(amount, lang)).replace(/[$.]/g, "\\$&")}(?![\\d,])`).test(plain(text));

/** A sentence of the catalog, with the provider's settings as given and the shared figures written for the language. */
function worded(lang: Lang, text: string, settings: Record<string, boolean>): string {
  const values = Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, String(value)]));
  return formatMessage(text, { ...values, gstRate: writeFigure(sharedFacts.gstRate, lang) }, lang, "test");
}

/** The catalog as written: its sentences before the provider's settings choose their words. */
interface CostsWords {
  charging: { gst: string; caption: string };
  subsidies: { paragraphs: { ourStatus: string } };
}
const words = (lang: Lang) => catalog(lang, "costs") as CostsWords;
const subsidies = (lang: Lang, mohFunded: boolean) => worded(lang, words(lang).subsidies.paragraphs.ourStatus, { mohFunded });
const gst = (lang: Lang, gstRegistered: boolean) => worded(lang, words(lang).charging.gst, { gstRegistered });
/** A question's answer as the catalog writes it, before the provider's settings choose its words. */
const catalogAnswer = (lang: Lang, key: string) =>
  (catalog(lang, "costs") as { questions: { items: Record<string, { answer: string }> } }).questions.items[key]!.answer;
const enRow = (id: string) => rowText("en", id);
/** The words of the hotline sentence's link, and the sentence as written. */
const hotline = (lang: Lang) => ({
  link: /<hotline>(.*?)<\/hotline>/.exec(page(lang).schemes.hotline)?.[1],
  text: page(lang).schemes.hotline,
});
const zhRow = (id: string) => rowText("zh", id);

/** The sentences of a text, each with its full stop; a decimal point or a thousands comma does not end one. */
const sentencesOf = (text: string) => text.match(/.+?(?:[。！？]|[.!?](?=\s|$)|$)/gu)?.map((sentence) => sentence.trim()) ?? [];

/**
 * The one sentence of `text` that contains `marker`, where a fact is stated: the checks then ask
 * for the fact's figures in that sentence, so the words around them are free to change.
 */
function sentenceWith(text: string, marker: string): string {
  const found = sentencesOf(text).filter((sentence) => sentence.includes(marker));
  expect(found, `one sentence with ${marker} in: ${text}`).toHaveLength(1);
  return found[0]!;
}

/** When a scheme row's figures were last read, as the page shows it. */
const checked = (lang: Lang, id: string) => page(lang).schemes.rows.find((row) => row.id === id)?.checked;

/** The rates table's caption, with GST registration as given. */
const caption = (lang: Lang, gstRegistered: boolean) => worded(lang, words(lang).charging.caption, { gstRegistered });

/** The overnight shift's row label, and its start and end times written for the language. */
const shift = (lang: Lang) => plain(page(lang).charging.rates[2][0]);
const times = (lang: Lang) => [provider.overnightShift.from, provider.overnightShift.to].map((time) => plain(formatTime(time, lang)));

/** Whether a string is written in Chinese characters: a Chinese page's words are not left in English. */
const isChinese = (text: string | undefined) => /\p{Script=Han}/u.test(text ?? "");

describe("scheme table", () => {
  it("has the nine schemes, in order, in every language", () => {
    expect(structure.schemes.rows.map((row) => row.id)).toEqual([
      "home-caregiving-grant",
      "seniors-mobility-enabling-fund",
      "careshield-life-eldershield",
      "medisave-care",
      "medisave-home-palliative",
      "pioneer-das",
      "mdw-levy-concession",
      "caregivers-training-grant",
      "means-tested-subsidies",
    ]);
    expect(page("en").schemes.rows.map((row) => row.name)).toEqual([
      "Home Caregiving Grant",
      "Seniors' Mobility and Enabling Fund",
      "CareShield Life and ElderShield",
      "MediSave Care",
      "MediSave for home palliative care",
      "Pioneer Generation Disability Assistance Scheme",
      "Migrant Domestic Worker levy concession",
      "Caregivers Training Grant",
      "Means-tested home care subsidies",
    ]);
    expect(page("zh").schemes.rows.map((row) => row.name.slice(0, 6))).toEqual([
      "居家看护津贴",
      "乐龄助行基金",
      "终身护保计划",
      "保健储蓄护理",
      "用保健储蓄支",
      "建国一代残障",
      "女佣税优惠（",
      "看护者培训津",
      "按经济状况发",
    ]);
  });

  it("links every row to an https page on an official Singapore government site", () => {
    for (const row of structure.schemes.rows) {
      expect(row.links).not.toHaveLength(0);
      for (const link of row.links) {
        const url = new URL(link.url);
        const official = OFFICIAL_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
        expect({ url: link.url, https: url.protocol === "https:", official }).toEqual({ url: link.url, https: true, official: true });
      }
    }
  });

  it("gives who, what and how for every row", () => {
    for (const lang of LANGS) {
      for (const row of page(lang).schemes.rows) {
        for (const field of [row.who, row.gives, row.apply]) expect(field.length).toBeGreaterThan(lang === "en" ? 20 : 10);
      }
    }
  });

  it("says, row by row, when that row's figures were last read, as a real date written for each language", () => {
    for (const row of structure.schemes.rows) {
      expect(row.checked.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${row.checked.iso}T12:00:00Z`).toISOString().slice(0, 10)).toBe(row.checked.iso);
    }
    // Every row's figures were read again on 2026-11-28; the Home Caregiving Grant's multiple-property
    // rule and CareShield Life's fixed payout were first read on 2026-11-26, so neither row may show
    // an earlier day.
    expect(checked("en", "home-caregiving-grant")).toEqual({ iso: "2026-11-28", text: "28 November 2026" });
    expect(checked("zh", "careshield-life-eldershield")).toEqual({ iso: "2026-11-28", text: "2026年11月28日" });
    for (const id of ["home-caregiving-grant", "careshield-life-eldershield"]) expect(checked("en", id)!.iso >= "2026-11-26").toBe(true);
    for (const lang of LANGS) {
      expect(page(lang).schemes.rows.map((row) => row.checked.iso)).toEqual(structure.schemes.rows.map((row) => row.checked.iso));
    }
    // The date's column is headed in every language.
    for (const lang of LANGS) expect(page(lang).schemes.columns.at(-1)?.trim()).toBeTruthy();
  });

  it("gives the confirmed figures, in both languages", () => {
    // Each fact's figures in the one sentence that states it.
    expect(sentenceWith(enRow("home-caregiving-grant"), "April 2026")).toMatch(/SGD 600, SGD 400 or SGD 200 a month\b[^.]*\bcash/);
    expect(enRow("home-caregiving-grant")).toContain("at least 3 of the 6 activities of daily living");
    expect(sentenceWith(enRow("home-caregiving-grant"), "SGD 4,800")).toMatch(/\bincome\b[^.]*SGD 4,800 a month per person/);
    expect(sentenceWith(zhRow("home-caregiving-grant"), "2026年4月")).toMatch(/每月[^。]*\$600、\$400或\$200现金/);
    expect(zhRow("home-caregiving-grant")).toContain("6项日常生活活动中的至少3项");
    expect(sentenceWith(zhRow("home-caregiving-grant"), "$4,800")).toMatch(/人均月收入[^。]*\$4,800/);
    // A household with more than one property gets the lowest amount (togetherforbetter.gov.sg).
    expect(sentenceWith(enRow("home-caregiving-grant"), "more than one property")).toMatch(/SGD 200 a month/);
    expect(sentenceWith(zhRow("home-caregiving-grant"), "拥有不止一套房产")).toMatch(/每月[^。]*\$200(?![\d,])/);
    // CareShield Life: the amount rises each year until 67 or a successful claim, and is fixed for the
    // oldest (careshieldlife.gov.sg; CPF: "increases annually until the insured reaches age 67 or makes
    // a successful claim").
    const rises = sentenceWith(enRow("careshield-life-eldershield"), "67");
    for (const fact of [/\beach year\b/, /\bsuccessful claim\b/, /\bwhichever comes first\b/]) expect(rises).toMatch(fact);
    expect(sentenceWith(enRow("careshield-life-eldershield"), "1954 or earlier")).toMatch(/\bfixed\b[^.]*SGD 612 a month/);
    const risesZh = sentenceWith(zhRow("careshield-life-eldershield"), "67岁");
    for (const fact of [/每年调高/, /索偿获批/, /以较早者为准/, /固定不变/]) expect(risesZh).toMatch(fact);
    expect(sentenceWith(zhRow("careshield-life-eldershield"), "1954年或之前")).toMatch(/每月固定为\$612/);
    expect(enRow("seniors-mobility-enabling-fund")).toContain("aged 60 or over");
    expect(enRow("seniors-mobility-enabling-fund")).toContain("Up to 90% off");
    expect(enRow("seniors-mobility-enabling-fund")).toContain("SGD 4,800");
    expect(zhRow("seniors-mobility-enabling-fund")).toContain("60岁或以上");
    expect(zhRow("seniors-mobility-enabling-fund")).toContain("最多可减免90%的费用");
    expect(zhRow("seniors-mobility-enabling-fund")).toContain("$4,800");
    expect(enRow("careshield-life-eldershield")).toContain("SGD 300 a month for up to 60 months (ElderShield 300)");
    expect(enRow("careshield-life-eldershield")).toContain("SGD 400 a month for up to 72 months (ElderShield 400)");
    expect(zhRow("careshield-life-eldershield")).toContain("每月发放$300，最长60个月（ElderShield 300）");
    expect(zhRow("careshield-life-eldershield")).toContain("每月发放$400，最长72个月（ElderShield 400）");
    expect(enRow("medisave-care")).toContain("aged 30 or over");
    expect(enRow("medisave-care")).toContain("up to SGD 200 a month");
    expect(zhRow("medisave-care")).toContain("30岁或以上");
    expect(sentenceWith(zhRow("medisave-care"), "$200")).toMatch(/每月最多[^。]*\$200现金/);
    expect(enRow("pioneer-das")).toContain("SGD 100 a month");
    expect(zhRow("pioneer-das")).toContain("每月$100现金");
    expect(enRow("mdw-levy-concession")).toContain("at least 1 of the 6 activities");
    // The full levy is SGD 300 for a first helper and SGD 450 for a second (MOM, paying levy).
    expect(sentenceWith(enRow("mdw-levy-concession"), "SGD 60")).toMatch(/SGD 60 a month\b[^.]*SGD 300\b[^.]*SGD 450 for a second helper/);
    expect(enRow("mdw-levy-concession")).toContain("aged 67 or over");
    expect(zhRow("mdw-levy-concession")).toContain("6项日常生活活动中至少有1项");
    expect(sentenceWith(zhRow("mdw-levy-concession"), "$60")).toMatch(/每月\$300[^。]*第二名女佣[^。]*\$450[^。]*减为\$60/);
    for (const lang of LANGS) {
      for (const amount of [60, 300, 450]) expect(namesMoney(rowText(lang, "mdw-levy-concession"), amount, lang)).toBe(true);
    }
    expect(zhRow("mdw-levy-concession")).toContain("年满67岁");
    expect(enRow("caregivers-training-grant")).toContain("aged 65 or over");
    expect(zhRow("caregivers-training-grant")).toContain("65岁或以上");
    expect(sentenceWith(enRow("means-tested-subsidies"), "July 2026")).toMatch(/\bup to 95% of the cost\b[^.]*\bborn in 1969 or earlier/);
    expect(enRow("means-tested-subsidies")).toContain("SGD 4,800");
    expect(sentenceWith(zhRow("means-tested-subsidies"), "2026年7月")).toMatch(/1969年或之前出生[^。]*最多[^。]*95%/);
    expect(zhRow("means-tested-subsidies")).toContain("$4,800");
    expect(GST_RATE).toBe(0.09);
    expect(page("en").charging.gst).toContain("9%");
    expect(page("zh").charging.gst).toContain("9%");
  });

  it("leaves out every figure that could not be confirmed on an official page", () => {
    // 662 and 689: CareShield Life payouts (2025, and 2026 as reported only in the news); 2,500:
    // the old MediSave limit for palliative care; 250: the grant's amount before April 2026;
    // 1,200 and 2,000: caps on healthcare items seen only in a blog; 80%: subsidy levels seen only
    // in the news; 10 and the 200 training grant: amounts that predate a change.
    for (const lang of LANGS) {
      const text = JSON.stringify(page(lang));
      for (const amount of [662, 689, 2500, 250, 1200, 2000, 10])
        expect({ lang, amount, named: namesMoney(text, amount, lang) }).toMatchObject({ named: false });
      expect(text).not.toContain("80%");
      const money = lang === "en" ? /SGD\s?\d/ : /\$\d/;
      expect(rowText(lang, "caregivers-training-grant")).not.toMatch(money);
      expect(rowText(lang, "medisave-home-palliative")).not.toMatch(money);
      // CareShield Life's sentence names one amount, the confirmed fixed payout for those born in
      // 1954 or earlier; only ElderShield's names others.
      const careShield = sentencesOf(rowText(lang, "careshield-life-eldershield"))
        .filter((sentence) => !/ElderShield|乐龄健保/.test(sentence))
        .join(" ");
      const amounts = careShield.match(lang === "en" ? /SGD\s?[\d,]+/g : /\$[\d,]+/g) ?? [];
      expect(amounts.map((amount) => amount.replace(/\D/g, ""))).toEqual(["612"]);
    }
  });

  it("gives a tel link for the AIC hotline inside one whole sentence, its number in every language", () => {
    expect(sharedFacts.aicHotline).toBe("1800-650-6060");
    expect(structure.schemes.hotlineHref).toBe("tel:18006506060");

    // The link's words name the agency and end with its number, in every language.
    expect(hotline("en").link).toMatch(/^AIC\b.* 1800-650-6060$/);
    expect(hotline("zh").link).toMatch(/^护联中心.*1800-650-6060$/);
    for (const lang of LANGS) expect(hotline(lang).text.match(/<hotline>/g)).toHaveLength(1);
    // The Chinese sentence keeps its own punctuation, full-width, with no space before the number.
    const { text } = hotline("zh");
    expect(text).toMatch(/[^\s]1800-650-6060<\/hotline>。$/);
    expect(text.replace("1800-650-6060", "")).not.toMatch(/[,.:;!?()]/);
    expect(isChinese(text)).toBe(true);
  });
});

describe("wording that follows the provider's settings", () => {
  it("words the means-tested subsidies by the MOH-funded flag", () => {
    // Not funded: says so, says the subsidies do not apply, and sends the family to AIC.
    expect(sentenceWith(subsidies("en", false), "MOH-funded")).toMatch(/\bnot an MOH-funded provider\b[^.]*\bnot apply\b/);
    expect(subsidies("en", false)).toContain("AIC");
    // Funded: says so, with no "not", and that the subsidies lower the bill.
    expect(subsidies("en", true)).toMatch(/\ban MOH-funded provider\b/);
    expect(subsidies("en", true)).not.toContain("not");
    expect(subsidies("en", true)).toMatch(/\blower\b/);
    expect(sentenceWith(subsidies("zh", false), "卫生部资助")).toMatch(/不是卫生部资助[^。]*不适用/);
    expect(subsidies("zh", false)).toContain("护联中心");
    expect(subsidies("zh", true)).toContain("是卫生部资助");
    expect(subsidies("zh", true)).not.toMatch(/不是|不适用/);
    expect(subsidies("zh", true)).toMatch(/减少/);
  });

  it("puts the sample's wording in the subsidy row, the paragraph and the answer, in every language", () => {
    for (const lang of LANGS) {
      const statement = subsidies(lang, provider.mohFunded);
      expect(page(lang).subsidies.paragraphs[1]).toBe(statement);
      expect(page(lang).questions.items[4].answer).toBe(statement);
      expect(page(lang).schemes.rows[8].gives.endsWith(statement)).toBe(true);
    }
  });

  it("words GST by whether the provider is registered, saying only that no GST is added", () => {
    // Consumables, fares and medicines are charged on their own, so the page promises nothing more
    // than that GST is in the price.
    expect(gst("en", true)).toMatch(/\bincludes GST at 9%/);
    expect(gst("en", false)).not.toContain("%");
    expect(gst("en", false).trim()).toBeTruthy();
    expect(gst("zh", true)).toMatch(/包含9%的消费税/);
    expect(gst("zh", false).trim()).toBeTruthy();
    for (const lang of LANGS) {
      const text = [gst(lang, true), worded(lang, catalogAnswer(lang, "gst"), { gstRegistered: true })].join(" ");
      expect(text).not.toMatch(/what you see is what you pay|nothing more is added|实际要付的价格|不必另外再加/i);
    }
    expect(gst("zh", false)).not.toContain("%");
    for (const lang of LANGS) {
      expect(page(lang).charging.gst).toBe(gst(lang, provider.gstRegistered));
      expect(page(lang).charging.caption).toBe(worded(lang, words(lang).charging.caption, { gstRegistered: provider.gstRegistered }));
    }
    // The caption names the currency, and GST at its rate only when registered, in every language.
    expect(caption("en", true)).toMatch(/Singapore dollars[^.]*GST at 9%/);
    expect(caption("en", false)).toContain("Singapore dollars");
    expect(caption("en", false)).not.toMatch(/GST|%/);
    expect(caption("zh", true)).toMatch(/9%消费税/);
    expect(caption("zh", false)).not.toMatch(/消费税|%/);
    for (const lang of LANGS) expect(caption(lang, false).trim()).toBeTruthy();
  });

  it("lists the free home assessment as included only while it is free", () => {
    expect(structure.charging.included.items.$keep.firstAssessment).toBe(provider.freeAssessment);
    for (const lang of LANGS) {
      const firstAssessment = (catalog(lang, "costs") as { charging: { included: { items: { firstAssessment: string } } } }).charging
        .included.items.firstAssessment;
      expect(firstAssessment.trim()).toBeTruthy();
      expect(page(lang).charging.included.items.includes(firstAssessment)).toBe(provider.freeAssessment);
    }
  });
});

describe("rates", () => {
  it("shows every rate from provider.ts as a family pays it, in the language's one money style", () => {
    for (const lang of LANGS) {
      const prices = page(lang).charging.rates.map(([, price]) => price);
      for (const amount of Object.values(provider.rates)) {
        expect(prices.filter((price) => namesMoney(price, shownPrice(amount), lang))).toHaveLength(1);
      }
    }
    expect(page("en").charging.rates.map(([, price]) => plain(price))).toContain(
      provider.gstRegistered ? "SGD 38.15 an hour" : "SGD 35 an hour",
    );
    expect(page("zh").charging.rates.map(([, price]) => price)).toContain(provider.gstRegistered ? "每小时$38.15" : "每小时$35");
    // The shift's times are written by the language's clock, start then end, naming the part of the
    // day in Chinese and the end on the next day.
    for (const lang of LANGS) {
      const [from, to] = times(lang);
      expect(shift(lang).indexOf(from!)).toBeGreaterThan(0);
      expect(shift(lang).indexOf(to!)).toBeGreaterThan(shift(lang).indexOf(from!));
    }
    expect(times("en")).toEqual(["10:00 PM", "8:00 AM"]);
    expect(times("zh")).toEqual(["晚上10:00", "上午8:00"]);
    expect(shift("en")).toMatch(/10:00 PM to 8:00 AM$/);
    expect(shift("zh")).toMatch(/晚上10:00至次日上午8:00$/);
  });

  it("states the minimum visit and the cancellation policy from provider.ts", () => {
    const en = page("en").charging;
    expect(en.minimumVisit).toContain(`${provider.minimumVisitHours} hours`);
    expect(en.cancellation.text).toContain(`${provider.cancellationNoticeHours} hours`);
    expect(en.cancellation.text).toContain(`${provider.lateCancellationPercent}%`);
    const zh = page("zh").charging;
    expect(zh.minimumVisit).toContain(`至少${provider.minimumVisitHours}小时`);
    expect(zh.cancellation.text).toContain(`至少${provider.cancellationNoticeHours}小时`);
    expect(zh.cancellation.text).toContain(`${provider.lateCancellationPercent}%`);
  });

  it("shows the shared homes' fees, the same figures as the FAQ's", () => {
    expect(residentialFeesFrom).toEqual({ independentLiving: 4500, assistedLiving: 6000, memoryCare: 8000 });
    expect(page("en").residential.fees.map((row) => row.map(plain))).toEqual([
      ["Independent living", "From SGD 4,500 a month"],
      ["Assisted living", "From SGD 6,000 a month"],
      ["Memory care", "From SGD 8,000 a month"],
    ]);
    expect(page("zh").residential.fees.map(([, fee]) => fee)).toEqual(["每月$4,500起", "每月$6,000起", "每月$8,000起"]);
    expect(page("zh").residential.fees.map(([name]) => isChinese(name))).toEqual([true, true, true]);
    expect(structure.residential.faqLink.to).toBe(`/faq#${faq.categories[0].id}`);
  });
});

describe("questions families ask", () => {
  it("has three to five, the Home Caregiving Grant and GST among them", () => {
    const { items } = page("en").questions;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    // One question on the grant, by its official name, and one on GST, in every language, each answered.
    const named: Partial<Record<Lang, readonly string[]>> = { en: ["Home Caregiving Grant", "GST"], zh: ["居家看护津贴", "消费税"] };
    for (const lang of LANGS) {
      const asked = page(lang).questions.items;
      expect(asked).toHaveLength(items.length);
      expect(asked.every((item) => item.question.trim() !== "" && item.answer.trim() !== "")).toBe(true);
      for (const name of named[lang] ?? []) expect(asked.filter((item) => item.question.includes(name))).toHaveLength(1);
    }
  });
});

describe("FAQ cost questions", () => {
  it("link to /costs after the spec's answers, which keep their words", () => {
    const [admission] = faq.categories;
    const linked = admission.questions.filter((question) => "more" in question && question.more.to === "/costs");
    expect(linked.map((question) => question.id)).toEqual(["monthly-costs", "payment-subsidies"]);
    const en = contentFor("en", "faq");
    expect(en.categories[0].name).toBe("Admission & Costs");
    // The link's words are there in every language, read from its catalog.
    for (const lang of LANGS) expect(contentFor(lang, "faq").categories[0].questions[0].more.label.trim()).toBeTruthy();
    // The spec's three fees, each beside its tier, in one sentence.
    expect(sentenceWith(plain(en.categories[0].questions[0].answer), "SGD 4,500")).toMatch(
      /Independent living[^.]*SGD 4,500 per month, assisted living[^.]*SGD 6,000 per month,[^.]*memory care[^.]*SGD 8,000 per month/,
    );
    expect(sentenceWith(contentFor("zh", "faq").categories[0].questions[0].answer, "$4,500")).toMatch(
      /独立生活每月\$4,500起[^。]*辅助生活每月\$6,000起[^。]*失智症护理[^。]*每月\$8,000起/,
    );
  });
});

describe("the shared homes' memory care, in Chinese", () => {
  // The home service is 失智症与阿尔茨海默病护理 (and 失智症护理 for short); the $8,000 tier is care in a
  // shared home. Named alike, a family would take the tier's fee for the price of dementia care at home.
  const service = wordAt("zh", "service-names", "dementia-care") as string;

  it("is named so that it cannot be read as the dementia care service", () => {
    const [, , [memoryCare]] = page("zh").residential.fees;
    expect(memoryCare).not.toBe(service);
    expect(memoryCare).not.toBe("失智症护理");
    expect(memoryCare).toContain("合住之家");
  });

  it("is, in the FAQ's cost answer, the care of residents, not a service at home", () => {
    const answer = contentFor("zh", "faq").categories[0].questions[0].answer;
    expect(answer).not.toContain(`，失智症护理每月`);
    expect(answer).toMatch(/住户每月\$8,000起/);
  });
});
