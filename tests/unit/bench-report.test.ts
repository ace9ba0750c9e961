import { describe, expect, it } from "vitest";
import { benchReport, searchReport } from "../../scripts/bench/bench-report.mjs";
import { mergeReport, SEARCH_HEADING, splitReport } from "../../scripts/bench/report-file.mjs";

const measures = (route: string, overrides: Record<string, unknown> = {}) => ({
  route,
  performance: 1,
  calibratedPerformance: 1,
  slowdown: 4,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcp: 1500.4,
  tbt: 20,
  calibratedTbt: 18.6,
  cls: 0,
  benchmarkIndex: 3500,
  failed: [] as string[],
  clsBrowser: 0,
  firstLoadJs: 140_000,
  firebaseBeforePaint: false,
  ...overrides,
});

const floor = measures("/", {
  tbt: 10,
  calibratedTbt: 9.6,
  firstLoadJs: 134_908,
  benchmarkIndex: 3204,
  slowHostSlowdown: 2.5,
  slowHostBenchmarkIndex: 1280.5,
  slowHostPerformance: 0.99,
  slowHostTbt: 150,
});
const probe = { route: "/", visibleAt: 870.2, openedBy: 872.4, deadWindow: 2.2, lostTaps: 0 };
const search = {
  route: "/search",
  from: "/",
  query: "usage rights",
  focusedAt: 2480.4,
  afterLastKey: 96.6,
  afterFirstKey: 1310.2,
};

describe("the bench report", () => {
  const report = benchReport({
    floor,
    rows: [
      measures("/", {
        failed: ["unused-javascript"],
        benchmarkIndex: 4137.4,
        slowHostPerformance: 0.97,
        slowHostTbt: 240,
      }),
      measures("/pricing", {
        performance: 0.93,
        slowHostPerformance: 0.9,
        slowHostTbt: 400,
        clsBrowser: 0.01234,
        firstLoadJs: 170_000,
        firebaseBeforePaint: true,
        failed: ["unused-javascript", "largest-contentful-paint"],
      }),
    ],
    probes: [probe, { ...probe, route: "/pricing", deadWindow: 180.6, lostTaps: 2 }],
  });
  const lines = report.split("\n");

  it("states the floor, the JS budget, the targets and the host's benchmark index", () => {
    expect(lines[0]).toBe(
      "# Bench: Lighthouse (mobile), first-load JS, Firebase before first paint, CLS",
    );
    expect(lines[2]).toBe(
      "Floor (empty page, same Next.js, same post-build step): 134908 B gzip (131.7 KB), " +
        "TBT 10 ms and performance 1.00 at 4×; TBT 10 ms and performance 1.00 calibrated. " +
        "JS budget: floor + 25.0 KB = 160508 B.",
    );
    expect(lines[3]).toBe(
      "Lighthouse: medians of 3 runs, mobile defaults (simulated slow 4G, 4× CPU slowdown). " +
        "Targets: performance ≥ 0.95; accessibility, best practices, SEO 1; CLS 0; JS within budget.",
    );
    expect(lines[4]).toMatch(/^Host benchmark index 3204–4137 \(Lighthouse expects 1500–2000/);
    expect(lines[5]).toBe(
      `"Slow host": issue 45's host (benchmark index 1,139–1,562), where the floor's TBT at 4× was 146 ms. ` +
        "This host (index 3,204) slowed 2.5× for real (Chromium's CPU throttling), the ratio of the indexes in half steps, " +
        "with Lighthouse's mobile defaults on top: Lighthouse measured index 1,281 there, and the floor's TBT was 150 ms (median of 9 runs; performance 0.99). " +
        "Every route is loaded again on it. Targets there: performance ≥ 0.95, TBT at most 2× the floor's.",
    );
  });

  it("gives a row per route with the targets it meets or misses", () => {
    expect(lines).toContain(
      "| / | 1.00 | 1.00 (4.0) | 0.97 | 1.00 | 1.00 | 1.00 | 1500 | 20 | 19 | 240 | 0.000 | 0.0000 | 140000 | 1.60× | 1.04× | no | met |",
    );
    expect(lines).toContain(
      "| /pricing | 0.93 | 1.00 (4.0) | 0.90 | 1.00 | 1.00 | 1.00 | 1500 | 20 | 19 | 400 | 0.000 | 0.0123 | 170000 | 2.67× | 1.26× | YES | " +
        "misses performance at 4×, performance on the slow host, TBT over 2× the floor's, CLS, JS |",
    );
  });

  it("lists each failed audit once, with every route it failed on", () => {
    expect(lines).toContain("- unused-javascript: /, /pricing");
    expect(lines).toContain("- largest-contentful-paint: /pricing");
  });

  it("gives the menu's dead window per probed route against its target", () => {
    const section = lines.slice(lines.indexOf("## The mobile menu's dead window"));
    expect(section[2]).toMatch(
      /^At 390 px, 4× CPU slowdown, 1\.4 Mbit\/s, 150 ms latency, cache off; .* Medians of 3 loads, .* Target: dead window ≤ 100 ms\.$/,
    );
    expect(section).toContain("| / | 870 | 872 | 2 | 0 | met |");
    expect(section).toContain("| /pricing | 870 | 872 | 181 | 2 | missed |");
  });

  it("leaves out the failed-audit list when every audit passed", () => {
    const clean = benchReport({
      floor,
      rows: [measures("/")],
      probes: [probe],
    });
    expect(clean).not.toContain("did not pass");
    expect(clean).toContain("| met |\n\n## The mobile menu's dead window\n");
  });

  it("says when a run measured only some of the routes", () => {
    const some = benchReport({ floor, rows: [measures("/")], probes: [probe], routeCount: 75 });
    expect(some).toContain("A run on 1 of the 75 routes (BENCH_ROUTES)");
    expect(benchReport({ floor, rows: [measures("/")], probes: [probe] })).not.toContain(
      "BENCH_ROUTES",
    );
  });

  it("says when the pages' chunks were not deferred, so the two reports can be told apart", () => {
    const withDeferral = benchReport({
      floor,
      rows: [measures("/")],
      probes: [probe],
    });
    const without = benchReport({
      floor,
      rows: [measures("/")],
      probes: [probe],
      deferred: false,
    });
    expect(withDeferral).not.toContain("GIGLOOM_DEFER_SCRIPTS=off");
    expect(without).toContain(
      "same post-build step without the deferral (GIGLOOM_DEFER_SCRIPTS=off)",
    );
  });
});

describe("the search's part of the bench report", () => {
  const section = searchReport([
    search,
    { ...search, from: undefined, afterLastKey: 1042.5 },
    { ...search, route: "/es/buscar", from: "/es", query: "derechos de uso", afterLastKey: 412 },
  ]);
  const lines = section.split("\n");

  it("gives the time to results per search page, each way it is opened, against its target", () => {
    expect(lines[0]).toBe(SEARCH_HEADING);
    expect(lines[2]).toMatch(
      /a key every 100 ms\. Medians of 3 opens each way, ms\. Target: results within 300 ms of the last key\.$/,
    );
    expect(lines).toContain('| /search | from /, by "/" | usage rights | 2480 | 97 | 1310 | met |');
    expect(lines).toContain(
      "| /search | first visit, by its address | usage rights | 2480 | 1043 | 1310 | missed |",
    );
    expect(lines).toContain(
      '| /es/buscar | from /es, by "/" | derechos de uso | 2480 | 412 | 1310 | missed |',
    );
  });

  it("is a part of its own, after the bench's tables, which a run of the search alone replaces", () => {
    const bench = "# Bench\n\n| route |\n";
    const scale = "## The site at scale\n\n| posts |\n";
    const older = section.replace("| 97 |", "| 480 |");
    const merged = mergeReport(`${bench}\n${older}\n${scale}`, { search: section });
    expect(splitReport(merged)).toEqual({ bench, search: section, scale });
    expect(mergeReport(merged, { bench })).toBe(merged);
  });
});
