import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inlineDrawings, pictureSymbol } from "./drawings.mjs";

const icons = new Map([
  ["i-phone", '<symbol id="i-phone" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol>'],
  ["i-check", '<symbol id="i-check" viewBox="0 0 24 24"><path d="M2 2h3"/></symbol>'],
  ["i-star", '<symbol id="i-star" viewBox="0 0 24 24"><path d="M3 3h4"/></symbol>'],
]);
const art =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">\n<rect x="0" y="0" width="640" height="480" fill="#FBF8F3"/>\n</svg>\n';
const picture = (/** @type {string} */ src, /** @type {string} */ id) => pictureSymbol(art, id);
const use = (/** @type {string} */ id) => `<svg><use href="#${id}"/></svg>`;
const page = [
  "<!DOCTYPE html><html><head></head><body>",
  `<header>${use("i-phone")}</header><main id="main"><section>${use("i-check")}`,
  '<svg role="img" data-picture="/illustrations/hero.svg"><use href="#picture-hero"/></svg>',
  `</section><section>${use("i-star")}${use("i-phone")}</section></main></body></html>`,
].join("");
const size = (/** @type {string} */ html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe("inlineDrawings", () => {
  it("puts every symbol the page uses, once, into a hidden <svg> at the top of <body> when they fit", () => {
    const { html, inlined, wanted } = inlineDrawings(page, { icons, picture, limit: 100_000 });
    expect([inlined, wanted]).toEqual([4, 4]);
    expect(html).toContain('<body><svg id="page-drawings" aria-hidden="true" width="0" height="0">');
    expect([...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)).toEqual(["i-phone", "i-check", "picture-hero", "i-star"]);
    expect(html).toContain(
      '<symbol id="picture-hero" viewBox="0 0 640 480"><rect x="0" y="0" width="640" height="480" fill="#FBF8F3"/></symbol>',
    );
  });

  it("stops where the page would no longer fit, but always carries its first screen's icons", () => {
    const { html, inlined } = inlineDrawings(page, { icons, picture, limit: 0 });
    expect(inlined).toBe(2);
    expect([...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)).toEqual(["i-phone", "i-check"]);
    const two = inlineDrawings(page, { icons, picture, limit: 0 }).html;
    const all = inlineDrawings(page, { icons, picture, limit: 100_000 }).html;
    const between = inlineDrawings(page, { icons, picture, limit: Math.floor((size(two) + size(all)) / 2) });
    expect(between.inlined).toBeGreaterThanOrEqual(2);
    expect(size(between.html)).toBeLessThanOrEqual(Math.floor((size(two) + size(all)) / 2));
  });

  it("says whether the first screen's icons alone fit, and gives the bytes it measured of the page it returns", () => {
    const all = inlineDrawings(page, { icons, picture, limit: 100_000 });
    expect(all.firstScreenFits).toBe(true);
    expect(brotliDecompressSync(all.compressed ?? Buffer.alloc(0)).toString("utf8")).toBe(all.html);
    const two = inlineDrawings(page, { icons, picture, limit: 0 });
    expect(two.firstScreenFits).toBe(false);
    const justTwo = inlineDrawings(page, { icons, picture, limit: size(two.html) });
    expect([justTwo.firstScreenFits, justTwo.inlined]).toEqual([true, 2]);
    expect(justTwo.compressed?.length).toBe(size(two.html));
  });

  it("refuses a page that uses a symbol the build does not have", () => {
    expect(() => inlineDrawings(`<body>${use("i-nope")}</body>`, { icons, picture, limit: 100_000 })).toThrow(/i-nope/);
  });
});

describe("pictureSymbol", () => {
  it("refuses a picture with ids or styles of its own", () => {
    expect(() => pictureSymbol('<svg viewBox="0 0 1 1"><style>a{}</style></svg>', "picture-x")).toThrow(/ids or styles/);
    expect(() => pictureSymbol('<svg viewBox="0 0 1 1"><g id="a"/></svg>', "picture-x")).toThrow(/ids or styles/);
  });
});
