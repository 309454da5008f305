// `npm run bench`: builds the site, serves it as `npm start` does, runs Lighthouse 13 (mobile preset,
// simulated throttling) over every prerendered URL, 3 runs each (`--quick`: 1), on each of two
// emulated phones (DEVICES: a mid-tier and a budget one; `--device budget` for one), and prints the
// medians; writes them to bench/results/<device>.json and <device>.md. Exits 1 when a URL misses a
// target. Too slow for `npm test` and CI: run it by hand and commit its tables.
// The CPU slowdown is set from the host's CPU benchmark index, measured before the runs, so that
// every run emulates the same phones whatever machine it runs on.
// `--only /,/about` measures just those URLs and writes no results files (for trying a change).
// `--floor` measures the same pages with every script taken out (scripts/lib/floor.mjs), the
// site's own zero-JavaScript floor, into bench/results/<device>-floor.json and .md; every later run
// then says how far each page is above that floor, and holds its TBT to a distance from it.
//
// Lighthouse lives in its own tools package (bench/package.json and its lockfile), installed on
// demand: its dependencies follow `latest` tags, which would make the site's lockfile go stale. We
// call its Node API rather than `npx lighthouse`: one Chromium serves every run, and each run comes
// back as an object to take medians of, instead of a report file to parse.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { prerenderedUrls } from "./lib/files.mjs";
import { writeFloorBuild } from "./lib/floor.mjs";
import { freePort } from "./lib/ports.mjs";

/**
 * What every URL must reach on one device; scores are out of 100, times in milliseconds.
 * `tbtAboveFloor`: the most TBT may exceed the same page's with no script (the `--floor` run);
 * `observedGap`: the most the observed largest paint may come after the observed first paint.
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, fcp: number, lcp: number, tbt: number, cls: number, tbtAboveFloor?: number, observedGap?: number }} Targets
 */
/** @type {Omit<Targets, "performance" | "tbt">} */
const SHARED_TARGETS = { accessibility: 100, bestPractices: 100, seo: 100, fcp: 800, lcp: 1800, cls: 0.01 };

/**
 * The phones every run emulates. Each is known by the CPU benchmark index Lighthouse computes
 * (its `benchmarkIndex`), the one Chrome DevTools calibrates its CPU presets to: a mid-tier phone
 * (a Pixel 5) near 1,000 and a low-tier one (a Moto G Power) near 264. Many seniors hold the second.
 * @typedef {{ key: string, title: string, benchmarkIndex: number, targets: Targets }} Device
 * @type {Record<"midTier" | "budget", Device>}
 */
export const DEVICES = {
  midTier: { key: "mid-tier", title: "mid-tier phone", benchmarkIndex: 1000, targets: { ...SHARED_TARGETS, performance: 100, tbt: 50 } },
  budget: {
    key: "budget",
    title: "budget phone",
    benchmarkIndex: 264,
    targets: { ...SHARED_TARGETS, performance: 95, tbt: 200, tbtAboveFloor: 150, observedGap: 0 },
  },
};

/**
 * Lighthouse's CPU slowdown that makes a host of benchmark index `host` do the work of a device of
 * index `device`: the index counts work done in a fixed time, so it scales with the slowdown. At
 * least 1 (a host slower than the device is not sped up), to one decimal, as DevTools shows it.
 * @param {number} host
 * @param {number} device
 */
export function slowdownFor(host, device) {
  return Math.max(1, Math.round((host / device) * 10) / 10);
}

/** The 404 page is noindex by design, so Lighthouse's "Page is blocked from indexing" fails there. */
export const SEO_EXEMPT = new Set(["/404"]);

/** @typedef {"performance" | "accessibility" | "bestPractices" | "seo" | "fcp" | "lcp" | "lcpGap" | "observedFcp" | "observedLcp" | "observedGap" | "tbt" | "tbtAboveFloor" | "cls" | "jsBytes" | "totalBytes"} FigureKey */
/** One run's figures, or the medians over runs; null where Lighthouse gave none. @typedef {Record<FigureKey, number | null>} Figures */
/** @typedef {{ key: FigureKey, label: string, title: string, show: (value: number) => string, higherIsBetter?: boolean, min?: number, max?: number }} Column */
/** One URL's line of the report: its medians and what they miss. @typedef {{ url: string, median: Figures, misses: string[] }} Row */
/**
 * The parts of a Lighthouse result (`lhr`) read here.
 * @typedef {{
 *   categories: Record<string, { score: number | null } | undefined>,
 *   audits: Record<string, { numericValue?: number, details?: { items?: { resourceType?: string, transferSize?: number, observedFirstContentfulPaint?: number, observedLargestContentfulPaint?: number }[] } } | undefined>,
 * }} LighthouseResult
 */
/**
 * What bench/results/<device>.md is written from.
 * `floor`: the pages were measured with every script taken out. `previous`: the run this one
 * replaces, for the worst figures before and after. `floorRun`: the last `--floor` run.
 * @typedef {{ date: string, urls: Row[] }} PastRun
 * `hostBenchmarkIndex`: the host's index measured before the runs, which set `slowdown`;
 * `benchmarkIndex`: the median of the index each run measured (lower when the host got busy).
 * @typedef {{ date: string, device: Device, lighthouse: string | null, chromium: string, runsPerUrl: number, hostBenchmarkIndex: number | null, slowdown: number, benchmarkIndex: number | null, urls: Row[], floor?: boolean, previous?: PastRun | null, floorRun?: PastRun | null }} Report
 */

/**
 * The columns of every table, in order, with how each figure is shown and its target on a device.
 * @param {Targets} [targets]
 * @returns {Column[]}
 */
export function columnsFor(targets = DEVICES.midTier.targets) {
  return [
    { key: "performance", label: "Perf", title: "Performance", show: String, higherIsBetter: true, min: targets.performance },
    { key: "accessibility", label: "A11y", title: "Accessibility", show: String, higherIsBetter: true, min: targets.accessibility },
    { key: "bestPractices", label: "BP", title: "Best Practices", show: String, higherIsBetter: true, min: targets.bestPractices },
    { key: "seo", label: "SEO", title: "SEO", show: String, higherIsBetter: true, min: targets.seo },
    { key: "fcp", label: "FCP", title: "FCP", show: (ms) => seconds(ms), max: targets.fcp },
    { key: "lcp", label: "LCP", title: "LCP", show: (ms) => seconds(ms), max: targets.lcp },
    // How long after the first paint the largest one came: 0 when the first paint is the final one.
    // Reported, not targeted: in the simulation, a request that merely ended before the paint (the
    // tab's icon) counts as needed for it; the observed paints below say what the browser did.
    { key: "lcpGap", label: "LCP-FCP", title: "LCP − FCP", show: (ms) => `${Math.round(ms)} ms` },
    // What the browser itself painted in the run Lighthouse observed, unthrottled, before its model.
    { key: "observedFcp", label: "FCP obs", title: "FCP observed", show: (ms) => `${Math.round(ms)} ms` },
    { key: "observedLcp", label: "LCP obs", title: "LCP observed", show: (ms) => `${Math.round(ms)} ms` },
    { key: "observedGap", label: "obs gap", title: "LCP − FCP observed", show: (ms) => `${Math.round(ms)} ms`, max: targets.observedGap },
    { key: "tbt", label: "TBT", title: "TBT", show: (ms) => `${Math.round(ms)} ms`, max: targets.tbt },
    // TBT less the same page's with no script at all (`--floor`): the cost of the page's code.
    { key: "tbtAboveFloor", label: "TBT+", title: "TBT above floor", show: (ms) => `${Math.round(ms)} ms`, max: targets.tbtAboveFloor },
    { key: "cls", label: "CLS", title: "CLS", show: (value) => value.toFixed(3), max: targets.cls },
    { key: "jsBytes", label: "JS", title: "JS", show: (bytes) => kb(bytes) },
    { key: "totalBytes", label: "Total", title: "Total", show: (bytes) => kb(bytes) },
  ];
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The middle value (the mean of the two middle ones for an even count); null when there is none.
 * @param {readonly unknown[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values
    .filter((value) => typeof value === "number")
    .filter(Number.isFinite)
    .toSorted((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * The figures of one Lighthouse run (its `lhr`): scores as the report shows them (0-100), times
 * in ms, transfer bytes; LCP − FCP from the same run, so its median is the median of the gaps.
 */
/**
 * @param {LighthouseResult} lhr
 * @returns {Figures}
 */
export function metricsOf(lhr) {
  /** @param {string} id */
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  /** @param {string} id */
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  /** @param {string} type */
  const transfer = (type) =>
    lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? null;
  const fcp = value("first-contentful-paint");
  const lcp = value("largest-contentful-paint");
  /** @param {"observedFirstContentfulPaint" | "observedLargestContentfulPaint"} name */
  const observed = (name) => lhr.audits.metrics?.details?.items?.[0]?.[name] ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp,
    lcp,
    lcpGap: fcp !== null && lcp !== null ? lcp - fcp : null,
    observedFcp: observed("observedFirstContentfulPaint"),
    observedLcp: observed("observedLargestContentfulPaint"),
    observedGap:
      observed("observedFirstContentfulPaint") !== null && observed("observedLargestContentfulPaint") !== null
        ? /** @type {number} */ (observed("observedLargestContentfulPaint")) -
          /** @type {number} */ (observed("observedFirstContentfulPaint"))
        : null,
    tbt: value("total-blocking-time"),
    // Known only beside a floor run: filled in on the medians (`aboveFloor`).
    tbtAboveFloor: null,
    cls: value("cumulative-layout-shift"),
    jsBytes: transfer("script"),
    totalBytes: transfer("total"),
  };
}

/** The median of each figure on its own over the runs (so one row may mix figures from different runs). */
/**
 * @param {Figures[]} runs
 * @returns {Figures}
 */
export function mediansOf(runs) {
  return /** @type {Figures} */ (Object.fromEntries(columnsFor().map(({ key }) => [key, median(runs.map((run) => run[key]))])));
}

/**
 * The rows with their TBT above the same page's in a floor run, where the floor has the page.
 * @param {Row[]} rows
 * @param {Row[] | null | undefined} floor
 * @returns {Row[]}
 */
export function aboveFloor(rows, floor) {
  const floorOf = new Map((floor ?? []).map((row) => [row.url, row]));
  return rows.map((row) => {
    const own = row.median.tbt;
    const base = floorOf.get(row.url)?.median.tbt;
    return { ...row, median: { ...row.median, tbtAboveFloor: own == null || base == null ? null : own - base } };
  });
}

/**
 * @param {Column} column
 * @param {number | null} value
 * @param {string} url
 */
function missed(column, value, url) {
  if (column.key === "seo" && SEO_EXEMPT.has(url)) return false;
  if (value === null) return column.min !== undefined || column.max !== undefined;
  return (column.min !== undefined && value < column.min) || (column.max !== undefined && value > column.max);
}

/**
 * What a URL's medians miss on a device, in words: ["Performance 95 (target at least 97)", ...].
 * @param {string} url
 * @param {Figures} medians
 * @param {Targets} [targets]
 */
export function missesOf(url, medians, targets) {
  return columnsFor(targets)
    .filter((column) => missed(column, medians[column.key], url))
    .map((column) => {
      const value = medians[column.key];
      if (value === null) return `${column.title} not measured`;
      return column.min !== undefined
        ? `${column.title} ${column.show(value)} (target at least ${column.show(column.min)})`
        : `${column.title} ${column.show(value)} (target at most ${column.show(column.max ?? 0)})`;
    });
}

/**
 * A figure as shown in the tables, and its mark: ✗ for a miss, † for the exempt SEO score.
 * @param {Column} column
 * @param {Row} row
 * @returns {{ text: string, mark: string }}
 */
function cell(column, row) {
  const value = row.median[column.key];
  const text = value === null ? "n/a" : column.show(value);
  if (column.key === "seo" && SEO_EXEMPT.has(row.url)) return { text, mark: "†" };
  return { text, mark: missed(column, value, row.url) ? "✗" : "" };
}

/** @param {{ text: string, mark: string }} cell */
const marked = ({ text, mark }) => (mark ? `${text} ${mark}` : text);

/**
 * The console table: one line per URL, figures right-aligned under their headings, marks after them.
 * @param {Row[]} rows
 * @param {Targets} [targets]
 */
export function formatTable(rows, targets) {
  const columns = columnsFor(targets);
  const urlWidth = Math.max(3, ...rows.map((row) => row.url.length));
  const cells = rows.map((row) => columns.map((column) => cell(column, row)));
  const widths = columns.map((column, index) => Math.max(column.label.length, ...cells.map((line) => line[index]?.text.length ?? 0)));
  const hasMarks = columns.map((_, index) => cells.some((line) => line[index]?.mark));
  /** @type {(text: string, mark: string, index: number) => string} */
  const pad = (text, mark, index) => text.padStart(widths[index] ?? 0) + (hasMarks[index] ? ` ${mark || " "}` : "");
  const heading = ["URL".padEnd(urlWidth), ...columns.map((column, index) => pad(column.label, "", index))];
  const lines = rows.map((row, line) => [
    row.url.padEnd(urlWidth),
    ...(cells[line] ?? []).map(({ text, mark }, index) => pad(text, mark, index)),
  ]);
  return [heading, ...lines].map((parts) => parts.join("  ").trimEnd()).join("\n");
}

/**
 * One run's figures on one line, for progress: "Perf 98, A11y 100, ..., Total 210.4 KB".
 * @param {Figures} figures
 */
export function formatFigures(figures) {
  return columnsFor()
    .map((column) => {
      const value = figures[column.key];
      return `${column.label} ${value === null ? "n/a" : column.show(value)}`;
    })
    .join(", ");
}

/**
 * The worst URL for each figure: the lowest score, the highest time, shift or size.
 * @param {Row[]} rows
 * @param {Targets} [targets]
 * @returns {{ column: Column, row: Row | null }[]}
 */
export function worstOf(rows, targets) {
  return columnsFor(targets).map((column) => {
    const lowerIsWorse = column.higherIsBetter === true;
    const row = rows.reduce((/** @type {Row | null} */ found, candidate) => {
      const value = candidate.median[column.key];
      if (value == null || (column.key === "seo" && SEO_EXEMPT.has(candidate.url))) return found;
      const worst = found?.median[column.key];
      if (worst == null) return candidate;
      return (lowerIsWorse ? value < worst : value > worst) ? candidate : found;
    }, null);
    return { column, row };
  });
}

/**
 * @param {Row[]} rows
 * @param {Targets} [targets]
 */
export function formatExtremes(rows, targets) {
  return `Worst: ${worstOf(rows, targets)
    .map(({ column, row }) => (row ? `${column.title} ${column.show(row.median[column.key] ?? 0)} (${row.url})` : `${column.title} n/a`))
    .join("; ")}`;
}

/**
 * How far each page is above its zero-JavaScript floor (the same pages with every script taken
 * out, measured by `--floor`): the median and the largest difference of FCP and LCP.
 * @param {Row[]} rows
 * @param {Row[]} floor
 */
export function formatFloorDistance(rows, floor) {
  const floorOf = new Map(floor.map((row) => [row.url, row]));
  return /** @type {const} */ (["fcp", "lcp"])
    .map((key) => {
      const above = rows.flatMap((row) => {
        const own = row.median[key];
        const base = floorOf.get(row.url)?.median[key];
        return own == null || base == null ? [] : [{ url: row.url, ms: own - base }];
      });
      if (above.length === 0) return `${key.toUpperCase()}: no page measured on both`;
      const most = above.reduce((top, entry) => (entry.ms > top.ms ? entry : top));
      return `${key.toUpperCase()} ${Math.round(median(above.map((entry) => entry.ms)) ?? 0)} ms above it (median of ${above.length} pages), at most ${Math.round(most.ms)} ms (${most.url})`;
    })
    .join("; ");
}

/** @param {Targets} [targets] */
export function formatTargets(targets = DEVICES.midTier.targets) {
  return [
    `Performance at least ${targets.performance}`,
    `Accessibility ${targets.accessibility}`,
    `Best Practices ${targets.bestPractices}`,
    `SEO ${targets.seo}`,
    `FCP at most ${seconds(targets.fcp)}`,
    `LCP at most ${seconds(targets.lcp)}`,
    ...(targets.observedGap !== undefined ? [`observed LCP at most ${targets.observedGap} ms after observed FCP`] : []),
    `TBT at most ${targets.tbt} ms`,
    ...(targets.tbtAboveFloor !== undefined ? [`TBT at most ${targets.tbtAboveFloor} ms above the page's with no script`] : []),
    `CLS at most ${targets.cls}`,
  ].join(", ");
}

/** @param {string} date an ISO date, as the tables show it */
const when = (date) => `${date.slice(0, 16).replace("T", " ")} UTC`;

/**
 * bench/results/<device>.md: the versions and settings, the targets, the table, the extremes and notes.
 * @param {Report} report
 */
export function formatMarkdown(report) {
  const { device } = report;
  const columns = columnsFor(device.targets);
  const header = `| URL | ${columns.map((column) => column.title).join(" | ")} |`;
  const rule = `|---|${columns.map(() => "---:").join("|")}|`;
  const body = report.urls.map(
    (row) => `| ${row.url.replaceAll("|", "\\|")} | ${columns.map((column) => marked(cell(column, row))).join(" | ")} |`,
  );
  const misses = report.urls.flatMap((row) => row.misses.map((miss) => `- ${row.url}: ${miss}`));
  const closing = [
    `${formatExtremes(report.urls, device.targets)}.`,
    ...(report.previous
      ? ["", `Before (the run of ${when(report.previous.date)}): ${formatExtremes(report.previous.urls, device.targets)}.`]
      : []),
    ...(report.floorRun && !report.floor
      ? [
          "",
          `Zero-JavaScript floor (\`--floor\`, run ${when(report.floorRun.date)}): ${formatFloorDistance(report.urls, report.floorRun.urls)}.`,
        ]
      : []),
  ];
  const command = `npm run bench -- --device ${device.key}${report.floor ? " --floor" : ""}`;
  return [
    `# Lighthouse bench: ${device.title}${report.floor ? ", the zero-JavaScript floor" : ""}`,
    "",
    ...(report.floor ? ["The same pages with every script taken out: how fast they could be without JavaScript.", ""] : []),
    `Run ${when(report.date)} with \`${command}\`: Lighthouse ${report.lighthouse}, ` +
      `Chromium ${report.chromium}, mobile preset with simulated throttling, ` +
      `${report.runsPerUrl} run${report.runsPerUrl === 1 ? "" : "s"} per URL.`,
    "",
    `The ${device.title} (CPU benchmark index ${device.benchmarkIndex}) is emulated on a host whose index measured ` +
      `${report.hostBenchmarkIndex ?? "n/a"} before the runs: CPU slowdown ${report.slowdown}x.`,
    "",
    `Targets for every URL: ${formatTargets(device.targets)}.`,
    "",
    header,
    rule,
    ...body,
    "",
    ...closing,
    "",
    report.floor
      ? "The floor is a measure, not a target: its misses do not fail the run."
      : misses.length
        ? `Misses:\n\n${misses.join("\n")}`
        : "Misses: none; every URL meets every target.",
    "",
    "Notes:",
    "",
    `- Each figure is the median of that figure alone over the runs, so one row may mix runs.`,
    "- JS and Total are transfer sizes (bytes on the wire, compressed) from Lighthouse's `resource-summary` audit; 1 KB = 1,024 bytes.",
    ...(report.urls.some((row) => SEO_EXEMPT.has(row.url))
      ? [
          `- † ${[...SEO_EXEMPT].join(", ")} is noindex by design, so its SEO audit "Page is blocked from indexing" fails: it is measured, but its SEO score is not held to the target.`,
        ]
      : []),
    "- ✗ marks a figure that misses its target.",
    "- LCP − FCP is the median over the runs of each run's own difference: 0 when the first paint is already the largest. The observed columns are what the browser itself painted in the unthrottled load Lighthouse's model starts from.",
    `- Host CPU benchmark index during the runs (Lighthouse's, median): ${report.benchmarkIndex ?? "n/a"}. A host that got busier than at the start scores lower, and its slowdown then emulates a slower phone than the one named.`,
    "",
  ].join("\n");
}

// ---- The run itself ----

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const benchDir = path.join(projectRoot, "bench");
const buildDir = process.env.BUILD_DIR ?? "build";
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** True when bench/node_modules holds exactly the versions bench/package-lock.json names. */
function toolsInstalled() {
  const installed = path.join(benchDir, "node_modules", ".package-lock.json");
  if (!existsSync(installed)) return false;
  const wanted = JSON.parse(readFileSync(path.join(benchDir, "package-lock.json"), "utf8")).packages;
  const have = JSON.parse(readFileSync(installed, "utf8")).packages;
  return Object.entries(wanted).every(
    ([key, entry]) => key === "" || have[key]?.version === entry.version || (entry.optional && !have[key]),
  );
}

/**
 * Runs a command in the project folder; throws, after printing its output, when it fails.
 * @param {string} command
 * @param {string[]} args
 */
function exec(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: projectRoot, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${command} ${args.join(" ")} failed`);
  }
}

/**
 * A module from bench/node_modules (the site's own node_modules does not have Lighthouse).
 * Untyped: the site does not install Lighthouse's types.
 * @param {string} name
 * @returns {Promise<any>}
 */
async function tool(name) {
  const entry = createRequire(path.join(benchDir, "package.json")).resolve(name);
  return import(pathToFileURL(entry).href);
}

/**
 * Starts server/index.mjs as `npm start` does, on a free port, with the local inbox in a temp folder.
 * @param {string} inboxDir
 */
async function serve(inboxDir, served = buildDir) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(projectRoot, "server", "index.mjs")], {
    cwd: projectRoot,
    env: { ...process.env, BUILD_DIR: served, PORT: String(port), HOST: "127.0.0.1", INBOX_FILE: path.join(inboxDir, "requests.jsonl") },
    stdio: ["ignore", "ignore", "inherit"],
  });
  /** @type {string | null} */
  let stopped = null;
  server.once("exit", (code, signal) => (stopped = signal ?? `exit code ${code}`));
  /** Throws once the server is gone: the runs after it would only measure an error page. */
  const assertServing = () => {
    if (stopped) throw new Error(`The server stopped (${stopped}); no figures after that point are valid`);
  };
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    assertServing();
    try {
      if ((await fetch(base, { method: "HEAD" })).ok) return { base, server, assertServing };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The server did not answer at ${base} within 10 seconds`);
}

/**
 * The host's CPU benchmark index: the median of what Lighthouse measures over three runs of one
 * page (it computes the index at the start of every run), before the runs whose slowdown it sets.
 * @param {(url: string, flags: object) => Promise<{ lhr: { environment: { benchmarkIndex: number } } }>} lighthouse
 * @param {string} url
 * @param {object} flags
 */
async function hostBenchmarkIndex(lighthouse, url, flags) {
  const indexes = [];
  for (let run = 0; run < 3; run++) {
    const { lhr } = await lighthouse(url, { ...flags, onlyCategories: ["performance"] });
    indexes.push(lhr.environment.benchmarkIndex);
  }
  return median(indexes);
}

/** The value after a command-line flag (`--device budget`), or null. @param {string} name */
function argument(name) {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? null) : null;
}

async function main() {
  const runs = process.argv.includes("--quick") ? 1 : 3;
  const floor = process.argv.includes("--floor");
  const deviceKey = argument("--device");
  const devices = Object.values(DEVICES).filter((device) => !deviceKey || device.key === deviceKey);
  if (devices.length === 0)
    throw new Error(
      `--device ${deviceKey}: no such device (${Object.values(DEVICES)
        .map((device) => device.key)
        .join(", ")})`,
    );
  /** @type {(() => void)[]} */
  const cleanups = [];
  const cleanUp = () => {
    for (const step of cleanups.splice(0).toReversed()) step();
  };
  process.once("SIGINT", () => {
    cleanUp();
    process.exit(130);
  });

  try {
    if (!toolsInstalled()) {
      console.log("Installing Lighthouse into bench/node_modules (npm ci --prefix bench)...");
      exec("npm", ["ci", "--prefix", "bench", "--no-audit", "--no-fund"]);
    }
    const { default: lighthouse } = await tool("lighthouse");
    const { launch } = await tool("chrome-launcher");
    const { throttling } = await tool("lighthouse/core/config/constants.js");

    console.log(`Building into ${buildDir}/...`);
    exec("npm", ["run", "build"], { ...process.env, BUILD_DIR: buildDir });
    const clientDir = path.join(projectRoot, buildDir, "client");
    const only = argument("--only")?.split(",") ?? null;
    // The not-found pages answer with status 404, which Lighthouse does not measure (it stops at the
    // document): `npm run size` and the browser tests weigh them with every other page.
    const urls = prerenderedUrls(clientDir).filter((url) => !/(^|\/)404$/.test(url) && (!only || only.includes(url)));

    let served = buildDir;
    if (floor) {
      served = `${buildDir}-floor`;
      const pages = writeFloorBuild(path.join(projectRoot, buildDir), path.join(projectRoot, served));
      console.log(`Zero-JavaScript floor: every script taken out of ${pages} pages, in ${served}/.`);
    }

    const inboxDir = mkdtempSync(path.join(os.tmpdir(), "bench-inbox-"));
    cleanups.push(() => rmSync(inboxDir, { recursive: true, force: true }));
    const { base, server, assertServing } = await serve(inboxDir, served);
    cleanups.push(() => server.kill());

    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    cleanups.push(() => chrome.kill());
    // The browser's own full version: the user agent Lighthouse records is reduced to "156.0.0.0".
    const { Browser: browser } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();

    // Full reports of the last run set, for looking into a miss; they sit with the build they measured.
    const reportDir = path.join(projectRoot, served, "lighthouse");
    mkdirSync(reportDir, { recursive: true });

    const baseFlags = {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      formFactor: "mobile",
      throttlingMethod: "simulate",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Every run a first visit: Lighthouse empties the HTTP cache before each run but keeps local
      // storage, where a page notes that this browser has the web font (decision 012). Kept, the
      // note would make every page after the first ask for a font its empty cache lacks before it
      // paints: a visit no visitor makes. So local storage goes too, with Lighthouse's own list.
      clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"],
    };
    const hostIndex = await hostBenchmarkIndex(lighthouse, base + (urls[0] ?? "/"), baseFlags);
    console.log(`Host CPU benchmark index: ${hostIndex}.`);
    const resultsDir = path.join(benchDir, "results");
    /** @param {string} file @returns {PastRun | null} */
    const pastRun = (file) => {
      const past = path.join(resultsDir, file);
      if (!existsSync(past)) return null;
      const { date, urls: pastUrls } = JSON.parse(readFileSync(past, "utf8"));
      return { date, urls: pastUrls };
    };
    let missedTargets = 0;

    for (const device of devices) {
      const slowdown = slowdownFor(hostIndex ?? device.benchmarkIndex, device.benchmarkIndex);
      // The mobile preset's network (Lighthouse's own figures) with the slowdown for this phone.
      const flags = { ...baseFlags, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } };
      console.log(`\n${device.title} (index ${device.benchmarkIndex}): CPU slowdown ${slowdown}x.`);
      /** @type {Map<string, { runs: Figures[], errors: string[] }>} */
      const results = new Map(urls.map((url) => [url, { runs: [], errors: [] }]));
      /** @type {{ lighthouse: string | null, chromium: string, benchmarkIndex: number[] }} */
      const environment = { lighthouse: null, chromium: browser.replace(/^\D*\//, ""), benchmarkIndex: [] };
      // Run set by run set rather than URL by URL, so a slow patch on the machine does not land on one URL only.
      for (let set = 1; set <= runs; set++) {
        for (const [index, url] of urls.entries()) {
          assertServing();
          const { lhr, report } = await lighthouse(base + url, flags);
          assertServing();
          const result = /** @type {{ runs: Figures[], errors: string[] }} */ (results.get(url));
          if (lhr.runtimeError) result.errors.push(`Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          const metrics = metricsOf(lhr);
          result.runs.push(metrics);
          environment.lighthouse = lhr.lighthouseVersion;
          environment.benchmarkIndex.push(lhr.environment.benchmarkIndex);
          const file = `${device.key}--${url === "/" ? "home" : url.slice(1).replaceAll("/", "--")}.json`;
          writeFileSync(path.join(reportDir, file), report);
          console.log(`[${device.key}, run ${set}/${runs}, ${index + 1}/${urls.length}] ${url}: ${formatFigures(metrics)}`);
        }
      }

      const name = floor ? `${device.key}-floor` : device.key;
      const floorRun = floor ? null : pastRun(`${device.key}-floor.json`);
      const measured = aboveFloor(
        urls.map((url) => {
          const { runs: urlRuns, errors } = /** @type {{ runs: Figures[], errors: string[] }} */ (results.get(url));
          return { url, median: mediansOf(urlRuns), runs: urlRuns, misses: errors };
        }),
        floorRun?.urls,
      );
      const rows = measured.map((row) => ({ ...row, misses: [...row.misses, ...missesOf(row.url, row.median, device.targets)] }));
      const report = {
        floor,
        device,
        previous: pastRun(`${name}.json`),
        floorRun,
        date: new Date().toISOString(),
        lighthouse: environment.lighthouse,
        chromium: environment.chromium,
        preset: "mobile, simulated throttling",
        hostBenchmarkIndex: hostIndex,
        slowdown,
        runsPerUrl: runs,
        medianOf: "each figure separately",
        benchmarkIndex: median(environment.benchmarkIndex),
        targets: device.targets,
        seoExempt: [...SEO_EXEMPT],
        units: {
          scores: "0-100",
          fcp: "ms",
          lcp: "ms",
          lcpGap: "ms, LCP − FCP of each run",
          observedGap: "ms, observed LCP − observed FCP of each run",
          tbt: "ms",
          tbtAboveFloor: "ms, the median TBT less the floor run's",
          cls: "unitless",
          jsBytes: "transfer bytes",
          totalBytes: "transfer bytes",
        },
        urls: rows,
      };
      if (!only) {
        mkdirSync(resultsDir, { recursive: true });
        // The comparisons are read from the files each time; the file holds this run alone.
        const written = { ...report, previous: undefined, floorRun: undefined };
        writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(written, null, 2)}\n`);
        writeFileSync(path.join(resultsDir, `${name}.md`), formatMarkdown(report));
      }

      console.log(
        `\nMedians of ${runs} run${runs === 1 ? "" : "s"} per URL on the ${device.title} (Lighthouse ${report.lighthouse}, Chromium ${report.chromium}, mobile, simulated throttling, CPU slowdown ${slowdown}x):\n`,
      );
      console.log(formatTable(rows, device.targets));
      console.log(`\n${formatExtremes(rows, device.targets)}`);
      if (floorRun)
        console.log(
          `Above the zero-JavaScript floor (--floor run of ${floorRun.date.slice(0, 16)}): ${formatFloorDistance(rows, floorRun.urls)}`,
        );
      console.log(
        `Targets: ${formatTargets(device.targets)}. † ${[...SEO_EXEMPT].join(", ")}: noindex by design, SEO not held to the target.`,
      );
      if (!only)
        console.log(
          `Written: bench/results/${name}.json, bench/results/${name}.md; full reports of the last run set in ${path.relative(projectRoot, reportDir)}/`,
        );

      const misses = rows.flatMap((row) => row.misses.map((miss) => `${row.url}: ${miss}`));
      if (floor) {
        console.log("The floor is a measure, not a target: its misses do not fail the run.");
      } else if (misses.length) {
        console.error(`\n${misses.length} target(s) missed on the ${device.title}:\n${misses.map((miss) => `  ${miss}`).join("\n")}`);
        missedTargets += misses.length;
      } else {
        console.log(`Every URL meets every target on the ${device.title}.`);
      }
    }
    if (missedTargets) process.exitCode = 1;
  } finally {
    cleanUp();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Exit code 1: a URL misses a target; 2: the bench itself could not run.
  await main().catch((error) => {
    console.error(`npm run bench: ${error.message}`);
    process.exitCode = 2;
  });
}
