import type { APIRequestContext } from "@playwright/test";
import { blogPage } from "../app/content/zh/blog/page";
import { formLabels, requestFields } from "../app/content/zh/form-fields";
import { errorSummary, fieldErrors, forms } from "../app/content/zh/forms";
import { helpLabels } from "../app/content/zh/navigation";
import { notFoundPage } from "../app/content/zh/not-found";
import { withoutKeptNames } from "../app/i18n/kept-in-latin";
import { localise } from "../app/i18n/languages";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { inboxFor } from "./inbox";
import { english, translated } from "./urls";

// The Chinese site beside the English one: every /zh page in Chinese, linked to its English twin
// for search engines and for the reader, both forms sending in Chinese, and the 404 pages.

const ORIGIN = "https://www.example.com";

/** The text a reader meets in a page's HTML: body text and the attributes read aloud, scripts left out, English fragments marked lang="en" left out. */
function readableText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(([, value]) => value);
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<(\w+)[^>]*\slang="en[^"]*"[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return [text, ...attributes]
    .join(" ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ");
}

/** Runs of two or more English words left once the names a Chinese page may keep are taken out. */
function englishSentences(text: string): string[] {
  const rest = withoutKeptNames(text);
  const runs = rest.match(/[A-Za-z][A-Za-z'’.-]*(?:[ ,]+[A-Za-z][A-Za-z'’.-]*)+/g) ?? [];
  return runs.map((run) => run.trim()).filter((run) => /[A-Za-z]{2}/.test(run)); // not the text-size control's "A A A"
}

/** A page's canonical address and its hreflang alternates, from its HTML. */
function linksOf(html: string) {
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
  );
  return { canonical, alternates };
}

async function fetchHtml(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

test.describe("every Chinese page", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same for every screen size");

  test("is in Chinese: lang on <html>, a Chinese h1, and no English sentence left untranslated", async ({ request }) => {
    const found: Record<string, string[]> = {};
    for (const url of translated) {
      const page = await fetchHtml(request, url);
      expect(page, url).toContain('<html lang="zh-Hans-SG"');
      expect(page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1], url).toMatch(/\p{Script=Han}/u);
      const left = englishSentences(readableText(page));
      if (left.length) found[url] = left;
    }
    expect(found).toEqual({});
  });

  test("marks the English names it keeps lang=en: the schemes on /zh/costs, English sources, programmes in articles", async ({
    request,
  }) => {
    expect(await fetchHtml(request, "/zh/costs")).toContain('<span lang="en">Home Caregiving Grant</span>');
    expect(await fetchHtml(request, "/zh/blog/featured")).toContain('<span lang="en">Lasting Power of Attorney</span>');
    expect(await fetchHtml(request, "/zh/blog/understanding-dementia-family-guide")).toMatch(
      /<a href="https:\/\/www\.who\.int[^"]*"[^>]*lang="en"/,
    );
  });

  test("has a title and description of its own, in Chinese", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const url of translated) {
      const page = await fetchHtml(request, url);
      const title = page.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      const description = page.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(title, url).toMatch(/\p{Script=Han}/u);
      expect(description, url).toMatch(/\p{Script=Han}/u);
      expect(titles.get(title), `${url} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${url} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
      titles.set(title, url);
      descriptions.set(description, url);
    }
  });

  test("and its English twin name each other: canonical of its own, reciprocal hreflang, x-default in English, og:locale", async ({
    request,
  }) => {
    for (const url of english) {
      const twin = localise(url, "zh");
      const [en, zh] = [await fetchHtml(request, url), await fetchHtml(request, twin)];
      const expected = { en: `${ORIGIN}${url}`, "zh-Hans": `${ORIGIN}${twin}`, "x-default": `${ORIGIN}${url}` };
      expect(linksOf(en), url).toEqual({ canonical: `${ORIGIN}${url}`, alternates: expected });
      expect(linksOf(zh), twin).toEqual({ canonical: `${ORIGIN}${twin}`, alternates: expected });
      expect(en, url).toContain('<meta property="og:locale" content="en_SG"/>');
      expect(zh, twin).toContain('<meta property="og:locale" content="zh_SG"/>');
      // Each JSON-LD block that says what it is written in says the page's language.
      const inLanguage = [...zh.matchAll(/"inLanguage":"([^"]+)"/g)].map(([, lang]) => lang);
      expect(inLanguage.length, twin).toBeGreaterThan(0);
      expect(new Set(inLanguage), twin).toEqual(new Set(["zh-Hans-SG"]));
    }
  });

  test("has a language switcher that leads to the same page, named in the other language", async ({ request }) => {
    for (const url of english) {
      const twin = localise(url, "zh");
      expect(await fetchHtml(request, url), url).toMatch(
        new RegExp(`<a href="${twin}" lang="zh-Hans-SG" hrefLang="zh-Hans"[^>]*>中文</a>`),
      );
      expect(await fetchHtml(request, twin), twin).toMatch(new RegExp(`<a href="${url}" lang="en-SG" hrefLang="en"[^>]*>English</a>`));
    }
  });

  test("is in the sitemap with its English twin as an alternate", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const url of english) {
      const twin = localise(url, "zh");
      const entry = sitemap.match(new RegExp(`<url>\\s*<loc>${ORIGIN}${twin}</loc>([\\s\\S]*?)</url>`))?.[1];
      expect(entry, twin).toBeDefined();
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${url}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="${ORIGIN}${twin}"/>`);
    }
  });
});

test("phone, WhatsApp and the consultation action come in this order in the header of every Chinese page", async ({ page, isMobile }) => {
  test.skip(isMobile, "the order is the same at every width; the English pages are checked at both");
  test.slow();
  for (const url of translated.filter((address) => address !== "/zh/services/copd-care")) {
    await page.goto(url);
    const order = await page.evaluate((consultation) => {
      const all = [...document.querySelectorAll("body header a, body header button")];
      const first = (match: (element: Element) => boolean) => all.findIndex(match);
      return [
        first((element) => element.getAttribute("href")?.startsWith("tel:") ?? false),
        first((element) => element.getAttribute("href")?.startsWith("https://wa.me/") ?? false),
        first((element) => element.textContent?.trim() === consultation),
      ];
    }, helpLabels.consultation);
    expect(
      order.every((index) => index >= 0),
      `${url}: ${order}`,
    ).toBe(true);
    expect(order, url).toEqual(order.toSorted((a, b) => a - b));
  }
});

test.describe("switching language", () => {
  for (const [from, to, name] of [
    ["/services/dementia-care", "/zh/services/dementia-care", "中文"],
    ["/zh/costs", "/costs", "English"],
    ["/services/copd-care", "/zh/services/copd-care", "中文"],
    ["/zh/services/copd-care", "/services/copd-care", "English"],
  ] as const) {
    test(`${from}: the switcher, by keyboard, opens ${to}`, async ({ page }) => {
      await page.goto(from);
      await waitForHydration(page);
      const link = page.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(to);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await page.getAttribute("html", "lang")).toBe(to.startsWith("/zh") ? "zh-Hans-SG" : "en-SG");
    });
  }
});

test.describe("not found, in Chinese", () => {
  test("an unknown /zh address gets the Chinese 404 page, with status 404", async ({ page }) => {
    const response = await page.goto("/zh/no-such-page");
    expect(response!.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.title);
    await expect(page.getByRole("link", { name: notFoundPage.homeLabel })).toHaveAttribute("href", "/zh");
    expect(await page.getAttribute("html", "lang")).toBe("zh-Hans-SG");
  });

  test("an unknown /zh/blog address says the article was not found, in Chinese, with status 404", async ({ page }) => {
    const response = await page.goto("/zh/blog/no-such-post");
    expect(response!.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPage.notFound.title);
    await expect(page.getByText(blogPage.notFound.text)).toBeVisible();
  });
});

test.describe("type", () => {
  test("Chinese comes from the phone's own fonts: no Chinese web font is downloaded, body text is at least 18 px", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    // The Latin face is used once cached: the first visit fetches it for the next (decision 012).
    await page.goto("/zh/about", { waitUntil: "networkidle" });
    await expect.poll(() => page.evaluate(() => localStorage.getItem("fonts"))).not.toBeNull();
    await page.reload({ waitUntil: "networkidle" });
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/atkinson-hyperlegible-next-latin-(400|700)-normal/);
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { family: style.fontFamily, size: parseFloat(style.fontSize), line: parseFloat(style.lineHeight) };
    });
    expect(body.family).toMatch(/^"Atkinson Hyperlegible Next".*"PingFang SC".*"Noto Sans CJK SC".*"Microsoft YaHei"/);
    expect(body.size).toBeGreaterThanOrEqual(18);
    expect(body.line / body.size).toBeGreaterThanOrEqual(1.8);
  });

  test("the text-size control works as in English", async ({ page }) => {
    await page.goto("/zh/faq");
    await waitForHydration(page);
    const before = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    await page.getByRole("button", { name: "最大字体" }).click();
    expect(await page.getAttribute("html", "data-text-size")).toBe("larger");
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeCloseTo(before * 1.25, 0);
  });
});

// Both forms, end to end in Chinese against the local inbox.

const FORMS = [
  { kind: "tour", path: "/zh" },
  { kind: "contact", path: "/zh/contact" },
] as const;

const LABELS = Object.fromEntries(requestFields.map((field) => [field.name, field.label])) as Record<
  (typeof requestFields)[number]["name"],
  string
>;

for (const form of FORMS) {
  test.describe(`${form.kind} form in Chinese`, () => {
    test("sends to the inbox with language set, and confirms in Chinese", async ({ page }) => {
      const email = `zh.${form.kind}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
      const values = { firstName: "美玲", lastName: "陈", email, phone: "+65 9123 4567", message: "我母亲跌倒后需要有人在家照顾。" };
      await page.goto(form.path);
      await waitForHydration(page);
      const locator = page.locator("form");
      const submit = locator.getByRole("button", { name: formLabels[form.kind].submitLabel });
      await expect(submit).toBeEnabled();
      for (const [field, label] of Object.entries(LABELS) as [keyof typeof values, string][]) {
        await locator.getByLabel(label, { exact: true }).fill(values[field]);
      }
      await page.route("**/api/v1.0/email/send", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await submit.click();
      await expect(locator.getByRole("button", { name: formLabels[form.kind].pendingLabel })).toBeDisabled();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: forms[form.kind].successToast.title });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(forms[form.kind].successToast.description);
      expect(await axeViolations(page)).toEqual([]);

      await expect.poll(async () => (await inboxFor(email)).sheets.length).toBe(1);
      const { emails, sheets } = await inboxFor(email);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.body!.template_params).toEqual({
        from_name: "美玲 陈",
        from_email: email,
        phone: values.phone,
        message: values.message,
        to_name: forms[form.kind].toName,
        language: "Chinese (简体中文)",
      });
      expect(sheets[0]!.fields).toEqual({ target: "Schedule", ...values, language: "Chinese (简体中文)" });
    });

    test("an email in the wrong format gets the Chinese error summary; nothing is sent", async ({ page }) => {
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await page.goto(form.path);
      await waitForHydration(page);
      const locator = page.locator("form");
      await locator.getByLabel(LABELS.firstName, { exact: true }).fill("美玲");
      await locator.getByLabel(LABELS.lastName, { exact: true }).fill("陈");
      await locator.getByLabel(LABELS.email, { exact: true }).fill("mei-at-example");
      await locator.getByLabel(LABELS.phone, { exact: true }).fill("9123 4567");
      await locator.getByLabel(LABELS.message, { exact: true }).fill("你好");
      await locator.getByRole("button", { name: formLabels[form.kind].submitLabel }).click();
      const summary = page.getByRole("heading", { name: errorSummary.title });
      await expect(summary).toBeVisible();
      await expect(page.getByRole("link", { name: fieldErrors.email.format })).toBeVisible();
      await expect(locator.getByLabel(LABELS.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations(page)).toEqual([]);
      expect(posts).toEqual([]);
    });
  });
}
