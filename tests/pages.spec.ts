import { countWords } from "../app/i18n/count";
import { langOf } from "../app/i18n/languages";
import { everyPage } from "./urls";
import { expect, test } from "./fixtures";

const urls = everyPage;

test.describe("every page", () => {
  for (const url of urls) {
    test(`${url} is prerendered with its heading and content before JavaScript`, async ({ request, isMobile }) => {
      test.skip(isMobile, "the HTML is the same for every screen size");
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      // The body holds real content, not an empty app shell.
      const text = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
      // Counted as the page's language counts: in Chinese, each character is a word.
      expect(countWords(text, langOf(url))).toBeGreaterThan(150);
    });
  }

  test("titles are distinct", async ({ request, isMobile }) => {
    test.skip(isMobile, "the HTML is the same for every screen size");
    const titles = await Promise.all(
      urls.map(async (url) => {
        const html = await (await request.get(url)).text();
        return html.match(/<title>([^<]*)<\/title>/)?.[1];
      }),
    );
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(urls.length);
  });
});
