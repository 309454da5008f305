import { describe, expect, it } from "vitest";
import { extremesOf, formatExtremes, formatMarkdown, formatTable, median, mediansOf, metricsOf, missesOf } from "./bench.mjs";

const good = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 10,
  cls: 0,
  jsBytes: 100 * 1024,
  totalBytes: 150 * 1024,
};

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it("skips runs that measured nothing, and has no median without values", () => {
    expect(median([null, 5, 1, null, 3])).toBe(3);
    expect(median([null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe("metricsOf", () => {
  it("reads scores as the report shows them, times in ms and transfer bytes", () => {
    const lhr = {
      categories: { performance: { score: 0.965 }, accessibility: { score: 1 }, "best-practices": { score: 0.96 }, seo: { score: null } },
      audits: {
        "first-contentful-paint": { numericValue: 812.4 },
        "largest-contentful-paint": { numericValue: 1650.2 },
        "total-blocking-time": { numericValue: 20 },
        "cumulative-layout-shift": { numericValue: 0.004 },
        "resource-summary": {
          details: {
            items: [
              { resourceType: "total", transferSize: 190000 },
              { resourceType: "script", transferSize: 120000 },
            ],
          },
        },
      },
    };
    expect(metricsOf(lhr)).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: null,
      fcp: 812.4,
      lcp: 1650.2,
      tbt: 20,
      cls: 0.004,
      jsBytes: 120000,
      totalBytes: 190000,
    });
  });
});

describe("mediansOf", () => {
  it("takes each figure's median on its own", () => {
    const runs = [
      { ...good, performance: 95, lcp: 1900 },
      { ...good, performance: 99, lcp: 1500 },
      { ...good, performance: 98, lcp: 1700 },
    ];
    expect(mediansOf(runs)).toMatchObject({ performance: 98, lcp: 1700, tbt: 10 });
  });
});

describe("missesOf", () => {
  it("finds nothing when every target is met, limits included", () => {
    expect(missesOf("/", { ...good, performance: 97, lcp: 1800, tbt: 50, cls: 0.01 })).toEqual([]);
  });

  it("names each missed figure with its target", () => {
    expect(missesOf("/about", { ...good, performance: 96, accessibility: 98, lcp: 1810, tbt: 51, cls: 0.02 })).toEqual([
      "Performance 96 (target at least 97)",
      "Accessibility 98 (target at least 100)",
      "LCP 1.81 s (target at most 1.80 s)",
      "TBT 51 ms (target at most 50 ms)",
      "CLS 0.020 (target at most 0.010)",
    ]);
  });

  it("counts a figure that was not measured as a miss", () => {
    expect(missesOf("/", { ...good, performance: null })).toEqual(["Performance not measured"]);
  });

  it("does not hold the noindex 404 page to the SEO target", () => {
    expect(missesOf("/404", { ...good, seo: 69 })).toEqual([]);
    expect(missesOf("/faq", { ...good, seo: 69 })).toEqual(["SEO 69 (target at least 100)"]);
  });
});

const rows = [
  { url: "/", median: good, misses: [] },
  { url: "/404", median: { ...good, seo: 69 }, misses: [] },
  {
    url: "/services/respite-care",
    median: { ...good, performance: 95, lcp: 2100, jsBytes: 140 * 1024 },
    misses: ["Performance 95 (target at least 97)"],
  },
];

describe("formatTable", () => {
  it("right-aligns figures under their headings, with a mark column after those that have marks", () => {
    expect(formatTable(rows)).toBe(
      [
        "URL                     Perf    A11y   BP  SEO       FCP     LCP      TBT    CLS        JS     Total",
        "/                         99     100  100  100    0.90 s  1.20 s    10 ms  0.000  100.0 KB  150.0 KB",
        "/404                      99     100  100   69 †  0.90 s  1.20 s    10 ms  0.000  100.0 KB  150.0 KB",
        "/services/respite-care    95 ✗   100  100  100    0.90 s  2.10 s ✗  10 ms  0.000  140.0 KB  150.0 KB",
      ].join("\n"),
    );
  });
});

describe("extremes", () => {
  it("names the lowest Performance, highest LCP and largest JS with their URLs", () => {
    expect(extremesOf(rows).lowestPerformance?.url).toBe("/services/respite-care");
    expect(formatExtremes(rows)).toBe(
      "Lowest Performance: 95 (/services/respite-care); Highest LCP: 2.10 s (/services/respite-care); Largest JS: 140.0 KB (/services/respite-care)",
    );
  });
});

describe("formatMarkdown", () => {
  const report = {
    date: "2026-11-22T06:30:00.000Z",
    lighthouse: "13.5.0",
    chromium: "156.0.8078.79",
    runsPerUrl: 3,
    benchmarkIndex: 1500,
    urls: rows,
  };

  it("states the versions, runs and targets, then a Markdown table with numbers right-aligned", () => {
    const markdown = formatMarkdown(report);
    expect(markdown).toContain(
      "Run 2026-11-22 06:30 UTC with `npm run bench`: Lighthouse 13.5.0, Chromium 156.0.8078.79, mobile preset with simulated throttling, 3 runs per URL.",
    );
    expect(markdown).toContain(
      "Targets for every URL: Performance at least 97, Accessibility 100, Best Practices 100, SEO 100, LCP at most 1.80 s, TBT at most 50 ms, CLS at most 0.01.",
    );
    expect(markdown).toContain(
      "| URL | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS | JS | Total |\n|---|---:|---:|",
    );
    expect(markdown).toContain(
      "| /services/respite-care | 95 ✗ | 100 | 100 | 100 | 0.90 s | 2.10 s ✗ | 10 ms | 0.000 | 140.0 KB | 150.0 KB |",
    );
    expect(markdown).toContain("Lowest Performance: 95 (/services/respite-care); Highest LCP");
    expect(markdown).toContain("- /services/respite-care: Performance 95 (target at least 97)");
    expect(markdown).toContain("/404 is noindex by design");
  });
});
