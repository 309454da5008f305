// Pins the health content corrections: each test reads the content the way a visitor meets it, in
// English and in Chinese, and fails if a correction is undone in either language. The sources for
// each fact are named in the content modules (for a page with a catalog, its structure module).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dictionaryFor } from "~/content/dictionary.server";
import { contentFor } from "~/i18n/content.server";
import type { CatalogName } from "~/i18n/content.server";
import { type Lang, langs } from "~/i18n/languages";
import { catalogNames } from "~/i18n/words.server";
import { loadCollection } from "./blog/collection.server";
import { walkFiles } from "../../scripts/lib/files.mjs";
import { serviceSlugs } from "./services/slugs";
import type { ServicePage } from "./services/types";
import { keyed, sameSection, section, sectionAt, servicePageIn } from "./services/test-helpers";
import type { Testimonial } from "./types";

/**
 * Every word a visitor meets in a language: each catalog composed into its page (app/content/<lang>/**),
 * the interface words every page shows, and every article. A scan over these reads every catalog
 * and article there is, so a word added anywhere is read.
 */
function everything(lang: Lang): unknown[] {
  return [
    ...catalogNames().map((name) => contentFor(lang, name as CatalogName)),
    dictionaryFor(lang),
    loadCollection(lang).featured,
    ...loadCollection(lang).posts,
  ];
}

const allEnglish = everything("en");
const allChinese = everything("zh");

/** The list of signs in a 995 sentence: from its first sign to its last. */
function signsIn(line: string, first: string, last: string): string {
  return line.slice(line.indexOf(first), line.lastIndexOf(last) + last.length);
}

/** The sentences of a text, each with its full stop; a decimal point does not end one. */
const sentencesOf = (text: string | undefined) =>
  (text ?? "").match(/.+?(?:[。！？]|[.!?](?=\s|$)|$)/gu)?.map((sentence) => sentence.trim()) ?? [];

/** The one sentence of `text` that contains `marker`: where a fact is stated, with its figures beside it. */
function sentenceWith(text: string | undefined, marker: string | RegExp): string {
  const found = sentencesOf(text).filter((sentence) => (typeof marker === "string" ? sentence.includes(marker) : marker.test(sentence)));
  expect(found, `one sentence with ${String(marker)}`).toHaveLength(1);
  return found[0]!;
}

/** Every string in a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every object in a value that has the shape of a testimonial. */
function testimonials(value: unknown, seen = new Set<unknown>()): Testimonial[] {
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  const children = (Array.isArray(value) ? value : Object.values(value)).flatMap((child) => testimonials(child, seen));
  const item = value as Partial<Testimonial>;
  const isTestimonial =
    typeof item.name === "string" && typeof item.role === "string" && typeof item.content === "string" && typeof item.rating === "number";
  return isTestimonial ? [item as Testimonial, ...children] : children;
}

/** The fourteen service pages as their routes give them to visitors, in English and in Chinese. */
const servicePages = await Promise.all(serviceSlugs.map((slug) => servicePageIn("en", slug)));
const servicePagesZh = await Promise.all(serviceSlugs.map((slug) => servicePageIn("zh", slug)));

/** A service page in English and, at the same index, in Chinese. */
function pageOf(slug: (typeof serviceSlugs)[number]): { en: ServicePage; zh: ServicePage } {
  const index = serviceSlugs.indexOf(slug);
  return { en: servicePages[index]!, zh: servicePagesZh[index]! };
}

const cancerCare = pageOf("cancer-care");
const dementiaCare = pageOf("dementia-care");
const diabetesCare = pageOf("diabetes-care");
const palliativeCare = pageOf("palliative-care");

describe("the service pages this file reads", () => {
  it("are all fourteen, in both languages, each with its sections", () => {
    expect(servicePages.map((page) => page.slug)).toEqual(serviceSlugs);
    expect(servicePagesZh.map((page) => page.slug)).toEqual(serviceSlugs);
    for (const page of [...servicePages, ...servicePagesZh]) expect(page.sections.length).toBeGreaterThan(0);
  });
});

describe("diabetes plate", () => {
  const strategies = section(diabetesCare.en, "cards", "Prevention & Management Strategies");
  const eatWell = keyed(strategies.cards, "eatWell");
  const items = eatWell.items ?? [];
  const itemsZh = keyed(sameSection(diabetesCare.en, strategies, diabetesCare.zh).cards, "eatWell").items ?? [];

  it("fills half the plate with non-starchy vegetables, not with fruit and vegetables", () => {
    expect(items.some((item) => /half[^.]*plate[^.]*non-starchy vegetables/i.test(item))).toBe(true);
    expect(strings(diabetesCare.en).some((text) => /half (the|your) plate with fruit/i.test(text))).toBe(false);
    expect(itemsZh.some((item) => /一半[^。；]*非淀粉类蔬菜/.test(item))).toBe(true);
    expect(strings(diabetesCare.zh).some((text) => /一半[^，。；：]*水果/.test(text))).toBe(false);
  });

  it("counts fruit as carbohydrate", () => {
    expect(items.some((item) => /fruit[^.]*\bcarbohydrates?\b/i.test(item))).toBe(true);
    expect(itemsZh.some((item) => /水果[^。]*算作碳水化合物/.test(item))).toBe(true);
  });

  it("keeps the card's four points", () => {
    expect(items).toHaveLength(4);
    expect(itemsZh).toHaveLength(4);
  });
});

/** An entry's name (an item's `key`, a structure's `keys()`): it names words, and is not read by anyone. */
const isName = (property: string) => property === "key" || property === "$keys";

/**
 * Each string with the text near it: a string directly in an object (a card's title and
 * description) sits with that object's other strings; a list item stands alone.
 */
function stringsInContext(value: unknown): { text: string; near: string }[] {
  if (Array.isArray(value)) {
    return value.flatMap((child) => (typeof child === "string" ? [{ text: child, near: child }] : stringsInContext(child)));
  }
  if (value && typeof value === "object") {
    const values = Object.entries(value).flatMap(([property, child]) => (isName(property) ? [] : [child]));
    const own = values.filter((child): child is string => typeof child === "string");
    return [
      ...own.map((text) => ({ text, near: own.join(" ") })),
      ...values.flatMap((child) => (typeof child === "string" ? [] : stringsInContext(child))),
    ];
  }
  return typeof value === "string" ? [{ text: value, near: value }] : [];
}

/** Oxygen at home means oxygen therapy; a reading of the oxygen level with a finger clip does not. */
function mentionsHomeOxygen(text: string) {
  return /oxygen/i.test(text) && !/oxygen level/i.test(text);
}

/** The fire safety advice: no smoking, and no gas stoves, candles or joss sticks near the oxygen. */
function hasFireSafety(text: string) {
  return /no smoking/i.test(text) && /gas stoves/i.test(text) && /candles/i.test(text) && /joss sticks/i.test(text);
}

/** The same in Chinese: 氧气 (oxygen), but not 血氧 (the oxygen level in the blood). */
function mentionsHomeOxygenZh(text: string) {
  return /氧气/.test(text) && !/血氧/.test(text);
}

/** 不可吸烟 (no smoking), and away from 煤气炉 (gas stoves), 蜡烛 (candles) and 拜神的香 (joss sticks). */
function hasFireSafetyZh(text: string) {
  return /不可吸烟/.test(text) && /煤气炉/.test(text) && /蜡烛/.test(text) && /拜神用?的香/.test(text);
}

/** Initials compared without spaces: "S. K." and "S.K." are the same person. */
function initials(name: string) {
  return name.replace(/\s+/g, "");
}

describe("home oxygen fire safety", () => {
  const all = allEnglish.flatMap(stringsInContext);
  const allZh = allChinese.flatMap(stringsInContext);

  it("is mentioned where oxygen at home is (COPD, palliative and nursing pages)", () => {
    const slugs = servicePages
      .filter((page) => strings(page).some(mentionsHomeOxygen))
      .map((page) => page.slug)
      .toSorted();
    expect(slugs).toEqual(["copd-care", "nursing-procedure", "palliative-care"]);
    const slugsZh = servicePagesZh
      .filter((page) => strings(page).some(mentionsHomeOxygenZh))
      .map((page) => page.slug)
      .toSorted();
    expect(slugsZh).toEqual(slugs);
  });

  it("sits beside every content string that mentions oxygen at home (same list item, or same card)", () => {
    const mentions = all.filter(({ text }) => mentionsHomeOxygen(text));
    expect(mentions.length).toBeGreaterThanOrEqual(5);
    expect(mentions.filter(({ near }) => !hasFireSafety(near)).map(({ text }) => text)).toEqual([]);
  });

  it("sits beside every mention in Chinese too", () => {
    const mentions = allZh.filter(({ text }) => mentionsHomeOxygenZh(text));
    expect(mentions.length).toBeGreaterThanOrEqual(5);
    expect(mentions.filter(({ near }) => !hasFireSafetyZh(near)).map(({ text }) => text)).toEqual([]);
  });
});

describe("the non-emergency ambulance line", () => {
  // SCDF ends its 1777 line on 1 January 2027 (content/safety.ts names the announcement), so no page
  // sends a reader to it: the line names a private operator's ambulance or a taxi instead.
  it.each(langs)("names no 1777 number anywhere in %s", (lang) => {
    expect(
      everything(lang)
        .flatMap(strings)
        .filter((text) => /1\s*7\s*7\s*7/.test(text)),
    ).toEqual([]);
  });
});

describe("cancer screening", () => {
  const table = section(cancerCare.en, "table", "Cancer screening guidelines");
  const tableZh = sameSection(cancerCare.en, table, cancerCare.zh);
  const row = (cancer: string) => table.rows.find((cells) => cells[0] === cancer) ?? [];
  const rowZh = (cancer: string) => tableZh.rows[table.rows.findIndex((cells) => cells[0] === cancer)] ?? [];

  it("keeps the product's figures and says mammograms at 40-49 follow a talk with a doctor", () => {
    // At 40-49 a yearly mammogram, with a doctor's advice in the same sentence; every 2 years at 50-69.
    const breast = row("Breast cancer").join(" ");
    expect(breast).toMatch(/every year at ages 40-49[^.]*\bdoctor\b/);
    expect(breast).toContain("every 2 years at ages 50-69");
    const breastZh = rowZh("Breast cancer").join(" ");
    expect(breastZh).toMatch(/40至49岁[^；]*医生[^；]*每年/);
    expect(breastZh).toMatch(/50至69岁[^；]*每2年/);
  });

  it("gives the HPV test from 30 to 69, stopping after 69 if earlier tests were normal, after the Pap test at 25-29", () => {
    const cervical = row("Cervical cancer").join(" ");
    expect(cervical).toContain("Pap test every 3 years at ages 25-29");
    expect(cervical).toContain("HPV test every 5 years from age 30 to 69");
    // Stopping after 69 depends on earlier results being normal, in the same sentence.
    expect(sentenceWith(cervical, "after 69")).toMatch(/\bnormal\b/);
    const cervicalZh = rowZh("Cervical cancer").join(" ");
    expect(cervicalZh).toMatch(/25至29岁[^；]*每3年[^；]*子宫颈抹片/);
    expect(cervicalZh).toMatch(/30至69岁[^；]*每5年[^；]*人乳头瘤病毒/);
    expect(sentenceWith(cervicalZh, "69岁以后")).toMatch(/正常[^。]*停止/);
  });

  it("screens for cervical cancer women who have ever had sex", () => {
    expect(row("Cervical cancer")[1]).toMatch(/\bage 25\b/);
    expect(row("Cervical cancer")[1]).toMatch(/\bever had sex\b/);
    expect(rowZh("Cervical cancer")[1]).toContain("25岁");
    expect(rowZh("Cervical cancer")[1]).toContain("曾有过性行为");
  });

  it("says CT colonography is not part of Singapore's national screening programme, keeping the product's figure", () => {
    const colorectal = row("Colorectal (bowel) cancer")[2] ?? "";
    expect(sentenceWith(colorectal, "CT colonography")).toMatch(/every 5 years[^.]*not part of Singapore's national screening programme/);
    expect(colorectal).not.toMatch(/or CT colonography/);
    const colorectalZh = rowZh("Colorectal (bowel) cancer")[2] ?? "";
    expect(sentenceWith(colorectalZh, "电脑断层扫描大肠造影")).toMatch(/每5年[^。]*不属于新加坡的全国筛查计划/);
  });

  it("sends people past the screening ages to a doctor: 69 for breast and cervical screening, 75 for bowel as US guidance", () => {
    // Up to 69 for breast and for cervical screening; for bowel screening 75, named as US guidance;
    // and past those ages, a doctor: each fact in its sentence, in both languages.
    expect(sentenceWith(table.note, "breast cancer")).toMatch(/69[^.]*breast cancer[^.]*69[^.]*cervical cancer/);
    expect(sentenceWith(table.note, "bowel cancer")).toMatch(/\bUS\b[^.]*\b75\b/);
    expect(sentencesOf(table.note).at(-1)).toMatch(/\bdoctor\b/);
    expect(sentenceWith(tableZh.note, "乳癌")).toMatch(/乳癌[^。]*69岁[^。]*子宫颈癌[^。]*69岁/);
    expect(sentenceWith(tableZh.note, "结直肠癌")).toMatch(/美国[^。]*75岁/);
    expect(sentencesOf(tableZh.note).at(-1)).toContain("医生");
    // The age of 75 is the US Preventive Services Task Force's, so the page names it as US guidance
    // and lists the Task Force among its sources.
    expect(table.note).not.toMatch(/about 75/);
    expect(cancerCare.en.review?.sources.map((source) => source.url)).toContain(
      "https://www.uspreventiveservicestaskforce.org/uspstf/announcements/final-recommendation-statement-screening-colorectal-cancer",
    );
    // No note that starts only at 75, leaving 70 to 74 unsaid.
    expect(table.note).not.toMatch(/From age 75/);
    expect(tableZh.note).not.toContain("75岁起，医生");
  });

  it("keeps three rows", () => {
    expect(table.rows).toHaveLength(3);
    expect(tableZh.rows).toHaveLength(3);
  });
});

describe("cancer facts", () => {
  const stats = section(cancerCare.en, "stats", "Cancer in Singapore");
  const statsZh = sameSection(cancerCare.en, stats, cancerCare.zh);

  it("calls cancer the leading cause of death in Singapore, not one of the main causes", () => {
    expect(stats.intro).toMatch(/\bthe leading cause of death in Singapore\b/);
    expect(stats.intro).not.toMatch(/one of the main causes/);
    expect(statsZh.intro).toMatch(/新加坡的头号死因/);
    expect(statsZh.intro).not.toContain("主要死因之一");
  });

  it("gives the newest registry count found (2017-2021), with the product's 2015-2019 figure beside it, each with its report", () => {
    expect(stats.stats[0]).toMatchObject({ number: "84,002", source: "Singapore Cancer Registry Annual Reports 2019 and 2021" });
    // The years of each count, beside it, in brackets for the product's.
    expect(stats.stats[0]?.label).toMatch(/\b2017 to 2021\b[^(]*\(78,204 from 2015 to 2019\)/);
    expect(statsZh.stats[0]).toMatchObject({
      // Chinese counts in 万, an exact figure as the press writes it.
      number: "8万4002",
      source: "新加坡癌症登记处年度报告（2019年、2021年）",
    });
    expect(statsZh.stats[0]?.label).toMatch(/2017年至2021年[^（]*（2015年至2019年为7万8204例）/);
    // The newest count is read on the National Cancer Centre Singapore's statistics page, which the page lists.
    expect(cancerCare.en.review?.sources.map((source) => source.url)).toContain("https://www.nccs.com.sg/patient-care/cancer-types");
  });

  it("says to treat a fever of 38°C or more during chemotherapy as an emergency, and what to do straight away", () => {
    const treatments = section(cancerCare.en, "cards", "Common cancer treatments");
    const chemo = treatments.cards.find((card) => card.title === "Chemotherapy");
    // The threshold, that it is an emergency, and both things to do at once: the helpline or A&E.
    const fever = sentenceWith(chemo?.description, "38°C or higher");
    for (const fact of [/\bemergency\b/, /\bhelpline\b/, /\bA&E\b/, /straight away|at once|immediately/]) expect(fever).toMatch(fact);
    const chemoZh = sameSection(cancerCare.en, treatments, cancerCare.zh).cards[treatments.cards.indexOf(chemo!)];
    expect(chemoZh?.title).toBe("化疗");
    const feverZh = sentenceWith(chemoZh?.description, "摄氏38度或以上");
    for (const fact of [/紧急/, /热线/, /急诊/, /马上|立刻|直接/]) expect(feverZh).toMatch(fact);
  });

  it("sources the fever advice to a page for adults having cancer treatment, not a children's page", () => {
    const sources = cancerCare.en.review?.sources.map((source) => source.url) ?? [];
    expect(sources).toContain(
      "https://www.cancerresearchuk.org/about-cancer/cancers-in-general/cancer-questions/why-call-the-doctor-if-i-have-a-temperature",
    );
    expect(sources.filter((url) => /children/.test(url))).toEqual([]);
  });
});

describe("nurses' registration", () => {
  const nursing = pageOf("nursing-procedure");
  const overview = { en: contentFor("en", "services/overview"), zh: contentFor("zh", "services/overview") };
  const homeCare = pageOf("home-care-singapore");

  it("says registered nurses with a valid Singapore Nursing Board practising certificate, never 'licensed'", () => {
    const en = [nursing.en.meta.description, ...nursing.en.hero.intro, ...strings(sectionAt(nursing.en, "cards", "benefits"))];
    expect(
      en.filter((text) => /registered nurse/i.test(text) && text.includes("valid Singapore Nursing Board practising certificate")),
    ).toHaveLength(3);
    expect(strings(overview.en).filter((text) => text.includes("valid Singapore Nursing Board practising certificate"))).toHaveLength(1);
    expect(strings(homeCare.en).filter((text) => text.includes("valid Singapore Nursing Board practising certificate"))).toHaveLength(1);
    const zh = [nursing.zh.meta.description, ...nursing.zh.hero.intro, ...strings(nursing.zh.sections[0])];
    expect(zh.filter((text) => text.includes("持有新加坡护士局有效执业证书的注册护士"))).toHaveLength(3);
    expect(strings(overview.zh).filter((text) => text.includes("持有新加坡护士局有效执业证书的注册护士"))).toHaveLength(1);
    expect(strings(homeCare.zh).filter((text) => text.includes("持有新加坡护士局有效执业证书的注册护士"))).toHaveLength(1);
  });

  it("is nowhere 'licensed' in either language", () => {
    const all = [...allEnglish, ...allChinese];
    expect(all.flatMap(strings).filter((text) => /\blicensed\b/i.test(text) || text.includes("持有执照的注册护士"))).toEqual([]);
  });
});

describe("dementia stages", () => {
  it("says stages 1-3 come before a dementia diagnosis, and keeps the seven stages", () => {
    const stages = sectionAt(dementiaCare.en, "table", "stages");
    expect(sentenceWith(stages.intro, "Stages 1 to 3")).toMatch(/\bbefore\b[^.]*\bdiagnosis\b/);
    expect(stages.rows).toHaveLength(7);
    const stagesZh = sameSection(dementiaCare.en, stages, dementiaCare.zh);
    expect(sentenceWith(stagesZh.intro, "第1至第3阶段")).toMatch(/确诊[^。]*之前/);
    expect(stagesZh.rows).toHaveLength(7);
  });
});

describe("WHO attributions", () => {
  it("on the dementia page, credit the WHO only with what it advises", () => {
    const risk = sectionAt(dementiaCare.en, "cards", 0);
    const intro = risk.intro ?? "";
    // The sentence of the WHO's advice: activity, not smoking, less alcohol, eating well; no hobbies or mood.
    const advice = sentenceWith(intro, "World Health Organization");
    for (const habit of [/\bactive\b/, /\bsmoking\b/, /\balcohol\b/, /\beating\b/]) expect(advice).toMatch(habit);
    expect(advice).not.toMatch(/hobb|mood|mind/i);
    // The WHO does not advise hobbies or mood care as prevention: they must not sit under its advice.
    expect(intro).not.toMatch(/advises that healthy habits/);
    const introZh = sameSection(dementiaCare.en, risk, dementiaCare.zh).intro ?? "";
    for (const habit of [/活跃/, /不吸烟/, /酒/, /吃/]) expect(/世界卫生组织建议[^。]*/.exec(introZh)?.[0]).toMatch(habit);
    // The sentence of the WHO's advice names no hobbies (嗜好), busy mind (头脑) or mood (情绪).
    expect(/世界卫生组织建议[^。]*/.exec(introZh)?.[0]).not.toMatch(/嗜好|头脑|情绪/);
  });

  it("on the palliative page, credit the WHO with percentages only", () => {
    const conditions = section(palliativeCare.en, "details", "Conditions We Support");
    expect(sentenceWith(conditions.intro, "World Health Organization")).toMatch(/\bpercentage/);
    expect(sentenceWith(sameSection(palliativeCare.en, conditions, palliativeCare.zh).intro, "世界卫生组织")).toMatch(/百分比/);
  });
});

describe("strength and balance for over-65s", () => {
  // Every card that advises staying active (diabetes prevention, dementia risk) adds the Singapore
  // Physical Activity Guidelines' muscle-strengthening and balance activities for older adults.
  // The same card in Chinese sits at the same place of the same page.
  const activeCards = servicePages.flatMap((page, pageIndex) =>
    page.sections.flatMap((s, sectionIndex) =>
      s.kind === "cards"
        ? s.cards.flatMap((card, cardIndex) => {
            if (!("key" in card && card.key === "stayActive")) return [];
            const twin = servicePagesZh[pageIndex]?.sections[sectionIndex];
            return [{ card, zh: twin?.kind === "cards" ? twin.cards[cardIndex] : undefined }];
          })
        : [],
    ),
  );

  it("is advised on both cards that advise activity", () => {
    expect(activeCards).toHaveLength(2);
    for (const { card, zh } of activeCards) {
      const text = strings(card).join(" ");
      expect(text).toMatch(/over 65/i);
      expect(text).toMatch(/muscles?\b[^.]*\b2 or more days a week/);
      expect(text).toMatch(/\bbalance\b[^.]*\bat least 3 days/);
      expect(text).toMatch(/tai chi/i);
      const textZh = strings(zh).join(" ");
      expect(textZh).toMatch(/65岁以上/);
      expect(textZh).toMatch(/每周(还要有)?2天或以上做强化肌肉的运动/);
      expect(textZh).toMatch(/至少3天做[^，；。]*平衡/);
      expect(textZh).toMatch(/例如(打)?太极/);
    }
  });

  it("keeps the product's daily 30 minutes on the diabetes page", () => {
    const strategies = section(diabetesCare.en, "cards", "Prevention & Management Strategies");
    expect(strategies.cards.flatMap((card) => card.items ?? [])).toContain("At least 30 minutes of moderate activity daily");
    const strategiesZh = sameSection(diabetesCare.en, strategies, diabetesCare.zh);
    expect(strategiesZh.cards.flatMap((card) => card.items ?? []).filter((item) => /每天[^。]*至少[^。]*30分钟/.test(item))).toHaveLength(
      1,
    );
  });
});

describe("units", () => {
  it("writes mg/dL, never mg/dl, mgdl or mg/DL, anywhere in app/content", () => {
    const sources = [...walkFiles("app/content")].filter((path) => !/\.test\.tsx?$/.test(path));
    expect(sources.length).toBeGreaterThan(20);
    const wrong = sources.flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/mg\s*\/?\s*d[l]\b/gi)]
        .filter((match) => match[0] !== "mg/dL")
        .map((match) => `${path}: ${match[0]}`),
    );
    expect(wrong).toEqual([]);
  });

  it("uses mg/dL in the diabetes ranges, in both languages", () => {
    const table = section(diabetesCare.en, "table", "Diagnosis & Monitoring");
    expect(table.rows.flat().filter((cell) => cell.includes("mg/dL"))).toHaveLength(6);
    const tableZh = sameSection(diabetesCare.en, table, diabetesCare.zh);
    expect(tableZh.rows.flat().filter((cell) => cell.includes("mg/dL"))).toHaveLength(6);
  });

  it("gives every figure in mmol/L first, as Singapore's lab slips print it, with the mg/dL in brackets, the ADA's own pairs, in both languages", () => {
    const table = section(diabetesCare.en, "table", "Diagnosis & Monitoring");
    const tableZh = sameSection(diabetesCare.en, table, diabetesCare.zh);
    // Computed from the mg/dL figures (glucose: 18.016 mg/dL to 1 mmol/L), one decimal.
    const pairs = [
      ["5.6 mmol/L", "100 mg/dL"],
      ["5.6-6.9 mmol/L", "100-125 mg/dL"],
      ["7.0+ mmol/L", "126+ mg/dL"],
      ["7.8 mmol/L", "140 mg/dL"],
      ["7.8-11.0 mmol/L", "140-199 mg/dL"],
      ["11.1+ mmol/L", "200+ mg/dL"],
    ];
    // Chinese writes a range with 至 and "or higher" as 或以上.
    const pairsZh = [
      ["5.6 mmol/L", "100 mg/dL"],
      ["5.6至6.9 mmol/L", "100至125 mg/dL"],
      ["7.0 mmol/L或以上", "126 mg/dL或以上"],
      ["7.8 mmol/L", "140 mg/dL"],
      ["7.8至11.0 mmol/L", "140至199 mg/dL"],
      ["11.1 mmol/L或以上", "200 mg/dL或以上"],
    ];
    const cells = table.rows.flatMap((row) => row.slice(2)).filter((cell) => cell.includes("mg/dL"));
    const cellsZh = tableZh.rows.flatMap((row) => row.slice(2)).filter((cell) => cell.includes("mg/dL"));
    expect(cells.map((cell) => cell.replace(/^Below /, ""))).toEqual(pairs.map(([mmol, mg]) => `${mmol} (${mg})`));
    expect(cellsZh.map((cell) => cell.replace(/^低于/, ""))).toEqual(pairsZh.map(([mmol, mg]) => `${mmol}（${mg}）`));
    // The note names both units, spelled out, and says the mg/dL figure is the one in brackets.
    expect(table.note).toContain("mmol/L (millimoles per litre)");
    expect(sentenceWith(table.note, "mg/dL (milligrams per decilitre)")).toMatch(/mg\/dL[^.]*\bbrackets\b/);
    expect(tableZh.note).toContain("mmol/L（毫摩尔/升）");
    expect(sentenceWith(tableZh.note, "mg/dL（毫克/分升）")).toMatch(/括号[^。；]*mg\/dL/);
  });
});

/** The care guide's home therapy suggestion for everyday help, in a language. */
const therapyIn = (lang: Lang) =>
  contentFor(lang, "care-guide").topics.everyday.suggestions.find((suggestion) => suggestion.path === "/services/home-therapy");

describe("the care guide's safety net", () => {
  // The words each language says it with; a language not listed yet is read by its native review.
  const notAdvice: Partial<Record<Lang, RegExp>> = {
    en: /\bnot medical advice\b/,
    zh: /不是医疗建议/,
    ms: /bukan nasihat perubatan/,
    ta: /மருத்துவ ஆலோசனை அல்ல/,
  };
  it.each(langs.filter((lang) => notAdvice[lang]))("says on its first screen that the guide is not medical advice (%s)", (lang) => {
    const { safetyLead } = contentFor(lang, "care-guide");
    expect(safetyLead).toMatch(notAdvice[lang]!);
  });

  it("names the signs to call 995 for, and the doctor or polyclinic for new or worsening symptoms, in both languages", () => {
    const en = dictionaryFor("en").safety.lines;
    for (const sign of [
      "collapses",
      "trouble breathing",
      "is choking",
      "chest pain",
      "a fit",
      "bleeding heavily",
      "signs of a stroke",
      "a severe allergic reaction",
      "a bad fall",
      "suddenly becomes very drowsy or confused",
    ]) {
      expect(en.emergency).toContain(sign);
    }
    // The action comes first, then the signs, all of them sudden.
    expect(en.emergency).toMatch(/^[^.,]*<call>995<\/call>[^.,]*\bsuddenly collapses/);
    // The after-hours section of /our-caregivers sends a family to 995 too, with the same list of signs, in both languages.
    expect(contentFor("en", "our-caregivers").afterHours.emergencyText).toContain(signsIn(en.emergency, "suddenly", "confused"));
    expect(contentFor("zh", "our-caregivers").afterHours.emergencyText).toContain(
      signsIn(dictionaryFor("zh").safety.lines.emergency, "突然倒下", "神志不清"),
    );
    // New or worsening symptoms go to a doctor, a family doctor or a polyclinic, before anything else.
    expect(sentenceWith(en.doctor, "polyclinic")).toMatch(/\bnew\b[^.]*\bworsening\b[^.]*\bdoctor first\b/);
    const zh = dictionaryFor("zh").safety.lines;
    for (const sign of [
      "突然倒下",
      "呼吸困难",
      "噎住",
      "胸痛",
      "抽搐",
      "大量出血",
      "出现中风迹象",
      "出现严重过敏反应",
      "严重跌倒",
      "突然变得非常昏沉或神志不清",
    ]) {
      expect(zh.emergency).toContain(sign);
    }
    // Chinese puts the signs first, the first of them sudden, then the call at once.
    expect(zh.emergency).toMatch(/^[^。，]*突然倒下、/);
    expect(zh.emergency).toMatch(/马上[^。]*<call>995<\/call>/);
    expect(sentenceWith(zh.doctor, "综合诊疗所")).toMatch(/新的症状[^。]*加重[^。]*先看[^。]*医生/);
  });

  it("leads end-of-life answers to a home hospice referral, our part beside that team, never 'eases pain'", () => {
    const en = contentFor("en", "care-guide").topics["end-of-life"].suggestions[0];
    // A referral to a home hospice team, who look after the pain; our part is beside that team.
    expect(sentenceWith(en.why, "home hospice team")).toMatch(/\breferral\b[^.]*\bpain\b/);
    expect(en.why).toMatch(/\bbeside\b[^.]*\bteam\b/);
    expect(en.why).not.toMatch(/eases? pain/i);
    const zh = contentFor("zh", "care-guide").topics["end-of-life"].suggestions[0];
    expect(sentenceWith(zh.why, "居家慈怀护理团队")).toMatch(/转介[^。]*疼痛/);
    expect(zh.why).toMatch(/配合[^。]*团队/);
    expect(zh.why).not.toContain("减轻疼痛");
  });

  it("adds home therapy for fall risk to everyday help, with its reason, in every language", () => {
    const fallRisk: Partial<Record<Lang, RegExp>> = { en: /\bfall risks?\b/, zh: /跌倒/, ms: /risiko jatuh/, ta: /விழும் அபாயம்/ };
    for (const lang of langs) expect(therapyIn(lang)).toMatchObject({ safety: true });
    for (const lang of langs.filter((each) => fallRisk[each])) expect(therapyIn(lang)?.why).toMatch(fallRisk[lang]!);
  });
});

describe("sample testimonials", () => {
  const all = allEnglish.flatMap((content) => testimonials(content));
  const allZh = allChinese.flatMap((content) => testimonials(content));

  it("are found in the content (one or more on every service page)", () => {
    expect(all.length).toBeGreaterThanOrEqual(servicePages.length);
    expect(allZh.length).toBeGreaterThanOrEqual(servicePagesZh.length);
  });

  it('give each client initials of their own, written one way ("L.H.", not "L. H.")', () => {
    const names = all.map((item) => item.name);
    expect(names.filter((name) => !/^[A-Z]\.[A-Z]\.$/.test(name))).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(allZh.map((item) => item.name)).toEqual(names);
  });

  it.each([
    ["en", all],
    ["zh", allZh],
  ] as const)("never reuse the same initials with a different relationship (%s)", (_lang, items) => {
    const roles = new Map<string, Set<string>>();
    for (const item of items) {
      const key = initials(item.name);
      roles.set(key, (roles.get(key) ?? new Set()).add(item.role));
    }
    const clashes = [...roles].filter(([, set]) => set.size > 1).map(([name, set]) => `${name}: ${[...set].join(" / ")}`);
    expect(clashes).toEqual([]);
  });
});
