import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { criticalCss } from "./critical-css.mjs";

const root = mkdtempSync(path.join(os.tmpdir(), "critical-css-"));
mkdirSync(path.join(root, "assets"));
const sheet = [
  '@font-face{font-family:Web;src:url(/assets/web.woff2)format("woff2")}',
  "@font-face{font-family:Web Fallback;src:local(Arial)}",
  ":root{--font:Web Fallback}",
  ":root:lang(zh){--font:Web Fallback,PingFang SC}",
  "html[data-text-size=large]{font-size:112.5%}",
  "body{font-family:var(--font)}",
  "h1{font-weight:700}",
  ".menu-open{display:block}",
  ".\\[\\&_svg\\]\\:size-5 svg{width:20px}",
].join("");
writeFileSync(path.join(root, "assets", "app.css"), sheet);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const link = '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>';
const page = `<!DOCTYPE html><html lang="zh-Hans-SG"><head><meta charSet="utf-8"/>${link}<script>x()</script></head><body><h1 class="[&amp;_svg]:size-5">Title<svg></svg></h1><script>y()</script></body></html>`;
const inline = criticalCss(root);
const read = () => sheet;

describe("criticalCss", () => {
  it("puts the rules the page uses into a <style> where the link was, and the link into a <noscript> at the end", async () => {
    const html = await inline(page, read);
    const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(html.indexOf("<style>")).toBe(page.indexOf(link));
    expect(style).toContain("h1{font-weight:700}");
    expect(style).toContain("body{font-family:var(--font)}");
    expect(style).not.toContain(".menu-open");
    expect(html.endsWith(`<noscript>${link}</noscript></body></html>`)).toBe(true);
    // Everything else is left byte for byte.
    expect(html.replace(/<style>[\s\S]*?<\/style>/, link).replace(`<noscript>${link}</noscript>`, "")).toBe(page);
  });

  it("keeps what the first paint needs but Beasties cannot match: rules on <html>, every @font-face, & in class names", async () => {
    const style = (await inline(page, read)).match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(
      style.startsWith('@font-face{font-family:Web;src:url(/assets/web.woff2)format("woff2")}@font-face{font-family:Web Fallback;'),
    ).toBe(true);
    expect(style).toContain(":root:lang(zh){");
    expect(style).toContain("html[data-text-size=large]{font-size:112.5%}");
    expect(style).toContain("svg{width:20px}");
  });

  it("leaves a page without a stylesheet alone", async () => {
    expect(await inline("<html><head></head><body><p>x</p></body></html>", read)).toBe("<html><head></head><body><p>x</p></body></html>");
  });
});
