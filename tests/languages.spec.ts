import type { APIRequestContext } from "@playwright/test";
import { prerenderPaths } from "../app/content/site-map";
import { fullName } from "../app/content/form-fields";
import { type Lang, type Language, langOf, langs, languages, localise, languageRules } from "../app/i18n/languages";
import { contentIn } from "./content";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { inboxFor, originOf } from "./inbox";
import { graphemes } from "../app/i18n/graphemes";

// Every language beside English, by the rules of its entry in app/i18n/languages.ts: every page in
// that language with its own title, linked to its twins for search engines and for the reader,
// both forms sending in it, the 404 pages, and its type. Adding a language adds these checks.

const ORIGIN = "https://www.example.com";
const english = prerenderPaths();
const others = langs.filter((lang) => lang !== "en" && !(languages[lang] as Language).pseudo);

/** The text a reader meets in a page's HTML: body text and the attributes read aloud, scripts left out, English fragments marked lang="en" left out. */
function readableText(html: string, ownTag: string): string {
  const body = html.slice(html.indexOf("<body"));
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(([, value]) => value);
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    // Words marked as another language's (an English name, the switcher's other languages) are not the page's.
    .replace(new RegExp(`<(\\w+)[^>]*\\slang="(?!${ownTag}")[^"]*"[^>]*>[\\s\\S]*?<\\/\\1>`, "g"), " ")
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

/** Runs of two or more English words left once the names the language may keep are taken out. */
function englishSentences(text: string, lang: Lang): string[] {
  const kept = languageRules[lang].keptInLatin.toSorted((a, b) => b.length - a.length);
  const rest = kept.reduce((left, name) => left.replaceAll(name, " "), text);
  const runs = rest.match(/[A-Za-z][A-Za-z'’.-]*(?:[ ,]+[A-Za-z][A-Za-z'’.-]*)+/g) ?? [];
  return runs.map((run) => run.trim()).filter((run) => /[A-Za-z]{2}/.test(run)); // not the text-size control's "A A A"
}

/** Elements a line of text runs through; any other element starts a new line. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "cite",
  "code",
  "data",
  "em",
  "i",
  "mark",
  "q",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
]);

/**
 * A page's text as its reader meets it, line by line: inline elements (links, emphasis, a time)
 * joined into their sentence with nothing added, every other element a new line; scripts,
 * styles and drawings left out.
 */
function textLines(html: string): string[] {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<(script|style|template|noscript|svg)\b[\s\S]*?<\/\1>/g, "\n")
    .replace(/<\/?([a-zA-Z][\w-]*)[^>]*>/g, (_, name: string) => (INLINE.has(name.toLowerCase()) ? "" : "\n"))
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
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

/** Letters of a writing system, by its Unicode name. */
const letters = (lang: Lang) => new RegExp(`\\p{Script=${languages[lang].script.name}}`, "u");

for (const lang of others) {
  const language = languages[lang];
  const pages = english.map((url) => localise(url, lang));

  test.describe(`every page in ${language.name}`, () => {
    test.skip(({ isMobile }) => isMobile, "the HTML is the same for every screen size");

    test(`is in ${language.name}: lang on <html>, a heading in its script, and no English sentence left untranslated`, async ({
      request,
    }) => {
      const found: Record<string, string[]> = {};
      for (const url of pages) {
        const page = await fetchHtml(request, url);
        expect(page, url).toContain(`<html lang="${language.tag}"`);
        expect(page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1], url).toMatch(letters(lang));
        if (language.script.name === "Latin") continue; // English cannot be told from words in Latin letters
        const left = englishSentences(readableText(page, language.tag), lang);
        if (left.length) found[url] = left;
      }
      expect(found).toEqual({});
    });

    test("reads as one hand: no Western space or stop glued between its own words (each sentence one entry, in its order)", async ({
      request,
    }) => {
      test.skip(!languageRules[lang].fullWidthPunctuation, "a language that spaces its words and uses Western stops");
      const own = `\\p{Script=${language.script.name}}`;
      // A space touching one of its letters, where its house rule has none (发WhatsApp信息, 致电+65…), and
      // a Western stop or colon right after one of its letters: the marks of parts glued in code.
      const glued = new RegExp(`${own}[ \\u00a0]+\\S|\\S[ \\u00a0]+${own}|${own}[.,:;!?]`, "u");
      const found: Record<string, string[]> = {};
      for (const url of pages) {
        const bad = textLines(await fetchHtml(request, url)).filter((line) => glued.test(line));
        if (bad.length) found[url] = bad;
      }
      expect(found).toEqual({});
    });

    test("has a title and description of its own, in its language and within the lengths search results show", async ({ request }) => {
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      const { min, max } = language.script.description;
      for (const url of pages) {
        const page = await fetchHtml(request, url);
        const title = page.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
        const description = page.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
        expect(title, url).toMatch(letters(lang));
        expect(description, url).toMatch(letters(lang));
        expect(graphemes(description).length, `${url}: ${description}`).toBeGreaterThanOrEqual(min);
        expect(graphemes(description).length, `${url}: ${description}`).toBeLessThanOrEqual(max);
        expect(titles.get(title), `${url} repeats the title of ${titles.get(title)}`).toBeUndefined();
        expect(descriptions.get(description), `${url} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
        titles.set(title, url);
        descriptions.set(description, url);
      }
    });

    test("and its twins name each other: canonical of its own, reciprocal hreflang, x-default in English, og:locale", async ({
      request,
    }) => {
      for (const url of english) {
        const twin = localise(url, lang);
        const [en, other] = [await fetchHtml(request, url), await fetchHtml(request, twin)];
        const expected = {
          ...Object.fromEntries(langs.map((code) => [languages[code].hreflang, `${ORIGIN}${localise(url, code)}`])),
          "x-default": `${ORIGIN}${url}`,
        };
        expect(linksOf(en), url).toEqual({ canonical: `${ORIGIN}${url}`, alternates: expected });
        expect(linksOf(other), twin).toEqual({ canonical: `${ORIGIN}${twin}`, alternates: expected });
        expect(other, twin).toContain(`<meta property="og:locale" content="${language.ogLocale}"/>`);
        // Each JSON-LD block that says what it is written in says the page's language.
        const inLanguage = [...other.matchAll(/"inLanguage":"([^"]+)"/g)].map(([, code]) => code);
        expect(inLanguage.length, twin).toBeGreaterThan(0);
        expect(new Set(inLanguage), twin).toEqual(new Set([language.tag]));
      }
    });

    test("and its English twin offer every language, each named in itself, the page's own marked current, the others leading to the same page", async ({
      request,
    }) => {
      for (const url of english) {
        for (const shown of ["en", lang] as const) {
          const address = localise(url, shown);
          const { frameLabels } = await contentIn(shown, "interface");
          const html = await fetchHtml(request, address);
          const list = html.match(new RegExp(`<ul aria-label="${frameLabels.languages}"[^>]*>([\\s\\S]*?)</ul>`))?.[1] ?? "";
          const items = [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => item);
          expect(items, address).toHaveLength(langs.length);
          langs.forEach((code, index) => {
            const { name, tag, hreflang } = languages[code];
            expect(items[index], `${address}: ${code}`).toMatch(
              code === shown
                ? new RegExp(`^<span aria-current="true" lang="${tag}"[^>]*>${name}</span>$`)
                : new RegExp(`^<a href="${localise(url, code)}" lang="${tag}" hrefLang="${hreflang}"[^>]*>${name}</a>$`),
            );
          });
        }
      }
    });

    test("is in the sitemap with its twins as alternates", async ({ request }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      for (const url of english) {
        const twin = localise(url, lang);
        const entry = sitemap.match(new RegExp(`<url>\\s*<loc>${ORIGIN}${twin}</loc>([\\s\\S]*?)</url>`))?.[1];
        expect(entry, twin).toBeDefined();
        for (const code of langs) {
          expect(entry).toContain(
            `<xhtml:link rel="alternate" hreflang="${languages[code].hreflang}" href="${ORIGIN}${localise(url, code)}"/>`,
          );
        }
      }
    });

    test("phone, WhatsApp and the consultation action come in this order in the header of every page", async ({ request }) => {
      const { helpLabels } = await contentIn(lang, "interface");
      for (const url of pages.filter((address) => !address.endsWith("/services/copd-care"))) {
        // The header as served: its order is the order on screen and for the keyboard.
        const header = (await fetchHtml(request, url)).match(/<header[\s\S]*?<\/header>/)?.[0] ?? "";
        const order = [
          header.indexOf('href="tel:'),
          header.indexOf('href="https://wa.me/'),
          header.indexOf(`>${helpLabels.consultation}<`),
        ];
        expect(
          order.every((index) => index >= 0),
          `${url}: ${order}`,
        ).toBe(true);
        expect(order, url).toEqual(order.toSorted((a, b) => a - b));
      }
    });
  });

  test.describe(`switching between English and ${language.name}`, () => {
    test.skip(({ isMobile }) => !isMobile, "the same at either width: checked at the phone's");
    test("the switcher is read as a list of every language with the current one marked, and fits 320 px at 200% text", async ({ page }) => {
      const { frameLabels } = await contentIn(lang, "interface");
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(localise("/services/dementia-care", lang));
      await waitForHydration(page);
      // 200% text as a browser's text setting gives it (every size is in rem).
      await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
      const list = page.getByRole("list", { name: frameLabels.languages, exact: true });
      await expect(list.getByRole("listitem")).toHaveCount(langs.length);
      await expect(list.locator('[aria-current="true"]')).toHaveText(language.name);
      await expect(list.getByRole("link")).toHaveText(langs.filter((code) => code !== lang).map((code) => languages[code].name));
      for (const item of await list.locator("a, [aria-current]").all()) {
        const box = (await item.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });

    for (const [from, to, name] of [
      ["/services/dementia-care", localise("/services/dementia-care", lang), language.name],
      [localise("/costs", lang), "/costs", "English"],
      ["/services/copd-care", localise("/services/copd-care", lang), language.name],
      [localise("/services/copd-care", lang), "/services/copd-care", "English"],
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
        expect(await page.getAttribute("html", "lang")).toBe(languages[langOf(to)].tag);
      });
    }
  });

  test.describe(`not found, in ${language.name}`, () => {
    test.skip(({ isMobile }) => !isMobile, "the same at either width: checked at the phone's");
    test("an unknown address under the language's prefix gets its 404 page, with status 404", async ({ page }) => {
      const { notFoundPage } = await contentIn(lang, "interface");
      const response = await page.goto(`${language.prefix}/no-such-page`);
      expect(response!.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.title);
      await expect(page.getByRole("link", { name: notFoundPage.homeLabel })).toHaveAttribute("href", language.prefix);
      expect(await page.getAttribute("html", "lang")).toBe(language.tag);
    });

    test("an unknown blog address says the article was not found, in the language, with status 404", async ({ page }) => {
      const { blogNotFound } = await contentIn(lang, "interface");
      const response = await page.goto(`${language.prefix}/blog/no-such-post`);
      expect(response!.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogNotFound.title);
      await expect(page.getByText(blogNotFound.text)).toBeVisible();
    });
  });

  test.describe(`type, in ${language.name}`, () => {
    test.skip(({ isMobile }) => isMobile, "the fonts and line heights are the same at every width");

    test("at 1440 px, the header's links sit in a bar of at most two lines beside the name, or behind the menu button", async ({
      page,
    }) => {
      const { frameLabels, helpLabels, headerLinks } = await contentIn(lang, "interface");
      await page.goto(localise("/about", lang));
      await waitForHydration(page);
      const bar = page.getByRole("navigation", { name: frameLabels.landmarks.main, exact: true });
      const menuButton = page.getByRole("button", { name: helpLabels.menuOpen, exact: true });
      if (language.navigation === "bar") {
        await expect(menuButton).toBeHidden();
        const links = await bar.getByRole("link").evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top));
        expect(new Set(links.map(Math.round)).size).toBeLessThanOrEqual(2);
      } else {
        await expect(bar).toBeHidden();
        await menuButton.click();
        const menu = page.getByRole("navigation", { name: frameLabels.landmarks.menu, exact: true });
        for (const link of headerLinks) await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
      }
      // Either way the header's row stays about as tall as the name and its tagline.
      const row = await page.getByRole("banner").locator(".container-page").nth(1).boundingBox();
      expect(row!.height).toBeLessThanOrEqual(160);
    });

    test("comes from the reader's own fonts after Atkinson: no other web font is downloaded, body text is at least 18 px", async ({
      page,
    }) => {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
      });
      // The Latin face is used once cached: the first visit fetches it for the next (decision 012).
      await page.goto(localise("/about", lang), { waitUntil: "networkidle" });
      await expect.poll(() => page.evaluate(() => localStorage.getItem("fonts"))).not.toBeNull();
      await page.reload({ waitUntil: "networkidle" });
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatch(/atkinson-hyperlegible-next-latin-(400|700)-normal/);
      const body = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return { family: style.fontFamily, size: parseFloat(style.fontSize), line: parseFloat(style.lineHeight) };
      });
      expect(body.family).toMatch(/^"Atkinson Hyperlegible Next"/);
      const type = languageRules[lang].type;
      if (type) {
        // The script's fonts, in the entry's order, before the system's.
        // A one-word name ("Latha") is written without quotes.
        const positions = type.fonts.map((font) => body.family.search(new RegExp(`"?${font}"?(?=,|$)`)));
        expect(positions.every((position) => position > 0)).toBe(true);
        expect(positions).toEqual(positions.toSorted((a, b) => a - b));
        expect(body.line / body.size).toBeCloseTo(type.lineHeights.base, 1);
      }
      expect(body.size).toBeGreaterThanOrEqual(18);
    });

    test("the text-size control works as in English", async ({ page }) => {
      const { textSizeLabels } = await contentIn(lang, "interface");
      await page.goto(localise("/faq", lang));
      await waitForHydration(page);
      const before = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
      await page.getByRole("button", { name: textSizeLabels.larger }).click();
      expect(await page.getAttribute("html", "data-text-size")).toBe("larger");
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeCloseTo(before * 1.25, 0);
    });
  });

  // Both forms, end to end against the local inbox.
  for (const form of [
    { kind: "tour", path: localise("/", lang) },
    { kind: "contact", path: localise("/contact", lang) },
  ] as const) {
    test.describe(`${form.kind} form in ${language.name}`, () => {
      test.skip(({ isMobile }) => !isMobile, "the same at either width: checked at the phone's");
      test("sends to the inbox with the language named, and confirms in it", async ({ page }) => {
        const { form: words } = await contentIn(lang, "interface");
        const labels = words.fieldLabels;
        const email = `${lang}.${form.kind}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
        const values = {
          firstName: "Mei Ling",
          lastName: "Tan",
          email,
          phone: "+65 9123 4567",
          message: "My mother needs care at home after a fall.",
        };
        await page.goto(form.path);
        await waitForHydration(page);
        const locator = page.locator("form");
        await locator.scrollIntoViewIfNeeded();
        const submit = locator.getByRole("button", { name: words.formLabels[form.kind].submitLabel });
        await expect(submit).toBeEnabled();
        for (const field of Object.keys(values) as (keyof typeof values)[]) {
          await locator.getByLabel(labels[field], { exact: true }).fill(values[field]);
        }
        await page.route("**/api/v1.0/email/send", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await route.continue();
        });
        await submit.click();
        await expect(locator.getByRole("button", { name: words.formLabels[form.kind].pendingLabel })).toBeDisabled();
        const toast = page.locator("[data-sonner-toast]").filter({ hasText: words.forms[form.kind].successToast.title });
        await expect(toast).toBeVisible();
        await expect(toast).toContainText(words.forms[form.kind].successToast.description);
        expect(await axeViolations(page)).toEqual([]);

        await expect.poll(async () => (await inboxFor(email)).sheets.length).toBe(1);
        const { emails, sheets } = await inboxFor(email);
        expect(emails).toHaveLength(1);
        expect(emails[0]!.body!.template_params).toEqual({
          // The whole name as the language writes it (family name first in Chinese); the sheet keeps the two apart.
          from_name: fullName(values, lang),
          from_email: email,
          phone: values.phone,
          message: values.message,
          to_name: words.forms[form.kind].toName,
          language: language.request,
          form: form.kind,
          page: form.path,
        });
        expect(sheets[0]!.fields).toEqual({ target: "Schedule", ...values, language: language.request, form: form.kind, page: form.path });
        // Both records say which form, on which page of this language, the lead came from.
        for (const entry of [emails[0]!, sheets[0]!]) expect(originOf(entry)).toEqual({ form: form.kind, page: form.path });
      });

      test("an email in the wrong format gets the error summary in the language; nothing is sent", async ({ page }) => {
        const { form: words } = await contentIn(lang, "interface");
        const labels = words.fieldLabels;
        const posts: string[] = [];
        page.on("request", (request) => {
          if (request.method() === "POST") posts.push(request.url());
        });
        await page.goto(form.path);
        await waitForHydration(page);
        const locator = page.locator("form");
        await locator.getByLabel(labels.firstName, { exact: true }).fill("Mei Ling");
        await locator.getByLabel(labels.lastName, { exact: true }).fill("Tan");
        await locator.getByLabel(labels.email, { exact: true }).fill("mei-at-example");
        await locator.getByLabel(labels.phone, { exact: true }).fill("9123 4567");
        await locator.getByLabel(labels.message, { exact: true }).fill("Hello");
        await locator.getByRole("button", { name: words.formLabels[form.kind].submitLabel }).click();
        await expect(page.getByRole("heading", { name: words.errorSummary.title })).toBeVisible();
        await expect(page.getByRole("link", { name: words.fieldErrors.email.format })).toBeVisible();
        await expect(locator.getByLabel(labels.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
        expect(await axeViolations(page)).toEqual([]);
        expect(posts).toEqual([]);
      });
    });
  }
}

test("marks the English names a Chinese page keeps lang=en: the schemes on /zh/costs, English sources, programmes in articles", async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, "the HTML is the same for every screen size");
  expect(await fetchHtml(request, "/zh/costs")).toContain('<span lang="en">Home Caregiving Grant</span>');
  expect(await fetchHtml(request, "/zh/blog/featured")).toContain('<span lang="en">Lasting Power of Attorney</span>');
  expect(await fetchHtml(request, "/zh/blog/supporting-family-caregivers")).toMatch(
    /<a href="https:\/\/www\.healthhub\.sg[^"]*"[^>]*lang="en"/,
  );
});
