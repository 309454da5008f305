import { describe, expect, it } from "vitest";
import { deferHydration, moveHydrationData } from "./defer-hydration.mjs";

const page = `<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head><body><p>Text</p><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/about-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");</script></body>`;

describe("deferHydration", () => {
  const html = deferHydration(page);
  const loader = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("removes the preload tags from the HTML", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain("<p>Text</p>");
  });

  it("waits for the first paint (or a second) before anything else, and leaves the tab's icon as the HTML names it", () => {
    const [wait] = loader.split("\n");
    expect(wait).toBe(
      'await new Promise((go) => { try { new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) go(); }).observe({ type: "paint", buffered: true }); } catch {} setTimeout(go, 1000); });',
    );
    expect(loader).not.toMatch(/^\s*import /m);
    expect(loader).not.toContain("icon");
  });

  it("then preloads the same scripts and imports the same modules, keeping their names", () => {
    expect(loader).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
    expect(loader).toContain(
      'const [_0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/about-4.js")]);',
    );
    expect(
      loader
        .trim()
        .endsWith('window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};\n\nimport("/assets/entry.client-2.js");'),
    ).toBe(true);
  });

  it("runs: the modules are loaded and handed to React Router in order", async () => {
    /** @type {string[]} */
    const loaded = [];
    const win = {};
    const body = loader
      .replace(/^await new Promise[^\n]*\n/, "")
      .replaceAll("document.head.append", "void")
      .replaceAll("document.createElement", "(() => ({}))")
      .replaceAll("window.", "win.")
      .replaceAll(/import\(("[^"]+")\)/g, "load($1)");
    const load = async (/** @type {string} */ specifier) => {
      loaded.push(specifier);
      return { specifier };
    };
    await new Function("win", "load", `return (async () => {${body}})();`)(win, load);
    expect(loaded).toEqual(["/assets/manifest-1.js", "/assets/root-3.js", "/assets/about-4.js", "/assets/entry.client-2.js"]);
    expect(win).toEqual({
      __reactRouterRouteModules: { root: { specifier: "/assets/root-3.js" }, "routes/about": { specifier: "/assets/about-4.js" } },
    });
  });

  it("leaves a page without a loader module alone", () => {
    expect(deferHydration("<p>Plain</p>")).toBe("<p>Plain</p>");
  });
});

describe("moveHydrationData", () => {
  const streamed = `<body><p>Text</p><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"a \\u003c b\\"]\\n");</script><script>window.__reactRouterContext.streamController.enqueue("[3]\\n");</script><div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div></body>`;

  it("takes every chunk of the hydration stream out of the page, in order, and the call that ends it", () => {
    const { html, data } = moveHydrationData(streamed);
    expect(data).toBe('[{"_1":2},"a < b"]\n[3]\n');
    expect(html).toBe('<body><p>Text</p><div hidden id="S:1"></div></body>');
  });

  it("also takes out the empty boundaries the stream leaves when the page was written in one piece", () => {
    const inline = `<body><!--$--><footer>F</footer><!--/$--><!--$--><script>window.__reactRouterContext.streamController.enqueue("[3]\\n");</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$--><noscript><link rel="stylesheet" href="/a.css"/></noscript></body>`;
    expect(moveHydrationData(inline).html).toBe(
      '<body><!--$--><footer>F</footer><!--/$--><noscript><link rel="stylesheet" href="/a.css"/></noscript></body>',
    );
  });

  it("leaves a page without hydration data alone", () => {
    expect(moveHydrationData("<p>Plain</p>")).toEqual({ html: "<p>Plain</p>", data: null });
  });

  it("makes the loader fetch the data after the first paint and end the stream with it", () => {
    const loader =
      deferHydration(page, "/about/__hydrate-0123456789.data").match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    const lines = loader.split("\n");
    expect(lines[0]).toMatch(/^await new Promise/);
    expect(lines[2]).toContain('fetch("/about/__hydrate-0123456789.data")');
    expect(lines[2]).toContain("hydrationStream.enqueue(text); hydrationStream.close();");
  });

  it("adds the full stylesheet after the first paint from a classic script of its own, whatever becomes of the loader", () => {
    const withSheet = page.replace(
      "</body>",
      '<noscript><link rel="stylesheet" href="/assets/app-5.css" data-precedence="default"/></noscript></body>',
    );
    const html = deferHydration(withSheet, "/about/__hydrate-0123456789.data");
    const loader = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(loader).not.toContain("app-5.css");
    const classic = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map(([, source]) => source ?? "")
      .find((source) => source.includes("app-5.css"));
    expect(classic).toBeDefined();
    // Last in the page, after the <noscript> that serves visitors without JavaScript.
    expect(html).toMatch(/<\/noscript><script>\(function \(\) \{[\s\S]*<\/script><\/body>/);
    // Syntax any browser with JavaScript parses: no module syntax, no await, no arrow functions.
    expect(classic).not.toMatch(/\bawait\b|\bimport\b|=>/);
    // It runs in a page: after the first paint's entry, or a second at most, the sheet is added once.
    /** @type {Record<string, string>[]} */
    const added = [];
    /** @type {((list: { getEntriesByName: () => object[] }) => void)[]} */
    const observers = [];
    /** @type {(() => void)[]} */
    const timers = [];
    const context = {
      document: {
        createElement: () => {
          /** @type {Record<string, string>} */
          const link = {};
          return Object.assign(link, {
            /** @param {string} name @param {string} value */
            setAttribute(name, value) {
              link[name] = value;
            },
          });
        },
        head: { appendChild: (/** @type {Record<string, string>} */ link) => added.push(link) },
      },
      PerformanceObserver: class {
        /** @param {(list: { getEntriesByName: () => object[] }) => void} callback */
        constructor(callback) {
          observers.push(callback);
        }
        observe() {}
      },
      setTimeout: (/** @type {() => void} */ callback) => timers.push(callback),
    };
    new Function(...Object.keys(context), classic ?? "")(...Object.values(context));
    expect(added).toEqual([]);
    observers[0]?.({ getEntriesByName: () => [{}] });
    timers[0]?.();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ rel: "stylesheet", href: "/assets/app-5.css", "data-precedence": "default" });
    // Where paint timing is missing, the second's wait adds it.
    added.length = 0;
    timers.length = 0;
    new Function(...Object.keys(context), classic ?? "")(...Object.values({ ...context, PerformanceObserver: undefined }));
    timers[0]?.();
    expect(added).toHaveLength(1);
  });

  it("makes the loader add the drawings the page lacks after the first paint: the icon set, and hero pictures not in the page", () => {
    const loader =
      deferHydration(page, undefined, "/assets/icons-0123456789.svg").match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ??
      "";
    const lines = loader.split("\n");
    const drawing = lines.findIndex((line) => line.includes('document.getElementById("page-drawings")'));
    expect(drawing).toBeGreaterThan(0);
    expect(lines[drawing]).toContain('r("/assets/icons-0123456789.svg")');
    expect(lines[drawing]).toContain('document.querySelectorAll("[data-picture] use")');
    // Only what is missing is added, so a symbol the page carries is never drawn twice.
    expect(lines[drawing]).toContain("a = (s) => document.getElementById(s.id) || d.append(s)");
    // Before the modules are imported: the drawings do not wait for the scripts.
    expect(drawing).toBeLessThan(lines.findIndex((line) => line.includes("await Promise.all([import(")));
    expect(deferHydration(page)).not.toContain("page-drawings");
  });
});
