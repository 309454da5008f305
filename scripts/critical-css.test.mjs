import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { criticalCss, withoutUnusedRules } from "./critical-css.mjs";

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

describe("withoutUnusedRules", () => {
  const css = [
    "@layer theme{:root,:host{--font-sans:Web;--default-font-family:var(--font-sans);--color-ink:#111;--color-rose:#f00}}",
    "html{font-family:var(--default-font-family);color:var(--color-ink)}",
    '@layer properties{@supports (x:y){*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-content:""}}}',
    ".border{border-style:var(--tw-border-style);border-width:1px}",
    "@media print{.print\\:hidden{display:none}a{color:#000}}",
    "@page{margin:2cm}",
    '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  ].join("");
  const kept = withoutUnusedRules(css);

  it("drops the print rules, which no first paint uses", () => {
    expect(kept).not.toContain("@media print");
    expect(kept).not.toContain("@page");
    expect(kept).toContain(".border{border-style:var(--tw-border-style);border-width:1px}");
  });

  it("keeps the registration and the fallback value of each custom property a rule reads, and only those", () => {
    expect(kept).toContain("@property --tw-border-style{");
    expect(kept).not.toContain("@property --tw-shadow");
    expect(kept).toContain("*,:before,:after{--tw-border-style:solid}");
  });

  it("keeps the theme's variables the page's rules read, directly or through another variable, and only those", () => {
    expect(kept).toContain("@layer theme{:root,:host{--font-sans:Web;--default-font-family:var(--font-sans);--color-ink:#111}}");
  });
});
