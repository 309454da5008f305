// `npm run bench`: builds the site, serves it as `npm start` does, runs Lighthouse 13 (mobile preset,
// simulated throttling) over every prerendered URL, 3 runs each (`--quick`: 1), and prints the
// medians; writes them to bench/results/latest.json and latest.md. Exits 1 when a URL misses a target.
// Too slow for `npm test` and CI: run it by hand and commit its latest table.
// `--only /,/about` measures just those URLs and writes no results files (for trying a change).
// `--floor` measures the same pages with every script taken out (scripts/lib/floor.mjs), the
// site's own zero-JavaScript floor, into bench/results/floor.json and floor.md; every later run
// then says how far each page is above that floor.
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

/** Every URL must reach these; scores are out of 100, times in milliseconds. */
export const TARGETS = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 1800,
  tbt: 50,
  cls: 0.01,
};

/** The 404 page is noindex by design, so Lighthouse's "Page is blocked from indexing" fails there. */
export const SEO_EXEMPT = new Set(["/404"]);

/** @typedef {"performance" | "accessibility" | "bestPractices" | "seo" | "fcp" | "lcp" | "lcpGap" | "observedFcp" | "observedLcp" | "tbt" | "cls" | "jsBytes" | "totalBytes"} FigureKey */
/** One run's figures, or the medians over runs; null where Lighthouse gave none. @typedef {Record<FigureKey, number | null>} Figures */
/** @typedef {{ key: FigureKey, label: string, title: string, show: (value: number) => string, min?: number, max?: number }} Column */
/** One URL's line of the report: its medians and what they miss. @typedef {{ url: string, median: Figures, misses: string[] }} Row */
/**
 * The parts of a Lighthouse result (`lhr`) read here.
 * @typedef {{
 *   categories: Record<string, { score: number | null } | undefined>,
 *   audits: Record<string, { numericValue?: number, details?: { items?: { resourceType?: string, transferSize?: number, observedFirstContentfulPaint?: number, observedLargestContentfulPaint?: number }[] } } | undefined>,
 * }} LighthouseResult
 */
/**
 * What bench/results/latest.md is written from.
 * `floor`: the pages were measured with every script taken out. `previous`: the run this one
 * replaces, for the worst figures before and after. `floorRun`: the last `--floor` run.
 * @typedef {{ date: string, urls: Row[] }} PastRun
 * @typedef {{ date: string, lighthouse: string | null, chromium: string, runsPerUrl: number, benchmarkIndex: number | null, urls: Row[], floor?: boolean, previous?: PastRun | null, floorRun?: PastRun | null }} Report
 */

/** The columns of every table, in order, with how each figure is shown and whether it has a target. @type {Column[]} */
const COLUMNS = [
  { key: "performance", label: "Perf", title: "Performance", show: String, min: TARGETS.performance },
  { key: "accessibility", label: "A11y", title: "Accessibility", show: String, min: TARGETS.accessibility },
  { key: "bestPractices", label: "BP", title: "Best Practices", show: String, min: TARGETS.bestPractices },
  { key: "seo", label: "SEO", title: "SEO", show: String, min: TARGETS.seo },
  { key: "fcp", label: "FCP", title: "FCP", show: (ms) => seconds(ms), max: TARGETS.fcp },
  { key: "lcp", label: "LCP", title: "LCP", show: (ms) => seconds(ms), max: TARGETS.lcp },
  // How long after the first paint the largest one came: 0 when the first paint is the final one.
  // Reported, not targeted: in the simulation, a request that merely ended before the paint (the
  // tab's icon) counts as needed for it; the observed paints below say what the browser did.
  { key: "lcpGap", label: "LCP-FCP", title: "LCP − FCP", show: (ms) => `${Math.round(ms)} ms` },
  // What the browser itself painted in the run Lighthouse observed, unthrottled, before its model.
  { key: "observedFcp", label: "FCP obs", title: "FCP observed", show: (ms) => `${Math.round(ms)} ms` },
  { key: "observedLcp", label: "LCP obs", title: "LCP observed", show: (ms) => `${Math.round(ms)} ms` },
  { key: "tbt", label: "TBT", title: "TBT", show: (ms) => `${Math.round(ms)} ms`, max: TARGETS.tbt },
  { key: "cls", label: "CLS", title: "CLS", show: (value) => value.toFixed(3), max: TARGETS.cls },
  { key: "jsBytes", label: "JS", title: "JS", show: (bytes) => kb(bytes) },
  { key: "totalBytes", label: "Total", title: "Total", show: (bytes) => kb(bytes) },
];

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
    tbt: value("total-blocking-time"),
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
  return /** @type {Figures} */ (Object.fromEntries(COLUMNS.map(({ key }) => [key, median(runs.map((run) => run[key]))])));
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
 * What a URL's medians miss, in words: ["Performance 95 (target at least 97)", ...].
 * @param {string} url
 * @param {Figures} medians
 */
export function missesOf(url, medians) {
  return COLUMNS.filter((column) => missed(column, medians[column.key], url)).map((column) => {
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
 */
export function formatTable(rows) {
  const urlWidth = Math.max(3, ...rows.map((row) => row.url.length));
  const cells = rows.map((row) => COLUMNS.map((column) => cell(column, row)));
  const widths = COLUMNS.map((column, index) => Math.max(column.label.length, ...cells.map((line) => line[index]?.text.length ?? 0)));
  const hasMarks = COLUMNS.map((_, index) => cells.some((line) => line[index]?.mark));
  /** @type {(text: string, mark: string, index: number) => string} */
  const pad = (text, mark, index) => text.padStart(widths[index] ?? 0) + (hasMarks[index] ? ` ${mark || " "}` : "");
  const heading = ["URL".padEnd(urlWidth), ...COLUMNS.map((column, index) => pad(column.label, "", index))];
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
  return COLUMNS.map((column) => {
    const value = figures[column.key];
    return `${column.label} ${value === null ? "n/a" : column.show(value)}`;
  }).join(", ");
}

/**
 * The worst URL for each figure: the lowest score, the highest time, shift or size.
 * @param {Row[]} rows
 * @returns {{ column: Column, row: Row | null }[]}
 */
export function worstOf(rows) {
  return COLUMNS.map((column) => {
    const lowerIsWorse = column.min !== undefined;
    const row = rows.reduce((/** @type {Row | null} */ found, candidate) => {
      const value = candidate.median[column.key];
      if (value === null || (column.key === "seo" && SEO_EXEMPT.has(candidate.url))) return found;
      const worst = found?.median[column.key];
      if (worst == null) return candidate;
      return (lowerIsWorse ? value < worst : value > worst) ? candidate : found;
    }, null);
    return { column, row };
  });
}

/** @param {Row[]} rows */
export function formatExtremes(rows) {
  return `Worst: ${worstOf(rows)
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

export function formatTargets() {
  return [
    `Performance at least ${TARGETS.performance}`,
    `Accessibility ${TARGETS.accessibility}`,
    `Best Practices ${TARGETS.bestPractices}`,
    `SEO ${TARGETS.seo}`,
    `FCP at most ${seconds(TARGETS.fcp)}`,
    `LCP at most ${seconds(TARGETS.lcp)}`,
    `TBT at most ${TARGETS.tbt} ms`,
    `CLS at most ${TARGETS.cls}`,
  ].join(", ");
}

/** @param {string} date an ISO date, as the tables show it */
const when = (date) => `${date.slice(0, 16).replace("T", " ")} UTC`;

/**
 * bench/results/latest.md: the versions and settings, the targets, the table, the extremes and notes.
 * @param {Report} report
 */
export function formatMarkdown(report) {
  const header = `| URL | ${COLUMNS.map((column) => column.title).join(" | ")} |`;
  const rule = `|---|${COLUMNS.map(() => "---:").join("|")}|`;
  const body = report.urls.map(
    (row) => `| ${row.url.replaceAll("|", "\\|")} | ${COLUMNS.map((column) => marked(cell(column, row))).join(" | ")} |`,
  );
  const misses = report.urls.flatMap((row) => row.misses.map((miss) => `- ${row.url}: ${miss}`));
  const closing = [
    `${formatExtremes(report.urls)}.`,
    ...(report.previous ? ["", `Before (the run of ${when(report.previous.date)}): ${formatExtremes(report.previous.urls)}.`] : []),
    ...(report.floorRun && !report.floor
      ? [
          "",
          `Zero-JavaScript floor (\`--floor\`, run ${when(report.floorRun.date)}): ${formatFloorDistance(report.urls, report.floorRun.urls)}.`,
        ]
      : []),
  ];
  return [
    report.floor ? "# Lighthouse bench: the zero-JavaScript floor" : "# Lighthouse bench",
    "",
    ...(report.floor
      ? ["The same pages with every script taken out (`npm run bench -- --floor`): how fast they could be without JavaScript.", ""]
      : []),
    `Run ${when(report.date)} with \`npm run bench${report.floor ? " -- --floor" : ""}\`: Lighthouse ${report.lighthouse}, ` +
      `Chromium ${report.chromium}, mobile preset with simulated throttling, ` +
      `${report.runsPerUrl} run${report.runsPerUrl === 1 ? "" : "s"} per URL.`,
    "",
    `Targets for every URL: ${formatTargets()}.`,
    "",
    header,
    rule,
    ...body,
    "",
    ...closing,
    "",
    misses.length ? `Misses:\n\n${misses.join("\n")}` : "Misses: none; every URL meets every target.",
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
    "- LCP − FCP is the median over the runs of each run's own difference: 0 when the first paint is already the largest.",
    `- Host CPU benchmark index (Lighthouse's, median): ${report.benchmarkIndex ?? "n/a"}. A busy machine scores lower and inflates TBT and LCP under simulated throttling.`,
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

async function main() {
  const runs = process.argv.includes("--quick") ? 1 : 3;
  const floor = process.argv.includes("--floor");
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

    console.log(`Building into ${buildDir}/...`);
    exec("npm", ["run", "build"], { ...process.env, BUILD_DIR: buildDir });
    const clientDir = path.join(projectRoot, buildDir, "client");
    const onlyIndex = process.argv.indexOf("--only");
    const only = onlyIndex > 0 ? process.argv[onlyIndex + 1]?.split(",") : null;
    // The not-found pages answer with status 404, which Lighthouse does not measure (it stops at the
    // document): `npm run size` and the browser budget test weigh them with every other page.
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

    const flags = {
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
        writeFileSync(path.join(reportDir, `${url === "/" ? "home" : url.slice(1).replaceAll("/", "--")}.json`), report);
        console.log(`[run ${set}/${runs}, ${index + 1}/${urls.length}] ${url}: ${formatFigures(metrics)}`);
      }
    }

    const rows = urls.map((url) => {
      const { runs: urlRuns, errors } = /** @type {{ runs: Figures[], errors: string[] }} */ (results.get(url));
      const medians = mediansOf(urlRuns);
      return { url, median: medians, runs: urlRuns, misses: [...errors, ...missesOf(url, medians)] };
    });
    const resultsDir = path.join(benchDir, "results");
    const name = floor ? "floor" : "latest";
    /** @param {string} file @returns {PastRun | null} */
    const pastRun = (file) => {
      const past = path.join(resultsDir, file);
      if (!existsSync(past)) return null;
      const { date, urls: pastUrls } = JSON.parse(readFileSync(past, "utf8"));
      // Runs written before LCP − FCP was measured lack it: fill it in from their medians.
      for (const row of pastUrls)
        row.median.lcpGap ??= row.median.lcp != null && row.median.fcp != null ? row.median.lcp - row.median.fcp : null;
      return { date, urls: pastUrls };
    };
    const report = {
      floor,
      previous: pastRun(`${name}.json`),
      floorRun: floor ? null : pastRun("floor.json"),
      date: new Date().toISOString(),
      lighthouse: environment.lighthouse,
      chromium: environment.chromium,
      preset: "mobile, simulated throttling",
      runsPerUrl: runs,
      medianOf: "each figure separately",
      benchmarkIndex: median(environment.benchmarkIndex),
      targets: TARGETS,
      seoExempt: [...SEO_EXEMPT],
      units: {
        scores: "0-100",
        fcp: "ms",
        lcp: "ms",
        lcpGap: "ms, LCP − FCP of each run",
        tbt: "ms",
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
      `\nMedians of ${runs} run${runs === 1 ? "" : "s"} per URL (Lighthouse ${report.lighthouse}, Chromium ${report.chromium}, mobile, simulated throttling):\n`,
    );
    console.log(formatTable(rows));
    console.log(`\n${formatExtremes(rows)}`);
    if (report.floorRun)
      console.log(
        `Above the zero-JavaScript floor (--floor run of ${report.floorRun.date.slice(0, 16)}): ${formatFloorDistance(rows, report.floorRun.urls)}`,
      );
    console.log(`Targets: ${formatTargets()}. † ${[...SEO_EXEMPT].join(", ")}: noindex by design, SEO not held to the target.`);
    if (!only)
      console.log(
        `Written: bench/results/${name}.json, bench/results/${name}.md; full reports of the last run set in ${path.relative(projectRoot, reportDir)}/`,
      );

    const misses = rows.flatMap((row) => row.misses.map((miss) => `${row.url}: ${miss}`));
    if (floor) {
      console.log("The floor is a measure, not a target: its misses do not fail the run.");
    } else if (misses.length) {
      console.error(`\n${misses.length} target(s) missed:\n${misses.map((miss) => `  ${miss}`).join("\n")}`);
      process.exitCode = 1;
    } else {
      console.log("Every URL meets every target.");
    }
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
