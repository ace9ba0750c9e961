import { describe, expect, it } from "vitest";
import type { RouteMeasures } from "../../scripts/bench/bench-report.mjs";
import { directoryRoutesReport } from "../../scripts/bench/directory-routes-report.mjs";
import { mergeReport, splitReport } from "../../scripts/bench/report-file.mjs";

const measures = (route: string, tbt: number): RouteMeasures => ({
  route,
  performance: 0.99,
  calibratedPerformance: 0.98,
  slowdown: 5.2,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcp: 1200,
  tbt,
  calibratedTbt: tbt * 1.3,
  slowHostSlowdown: 9.5,
  slowHostPerformance: 0.97,
  slowHostTbt: tbt * 5,
  cls: 0,
  benchmarkIndex: 1500,
  failed: [],
  clsBrowser: 0,
  firstLoadJs: 40_000,
  firebaseBeforePaint: false,
});

describe("the directory's routes in the bench report", () => {
  it("is a row per route against this run's floor, in a section the full bench's run keeps", () => {
    const floor = measures("/", 20);
    const report = directoryRoutesReport({
      floor,
      rows: [measures("/directory", 30), measures("/c/ana-lopez-3fa9c1", 90)],
      host: "Host: 2 cores.",
    });
    expect(report).toContain("| /directory | 0.99 |");
    // The ratios' yardstick: the floor's TBT on the slow host, and how slow that host was.
    expect(report).toContain("slowed 9.5× for real");
    expect(report).toContain("the floor's TBT was 100 ms");
    expect(report).toMatch(/\| \/c\/ana-lopez-3fa9c1 .*\| 4\.50× \|/);
    const merged = mergeReport(mergeReport("", { bench: "# Bench" }), { directoryRoutes: report });
    const again = mergeReport(merged, { bench: "# Bench again" });
    expect(splitReport(again).directoryRoutes).toBe(splitReport(merged).directoryRoutes);
    expect(splitReport(again).bench?.trim()).toBe("# Bench again");
  });
});
