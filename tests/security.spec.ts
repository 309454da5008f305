import { expect, test, waitForHydration } from "./fixtures";
import * as interfaceWords from "../app/content/interface";
import { langs, localise } from "../app/i18n/languages";
import { composed } from "./content";
import { contactPage, loadFrames, metaPolicy, sources, watchViolations } from "./page-checks";

/** The forms' words on the English pages, as the catalog holds them. */
const formWords = composed("interface", interfaceWords).form;

// The security headers of `npm start`'s server and the Content-Security-Policy the build writes
// into every page (scripts/csp.mjs), checked in the browser that has to obey them.

/**
 * The not-found pages, in every language: every prerendered page is held to its policy with the
 * rest of its checks (tests/every-page.spec.ts).
 */
const urls = langs.flatMap((lang) => [localise("/nope", lang), localise("/blog/nope", lang)]);

test.describe("Content-Security-Policy in the browser", () => {
  for (const url of urls) {
    test(`${url} hydrates under its policy, with no violation`, async ({ page, isMobile }) => {
      // The policy and the scripts a page runs are the same at every width: one width is enough.
      test.skip(isMobile, "the same policy and scripts at every width");
      const violations = await watchViolations(page);
      const response = await page.goto(url);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(sources(policy, "script-src")).not.toContain("'unsafe-inline'");
      expect(sources(policy, "script-src").some((source) => source.startsWith("'sha256-"))).toBe(true);
      // The first screen's CSS is an inline <style>, allowed by its hash, as the scripts are.
      expect(sources(policy, "style-src")).not.toContain("'unsafe-inline'");
      expect(sources(policy, "style-src").some((source) => source.startsWith("'sha256-"))).toBe(true);
      await waitForHydration(page);
      await loadFrames(page);
      expect(await violations()).toEqual([]);
    });
  }

  test("after moving in the browser from the home page to the contact page, the map still loads", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/");
    await waitForHydration(page);
    // The first page's policy stays in force for the whole visit: it must allow the map too.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('a[href="/contact"]').filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    // The URL can change a moment before the new page is drawn: wait for the map's own button.
    await page.getByRole("button", { name: contactPage.map.showLabel }).click();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await expect(page.locator("iframe")).toHaveCount(1);
    await loadFrames(page);
    expect(await violations()).toEqual([]);
  });

  for (const from of ["header", "meta tag"] as const) {
    test(`an inline script the build did not hash is refused, by the ${from} alone`, async ({ page }) => {
      await page.route("**/about", async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers["content-encoding"];
        delete headers["content-length"];
        // Without the header, as on a static host that sends none: the page's meta tag must hold.
        if (from === "meta tag") delete headers["content-security-policy"];
        else expect(headers["content-security-policy"]).toContain("script-src");
        const body = (await response.text()).replace("</head>", "<script>window.injected = true</script></head>");
        await route.fulfill({ response, headers, body });
      });
      const violations = await watchViolations(page);
      await page.goto("/about");
      await expect.poll(violations).toContainEqual(expect.stringContaining("script-src"));
      expect(await page.evaluate(() => "injected" in window)).toBe(false);
    });
  }
});

test.describe("security headers", () => {
  test.skip(({ isMobile }) => isMobile, "headers are the same for every viewport");

  test("each page's header policy is its meta policy plus frame-ancestors 'none'; the meta comes before any script", async ({
    baseURL,
  }) => {
    for (const [url, status] of [
      ["/", 200],
      ["/contact", 200],
      ["/services/diabetes-care", 200],
      ["/nope", 404],
      ["/blog/nope", 404],
    ] as const) {
      const response = await fetch(`${baseURL}${url}`);
      expect(response.status, url).toBe(status);
      const html = await response.text();
      const meta = metaPolicy(html);
      expect(meta.policy, url).toBeTruthy();
      expect(response.headers.get("content-security-policy"), url).toBe(`${meta.policy}; frame-ancestors 'none'`);
      expect(meta.policy, url).not.toContain("frame-ancestors");
      expect(meta.at, url).toBeGreaterThan(html.indexOf("<head>"));
      expect(meta.at, url).toBeLessThan(html.indexOf("<script"));
      expect(sources(meta.policy!, "connect-src"), url).toEqual(["'self'"]);
      expect(sources(meta.policy!, "frame-src"), url).toEqual(["https://www.google.com"]);
      expect(sources(meta.policy!, "object-src"), url).toEqual(["'none'"]);
    }
  });

  test("every response carries HSTS, nosniff, the referrer policy and the permissions policy", async ({ baseURL }) => {
    const home = await (await fetch(`${baseURL}/`)).text();
    const asset = home.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    for (const url of ["/", "/about", asset!, "/favicon.svg", "/blog.data", "/nope"]) {
      const headers = (await fetch(`${baseURL}${url}`)).headers;
      expect(headers.get("strict-transport-security"), url).toBe("max-age=31536000");
      expect(headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy"), url).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
      expect(headers.get("content-security-policy"), url).toContain("frame-ancestors 'none'");
    }
  });
});

test.describe("both forms under the policy", () => {
  for (const form of [
    // The form names and toasts the product specification quotes; the contact form's name and both buttons' labels from the catalogs.
    { path: "/", name: "Schedule Your Tour", submit: formWords.formLabels.tour.submitLabel, success: "Tour Request Submitted!" },
    {
      path: "/contact",
      name: contactPage.message.title,
      submit: formWords.formLabels.contact.submitLabel,
      success: "Message Sent Successfully!",
    },
  ]) {
    test(`'${form.name}' sends, with no violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(form.path);
      expect(response?.headers()["content-security-policy"]).toContain("connect-src 'self'");
      await waitForHydration(page);
      const locator = page.getByRole("form", { name: form.name });
      const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const labels = formWords.fieldLabels;
      for (const [label, value] of [
        [labels.firstName, "Mei Ling"],
        [labels.lastName, "Tan"],
        [labels.email, `csp.${tag}@example.com`],
        [labels.phone, "+65 9123 4567"],
        [labels.message, `Checking the form under the security policy (${tag}).`],
      ]) {
        await locator.getByLabel(label!, { exact: true }).fill(value!);
      }
      await locator.getByRole("button", { name: form.submit }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: form.success })).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  }
});
