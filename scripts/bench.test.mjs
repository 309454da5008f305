import { describe, expect, it } from "vitest";
import {
  aboveFloor,
  DEVICES,
  formatExtremes,
  formatFloorDistance,
  formatMarkdown,
  formatTable,
  median,
  mediansOf,
  metricsOf,
  missesOf,
  slowdownFor,
  worstOf,
} from "./bench.mjs";
import { withoutScripts } from "./lib/floor.mjs";

const good = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 700,
  lcp: 720,
  lcpGap: 20,
  observedFcp: 60,
  observedLcp: 60,
  observedGap: 0,
  tbt: 10,
  tbtAboveFloor: 5,
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
        metrics: { details: { items: [{ observedFirstContentfulPaint: 64, observedLargestContentfulPaint: 71 }] } },
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
      lcpGap: 1650.2 - 812.4,
      observedFcp: 64,
      observedLcp: 71,
      observedGap: 7,
      tbt: 20,
      tbtAboveFloor: null,
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

describe("the devices", () => {
  it("emulate a mid-tier and a budget phone by the benchmark indexes DevTools calibrates to", () => {
    expect(DEVICES.midTier.benchmarkIndex).toBe(1000);
    expect(DEVICES.budget.benchmarkIndex).toBe(264);
    expect(DEVICES.midTier.targets).toMatchObject({ performance: 100, tbt: 50 });
    expect(DEVICES.budget.targets).toMatchObject({ performance: 95, tbt: 200, tbtAboveFloor: 150, observedGap: 0 });
  });

  it("set the CPU slowdown from the host's index: the same phone on any host, never sped up", () => {
    expect(slowdownFor(3739, 1000)).toBe(3.7);
    expect(slowdownFor(2560, 1000)).toBe(2.6);
    expect(slowdownFor(2560, 264)).toBe(9.7);
    expect(slowdownFor(800, 1000)).toBe(1);
  });
});

describe("missesOf", () => {
  const { midTier, budget } = DEVICES;

  it("finds nothing when every target is met, limits included", () => {
    expect(missesOf("/", { ...good, fcp: 800, lcp: 1800, lcpGap: 50, tbt: 50, cls: 0.01 }, midTier.targets)).toEqual([]);
    expect(missesOf("/", { ...good, performance: 95, tbt: 200, tbtAboveFloor: 150 }, budget.targets)).toEqual([]);
  });

  it("names each missed figure with its device's target", () => {
    expect(
      missesOf(
        "/about",
        { ...good, performance: 99, accessibility: 98, fcp: 810, lcp: 1810, lcpGap: 1000, tbt: 51, cls: 0.02 },
        midTier.targets,
      ),
    ).toEqual([
      "Performance 99 (target at least 100)",
      "Accessibility 98 (target at least 100)",
      "FCP 0.81 s (target at most 0.80 s)",
      "LCP 1.81 s (target at most 1.80 s)",
      "TBT 51 ms (target at most 50 ms)",
      "CLS 0.020 (target at most 0.010)",
    ]);
    expect(missesOf("/about", { ...good, performance: 94, observedGap: 120, tbt: 210, tbtAboveFloor: 160 }, budget.targets)).toEqual([
      "Performance 94 (target at least 95)",
      "LCP − FCP observed 120 ms (target at most 0 ms)",
      "TBT 210 ms (target at most 200 ms)",
      "TBT above floor 160 ms (target at most 150 ms)",
    ]);
  });

  it("counts a figure that was not measured as a miss: on the budget phone, a page with no floor run", () => {
    expect(missesOf("/", { ...good, performance: null }, midTier.targets)).toEqual(["Performance not measured"]);
    expect(missesOf("/", { ...good, tbtAboveFloor: null }, budget.targets)).toEqual(["TBT above floor not measured"]);
    expect(missesOf("/", { ...good, tbtAboveFloor: null }, midTier.targets)).toEqual([]);
  });

  it("does not hold the noindex 404 page to the SEO target", () => {
    expect(missesOf("/404", { ...good, seo: 69 }, midTier.targets)).toEqual([]);
    expect(missesOf("/faq", { ...good, seo: 69 }, midTier.targets)).toEqual(["SEO 69 (target at least 100)"]);
  });
});

describe("aboveFloor", () => {
  it("gives each page its TBT less the same page's with no script, where the floor run has it", () => {
    const measured = [
      { url: "/", median: { ...good, tbt: 240, tbtAboveFloor: null }, misses: [] },
      { url: "/faq", median: { ...good, tbt: 90, tbtAboveFloor: null }, misses: [] },
    ];
    const floor = [{ url: "/", median: { ...good, tbt: 60 }, misses: [] }];
    expect(aboveFloor(measured, floor).map((row) => row.median.tbtAboveFloor)).toEqual([180, null]);
    expect(aboveFloor(measured, null).map((row) => row.median.tbtAboveFloor)).toEqual([null, null]);
  });
});

const rows = [
  { url: "/", median: good, misses: [] },
  { url: "/404", median: { ...good, seo: 69 }, misses: [] },
  {
    url: "/services/respite-care",
    median: { ...good, performance: 95, lcp: 2100, lcpGap: 1400, jsBytes: 140 * 1024 },
    misses: ["Performance 95 (target at least 100)"],
  },
];

describe("formatTable", () => {
  it("right-aligns figures under their headings, with a mark column after those that have marks", () => {
    expect(formatTable(rows)).toBe(
      [
        "URL                     Perf    A11y   BP  SEO       FCP     LCP    LCP-FCP  FCP obs  LCP obs  obs gap    TBT  TBT+    CLS        JS     Total",
        "/                        100     100  100  100    0.70 s  0.72 s      20 ms    60 ms    60 ms     0 ms  10 ms  5 ms  0.000  100.0 KB  150.0 KB",
        "/404                     100     100  100   69 †  0.70 s  0.72 s      20 ms    60 ms    60 ms     0 ms  10 ms  5 ms  0.000  100.0 KB  150.0 KB",
        "/services/respite-care    95 ✗   100  100  100    0.70 s  2.10 s ✗  1400 ms    60 ms    60 ms     0 ms  10 ms  5 ms  0.000  140.0 KB  150.0 KB",
      ].join("\n"),
    );
  });
});

describe("worst figures", () => {
  it("names the worst URL for every figure: the lowest score, the highest time, shift or size", () => {
    const worst = Object.fromEntries(worstOf(rows).map(({ column, row }) => [column.key, row?.url]));
    expect(worst).toMatchObject({ performance: "/services/respite-care", lcp: "/services/respite-care", lcpGap: "/services/respite-care" });
    // The 404 page's SEO score is exempt, so another page is the worst there.
    expect(worst.seo).toBe("/");
    expect(formatExtremes(rows)).toContain("Worst: Performance 95 (/services/respite-care); Accessibility 100 (/);");
    expect(formatExtremes(rows)).toContain("LCP − FCP 1400 ms (/services/respite-care)");
  });

  it("says how far the pages are above their zero-JavaScript floor", () => {
    const floor = rows.map((row) => ({ ...row, median: { ...row.median, fcp: 650, lcp: 660 } }));
    expect(formatFloorDistance(rows, floor)).toBe(
      "FCP 50 ms above it (median of 3 pages), at most 50 ms (/); LCP 60 ms above it (median of 3 pages), at most 1440 ms (/services/respite-care)",
    );
  });
});

describe("withoutScripts", () => {
  it("takes out every script and module preload, and keeps data blocks and everything else", () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js"/><script>x()</script><script type="application/ld+json">{"a":1}</script><style>p{}</style></head><body><p>Text</p><script type="module" async="">import("/b.js")</script><noscript><link rel="stylesheet" href="/c.css"/></noscript></body>';
    expect(withoutScripts(html)).toBe(
      '<head><script type="application/ld+json">{"a":1}</script><style>p{}</style></head><body><p>Text</p><noscript><link rel="stylesheet" href="/c.css"/></noscript></body>',
    );
  });
});

describe("formatMarkdown", () => {
  const report = {
    date: "2026-11-22T06:30:00.000Z",
    device: DEVICES.midTier,
    lighthouse: "13.5.0",
    chromium: "156.0.8078.79",
    runsPerUrl: 3,
    hostBenchmarkIndex: 2600,
    slowdown: 2.6,
    benchmarkIndex: 2550,
    urls: rows,
  };

  it("states the versions, runs and targets, then a Markdown table with numbers right-aligned", () => {
    const markdown = formatMarkdown(report);
    expect(markdown).toContain(
      "Run 2026-11-22 06:30 UTC with `npm run bench -- --device mid-tier`: Lighthouse 13.5.0, Chromium 156.0.8078.79, mobile preset with simulated throttling, 3 runs per URL.",
    );
    expect(markdown).toContain(
      "The mid-tier phone (CPU benchmark index 1000) is emulated on a host whose index measured 2600 before the runs: CPU slowdown 2.6x.",
    );
    expect(markdown).toContain(
      "Targets for every URL: Performance at least 100, Accessibility 100, Best Practices 100, SEO 100, FCP at most 0.80 s, LCP at most 1.80 s, TBT at most 50 ms, CLS at most 0.01.",
    );
    expect(markdown).toContain(
      "| URL | Performance | Accessibility | Best Practices | SEO | FCP | LCP | LCP − FCP | FCP observed | LCP observed | LCP − FCP observed | TBT | TBT above floor | CLS | JS | Total |\n|---|---:|---:|",
    );
    expect(markdown).toContain(
      "| /services/respite-care | 95 ✗ | 100 | 100 | 100 | 0.70 s | 2.10 s ✗ | 1400 ms | 60 ms | 60 ms | 0 ms | 10 ms | 5 ms | 0.000 | 140.0 KB | 150.0 KB |",
    );
    expect(markdown).toContain("Worst: Performance 95 (/services/respite-care);");
    expect(markdown).toContain("- /services/respite-care: Performance 95 (target at least 100)");
    // The budget phone's own targets, in words.
    expect(formatMarkdown({ ...report, device: DEVICES.budget })).toContain(
      "Targets for every URL: Performance at least 95, Accessibility 100, Best Practices 100, SEO 100, FCP at most 0.80 s, LCP at most 1.80 s, observed LCP at most 0 ms after observed FCP, TBT at most 200 ms, TBT at most 150 ms above the page's with no script, CLS at most 0.01.",
    );
    expect(markdown).toContain("/404 is noindex by design");
  });

  it("gives the worst figures of the run it replaces, and the distance to the zero-JavaScript floor", () => {
    const before = { date: "2026-11-20T08:00:00.000Z", urls: [{ url: "/", median: { ...good, lcp: 1210, lcpGap: 450 }, misses: [] }] };
    const markdown = formatMarkdown({ ...report, previous: before, floorRun: { date: "2026-11-22T05:00:00.000Z", urls: rows } });
    expect(markdown).toContain("Before (the run of 2026-11-20 08:00 UTC): Worst: Performance 100 (/);");
    expect(markdown).toContain("LCP − FCP 450 ms (/)");
    expect(markdown).toContain("Zero-JavaScript floor (`--floor`, run 2026-11-22 05:00 UTC): FCP 0 ms above it");
    expect(formatMarkdown({ ...report, floor: true })).toContain("# Lighthouse bench: mid-tier phone, the zero-JavaScript floor");
  });
});
