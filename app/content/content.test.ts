// Pins the spec's counts and constants (docs/product.md, sections 2 and 9) in the content modules.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";
import { type Lang, langs } from "~/i18n/languages";
import { fill } from "~/i18n/markers";
import { loadCollection } from "./blog/collection.server";
import { FEATURED_SLUG, postSlugs } from "./blog/slugs";
import { dictionaryFor } from "./dictionary.server";
import { structure as faq } from "./faq";
import { illustration, illustrations } from "./illustrations";
import { serviceSlugs } from "./services/slugs";
import { emailHref, phoneHref, site, whatsappLink } from "./site";
import { guideResultPaths, prerenderPaths } from "./site-map";
import type { ImageSlot } from "./types";

const english = dictionaryFor("en");
const { headerLinks, footerGroups, choosingCare } = english;

const { featured: featuredPost, posts } = loadCollection();

/**
 * Words every language writes for itself: `read` gives some text in each language, and each is
 * there, and no language but English shows the English words.
 */
function expectWrittenInEach(read: (lang: Lang) => string) {
  const inEnglish = read("en");
  expect(langs.filter((lang) => read(lang).trim() === "")).toEqual([]);
  expect(langs.filter((lang) => lang !== "en" && read(lang) === inEnglish)).toEqual([]);
}

/** Every FAQ answer, as a reader sees it (the no-break space inside "SGD 4,500" read as a space). */
const faqAnswers = (lang: Lang) =>
  contentFor(lang, "faq")
    .categories.flatMap((category): { answer: string }[] => category.questions)
    .map((q) => q.answer.replace(/\u00a0/g, " "))
    .join(" ");

describe("FAQ", () => {
  it("has four categories of 3, 3, 4 and 4 questions", () => {
    expect(contentFor("en", "faq").categories.map((c) => [c.name, c.questions.length])).toEqual([
      ["Admission & Costs", 3],
      ["Healthcare & Safety", 3],
      ["Community Life", 4],
      ["Care & Services", 4],
    ]);
    expect(contentFor("zh", "faq").categories.map((c) => c.questions.length)).toEqual([3, 3, 4, 4]);
  });

  it("gives the spec's prices and lead times, in both languages", () => {
    for (const constant of ["SGD 4,500", "SGD 6,000", "SGD 8,000", "2-4 weeks", "24-48 hours"]) {
      expect(faqAnswers("en")).toContain(constant);
    }
    for (const constant of ["$4,500", "$6,000", "$8,000", "2至4个星期", "24至48小时"]) {
      expect(faqAnswers("zh")).toContain(constant);
    }
  });

  it("uses unique question ids", () => {
    const ids = faq.categories.flatMap((c) => c.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("services overview", () => {
  const servicesPage = contentFor("en", "services/overview");
  const serviceCards = servicesPage.professional.cards;
  const specialisedCards = servicesPage.specialised.cards;

  it("lists the seven professional services with their paths, Companionship alone 'Most Popular'", () => {
    expect(serviceCards.map((card) => card.path)).toEqual([
      "/services/home-care-singapore",
      "/services/overnight-care",
      "/services/personal-care",
      "/services/companionship",
      "/services/medical-escort",
      "/services/respite-care",
      "/services/live-in-care",
    ]);
    expect(serviceCards.filter((card) => card.popular).map((card) => card.title)).toEqual(["Companionship"]);
    expect(serviceCards[0]?.title).toBe("Home Assisted Care");
  });

  it("lists the seven specialised services under #specialized-care", () => {
    expect(specialisedCards.map((card) => card.path)).toEqual([
      "/services/cancer-care",
      "/services/dementia-care",
      "/services/palliative-care",
      "/services/copd-care",
      "/services/diabetes-care",
      "/services/home-therapy",
      "/services/nursing-procedure",
    ]);
    expect(servicesPage.specialised.id).toBe("specialized-care");
  });

  it("labels the support hours in Chinese as the hours the phone and WhatsApp are answered, not the hours care is given", () => {
    // The term, not the whole label: 咨询时间 for enquiries, never 服务时间 (the hours care is given).
    const label = contentFor("zh", "services/overview").closing.hoursLabel;
    expect(label).toContain("WhatsApp");
    expect(label).toContain("咨询时间");
    expect(label).not.toContain("服务时间");
  });
});

describe("home", () => {
  const home = contentFor("en", "home");

  it("has the three service cards and three specialised links of the spec", () => {
    expect(home.services.cards.map((card) => [card.title, card.to])).toEqual([
      ["Personal Care Services", "/services#personal-care"],
      ["Specialised Care Services", "/services#specialized-care"],
      ["Luxury Assisted Living", "/services/medical-escort"],
    ]);
    expect(home.specialised.items.map((item) => [item.title, item.to])).toEqual([
      ["Cancer Care", "/services/cancer-care"],
      ["Dementia Care", "/services/dementia-care"],
      ["Chronic Care", "/services"],
    ]);
    expect(home.specialised.exploreAll.label).toBe("Explore All Care Services");
    expect(home.hero.primary.label).toBe("Get Free Consultation");
    expect(home.hero.secondary).toEqual({ kind: "link", label: "View All Services", to: "/services" });
    expect(home.contact).toMatchObject({ id: "contact", title: "Schedule Your Tour" });
  });

  it("promises the spec's reply time and residents per caregiver, in both languages", () => {
    const chinese = contentFor("zh", "home");
    expect(home.contact.intro).toContain("within 24 hours");
    expect(chinese.contact.intro).toContain("24小时");
    expect(home.services.cards[2].description).toContain("3-4 seniors");
    expect(chinese.services.cards[2].description).toContain("3至4");
  });

  it("names, in Chinese, the dementia card by the service's own name and the shared homes as every other page does", () => {
    const chinese = contentFor("zh", "home");
    const dementia = chinese.specialised.items.find((item) => item.to === "/services/dementia-care");
    // 失智症护理 alone is also the shared homes' memory care tier (costs, FAQ).
    expect(dementia?.title).toBe(
      contentFor("zh", "services/overview").specialised.cards.find((card) => card.path === "/services/dementia-care")?.title,
    );
    expect(dementia?.title).not.toBe("失智症护理");
    const sharedHomes = chinese.services.cards.find((card) => card.key === "assistedLiving");
    expect(sharedHomes?.title).toMatch(/合住之家$/);
    expect(JSON.stringify(chinese)).not.toMatch(/住所|您的亲人|您亲人/);
  });

  it("offers the care guide to a family unsure where to start, and the choosing-care links go to built pages", () => {
    expectWrittenInEach((lang) => contentFor(lang, "home").guide.title);
    expectWrittenInEach((lang) => contentFor(lang, "home").guide.action.label);
    expect(home.guide.action).toMatchObject({ kind: "link", to: "/care-guide" });
    expect(choosingCare.links.map((link) => link.to)).toEqual(["/costs", "/care-guide"]);
    for (const to of [home.guide.action.to, ...choosingCare.links.map((link) => link.to)]) expect(prerenderPaths()).toContain(to);
  });
});

describe("about", () => {
  it("shows four statistics, the 3:1 ratio and the five divisions in order", () => {
    const about = contentFor("en", "about");
    expect(about.statistics.map((s) => s.number)).toEqual(["900K", "100K+", "2.1", "86%"]);
    expect(about.stayInModel.ratio).toBe("3:1");
    expect(about.stayInModel.ratioText).toBe("3-4 seniors per live-in caregiver");
    expect(about.divisions.cards.map((card) => card.title)).toEqual([
      "Home care",
      "Nursing home operations",
      "Medical clinic",
      "Healthcare training academy",
      "Healthcare consultancy",
    ]);
    expect(about.background.paragraphs.join(" ")).toContain("87,200");
    // Every statistic names its publication; the unconfirmed "5.7 in 2015" gives way to the White Paper's 5.9 for 2012.
    expect(about.statistics.map((s) => s.source)).toEqual([
      "Population White Paper, Singapore government (2013)",
      "Ministry of Finance, Singapore Public Sector Outcomes Review (2024)",
      "Population White Paper, Singapore government (2013)",
      "HDB Sample Household Survey (2018)",
    ]);
    // The figures each label gives, whatever its words.
    for (const figure of ["65", "2030", "5.9", "2012"]) expect(about.statistics[2]?.label).toContain(figure);
    for (const fact of ["HDB", "65"]) expect(about.statistics[3]?.label).toContain(fact);
    expect(JSON.stringify(about)).not.toMatch(/5\.7|2015/);
    const zh = contentFor("zh", "about");
    expect(zh.statistics.map((s) => s.source)).toEqual([
      "《人口白皮书》，新加坡政府（2013年）",
      "财政部《新加坡公共部门成果报告》（2024年）",
      "《人口白皮书》，新加坡政府（2013年）",
      "建屋发展局住户抽样调查（2018年）",
    ]);
    for (const figure of ["65", "2030", "5.9", "2012"]) expect(zh.statistics[2]?.label).toContain(figure);
    // The corrected ratio and its year, in the one sentence that gives them.
    expect(
      zh.background.paragraphs
        .join("")
        .split("。")
        .find((sentence) => sentence.includes("5.9")),
    ).toContain("2012年");
    expect(JSON.stringify(zh)).not.toMatch(/5\.7|2015/);
    expect(about.cta.actions.map((a) => a.kind)).toEqual(["link", "link", "consultation"]);
  });
});

describe("testimonials page", () => {
  it("shows the spec's four figures, in both languages", () => {
    const [en, zh] = [contentFor("en", "testimonials"), contentFor("zh", "testimonials")];
    expect(en.statistics.map((s) => s.number)).toEqual(["98%", "500+", "50+", "100+"]);
    expect(zh.statistics.map((s) => s.number)).toEqual(["98%", "500+", "50+", "100+"]);
    expect(en.shareStory.action).toEqual({ kind: "consultation", label: "Share Your Story" });
  });
});

describe("site identity", () => {
  it("carries the office and support hours of the spec, written for each language from the one set of days and times", () => {
    expect(english.site.officeHours).toEqual([
      { day: "Monday - Friday", hours: "8:00 AM - 6:00 PM" },
      { day: "Saturday", hours: "9:00 AM - 4:00 PM" },
      { day: "Sunday & Public Holidays", hours: "Closed" },
    ]);
    expect(english.site.supportHours).toBe("Mon-Fri 9AM-6PM, Sat 9AM-4PM");
    const chinese = dictionaryFor("zh");
    expect(chinese.site.officeHours).toEqual([
      { day: "星期一至星期五", hours: "上午8:00至下午6:00" },
      { day: "星期六", hours: "上午9:00至下午4:00" },
      { day: "星期日及公共假期", hours: "休息" },
    ]);
    expect(chinese.site.supportHours).toBe("星期一至星期五上午9:00至下午6:00，星期六上午9:00至下午4:00");
  });

  it("gives links a phone can dial and a mail program can open, to the numbers shown", () => {
    // A tel: link holds only the international number: no spaces, the country code kept.
    expect(phoneHref).toMatch(/^tel:\+65\d{8}$/);
    expect(phoneHref.slice("tel:".length)).toBe(site.phone.replaceAll(" ", ""));
    // wa.me wants the number without "+" or spaces, and the greeting URL-encoded.
    const chat = new URL(whatsappLink(english.site.whatsappGreeting));
    expect(chat.origin).toBe("https://wa.me");
    expect(chat.pathname).toMatch(/^\/65\d{8}$/);
    expect(chat.searchParams.get("text")?.length).toBeGreaterThan(0);
    expect(emailHref).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
  });
});

describe("navigation", () => {
  it("has the header's seven links and the footer's four groups", () => {
    expect(headerLinks.map((link) => link.to)).toEqual(["/about", "/services", "/locations", "/testimonials", "/blog", "/faq", "/contact"]);
    expect(footerGroups.map((group) => group.links.map((link) => link.to))).toEqual([
      ["/services/personal-care", "/services/companionship", "/services/medical-escort", "/services/overnight-care"],
      ["/services/cancer-care", "/services/dementia-care", "/services/diabetes-care", "/services/palliative-care"],
      ["/about", "/services", "/blog", "/contact"],
      ["/care-guide", "/costs", "/our-caregivers"],
    ]);
    for (const index of footerGroups.keys()) expectWrittenInEach((lang) => dictionaryFor(lang).footerGroups[index]!.title);
  });

  it("links only to pages the build writes", () => {
    const built = prerenderPaths();
    const links: readonly { to: string }[] = [...headerLinks, ...footerGroups.flatMap((group): readonly { to: string }[] => group.links)];
    for (const link of links) expect(built).toContain(link.to);
  });
});

describe("blog", () => {
  it("has six posts with the spec's slugs, in order, plus the featured post", () => {
    expect(posts.map((post) => post.slug)).toEqual([
      "understanding-dementia-family-guide",
      "home-safety-tips-aging-adults",
      "benefits-companionship-care",
      "medication-management-best-practices",
      "nutrition-meal-planning-older-adults",
      "supporting-family-caregivers",
    ]);
    expect([...postSlugs]).toEqual(posts.map((post) => post.slug));
    expect(FEATURED_SLUG).toBe("featured");
    expect(featuredPost.slug).toBe(FEATURED_SLUG);
    expect(featuredPost.featured).toBe(true);
    expect(featuredPost.tags).toEqual([]);
    expect(posts.every((post) => !post.featured)).toBe(true);
  });

  it.each([...posts, featuredPost])("$slug is a full article whose read time matches its length", (post) => {
    expect(post.words).toBeGreaterThanOrEqual(800);
    expect(post.words).toBeLessThanOrEqual(1600);
    const minutes = Math.ceil(post.words / 200);
    expect(post.readTime).toBe(fill(contentFor("en", "blog/page").readTime, { minutes }));
    expect(minutes).toBeGreaterThanOrEqual(4);
    expect(minutes).toBeLessThanOrEqual(8);
    expect(post.sources.length).toBeGreaterThan(0);
    expect(post.isoDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("images", () => {
  const pictures = (Object.keys(illustrations) as (keyof typeof illustrations)[]).map((name) => ({
    ...illustration(name),
    alt: contentFor("en", "illustrations")[name],
  }));
  const slots: ImageSlot[] = [...pictures, ...posts.map((post) => post.image), featuredPost.image];

  it.each(slots)("$src exists, has alt text and the proportions of its declared size", (slot) => {
    const file = `public${slot.src}`;
    expect(existsSync(file)).toBe(true);
    expect(slot.alt.length).toBeGreaterThan(10);
    const svg = readFileSync(file, "utf8");
    const [, , width, height] = (svg.match(/viewBox="([^"]+)"/)?.[1] ?? "").split(/\s+/).map(Number);
    expect(width! / height!).toBeCloseTo(slot.width / slot.height, 3);
    expect(svg.length).toBeLessThan(100_000);
  });
});

describe("site map", () => {
  it("lists every page once", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    // The spec's eight pages, the privacy notice, the three pages that help a family choose, the
    // guide's result pages, the service pages (fourteen in the spec, pinned with the index in
    // services/all-pages.test.ts) and the seven posts.
    expect(paths).toHaveLength(9 + 3 + guideResultPaths.length + serviceSlugs.length + 7);
  });
});
