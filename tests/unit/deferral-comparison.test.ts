import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deferralReport } from "../../scripts/bench/deferral-report.mjs";
import { servedSites } from "../../scripts/bench/deferral-hosting.mjs";
import {
  compareRoute,
  countVerdicts,
  interleavedModes,
  quantile,
  summarise,
  verdict,
} from "../../scripts/bench/deferral-stats.mjs";
import { mergeReport, splitReport, writeReport } from "../../scripts/bench/report-file.mjs";

type Mode = "deferred" | "not deferred";
/** Five runs per mode, alternating as the bench runs them, from each mode's LCP and TBT lists. */
function runs(deferred: { lcp: number[]; tbt: number[] }, notDeferred: typeof deferred) {
  const next: Record<Mode, number> = { deferred: 0, "not deferred": 0 };
  return interleavedModes().map((mode) => {
    const index = next[mode]++;
    const from = mode === "deferred" ? deferred : notDeferred;
    return { mode, lcp: from.lcp[index]!, tbt: from.tbt[index]! };
  });
}

describe("the deferral's side-by-side arithmetic", () => {
  it("alternates the modes, each first in every other pair, five runs each", () => {
    const order = interleavedModes();
    expect(order.slice(0, 4)).toEqual(["deferred", "not deferred", "not deferred", "deferred"]);
    expect(order.filter((mode) => mode === "deferred")).toHaveLength(5);
    expect(order.filter((mode) => mode === "not deferred")).toHaveLength(5);
  });

  it("summarises a measure as its median and interquartile range, which one stray run leaves alone", () => {
    // Five runs: the quartiles are the 2nd and the 4th value in order.
    expect(summarise([1400, 1200, 1900, 1300, 1350])).toEqual({
      median: 1350,
      q1: 1300,
      q3: 1400,
    });
    expect(summarise([1400, 1200, 9000, 1300, 1350])).toEqual(
      summarise([1400, 1200, 1900, 1300, 1350]),
    );
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(() => summarise([])).toThrow(/No runs/);
  });

  it("calls a difference only when it is larger than the wider of the two spreads", () => {
    const tight = { median: 1300, q1: 1250, q3: 1350 };
    expect(verdict(tight, { median: 1500, q1: 1450, q3: 1550 })).toBe(
      "deferral better by more than the spread",
    );
    expect(verdict({ median: 1500, q1: 1450, q3: 1550 }, tight)).toBe(
      "deferral worse by more than the spread",
    );
    // The same medians, but one mode's runs scatter over 300 ms: no verdict either way.
    expect(verdict(tight, { median: 1500, q1: 1300, q3: 1600 })).toBe("within the spread");
    expect(verdict({ median: 1500, q1: 1300, q3: 1600 }, tight)).toBe("within the spread");
  });

  it("compares a route's LCP and TBT per mode from its interleaved runs", () => {
    const compared = compareRoute(
      "/pricing",
      runs(
        { lcp: [1300, 1350, 1320, 1380, 1310], tbt: [150, 600, 200, 90, 300] },
        { lcp: [2000, 2100, 2050, 1980, 2200], tbt: [100, 700, 10, 250, 180] },
      ),
    );
    expect(compared.route).toBe("/pricing");
    expect(compared.lcp.deferred).toEqual({ median: 1320, q1: 1310, q3: 1350 });
    expect(compared.lcp.notDeferred).toEqual({ median: 2050, q1: 2000, q3: 2100 });
    expect(compared.lcp.verdict).toBe("deferral better by more than the spread");
    expect(compared.tbt.deferred.median).toBe(200);
    expect(compared.tbt.notDeferred.median).toBe(180);
    expect(compared.tbt.verdict).toBe("within the spread");
    expect(countVerdicts([compared], "lcp")).toEqual({
      "deferral better by more than the spread": 1,
      "deferral worse by more than the spread": 0,
      "within the spread": 0,
    });
  });

  it("reads each Hosting site's address from the emulator's log, colours and all", () => {
    const log =
      "i  hosting[bench-deferred]: Serving hosting files from: ../../out\n" +
      "✔  hosting[bench-deferred]: Local server: \u001b[4m\u001b[1mhttp://127.0.0.1:5000\u001b[22m\u001b[24m\n" +
      "✔  hosting[bench-not-deferred]: Local server: http://127.0.0.1:5005\n";
    expect(servedSites(log)).toEqual({
      "bench-deferred": "http://127.0.0.1:5000",
      "bench-not-deferred": "http://127.0.0.1:5005",
    });
  });
});

describe("the deferral's section of bench/report.md", () => {
  const home = compareRoute(
    "/",
    runs(
      { lcp: [1300, 1350, 1320, 1380, 1310], tbt: [150, 160, 170, 180, 190] },
      { lcp: [2000, 2100, 2050, 1980, 2200], tbt: [400, 420, 440, 460, 480] },
    ),
  );
  const terms = compareRoute(
    "/terms",
    runs(
      { lcp: [1300, 1900, 1320, 1380, 1310], tbt: [50, 60, 70, 80, 90] },
      { lcp: [1250, 1500, 1350, 1300, 1600], tbt: [50, 60, 70, 80, 90] },
    ),
  );
  const section = deferralReport({
    routes: [home, terms],
    benchmarkIndexes: [1201.4, 2249.2, 1800],
    minutes: 48.6,
    repeated: 2,
  });
  const lines = section.split("\n");

  it("says how it was measured, on what host and how long it took", () => {
    expect(lines[0]).toBe("## The deferral, side by side");
    expect(section).toContain("5 runs per route and mode, alternating");
    expect(section).toContain(
      "the interquartile range (with 5 runs, the 2nd to the 4th value in order)",
    );
    expect(section).toContain(
      "Host benchmark index 1201–2249; the comparison took 49 min; 2 runs that Lighthouse could not measure were run again.",
    );
  });

  it("gives each route's medians and spreads per mode, with a verdict per measure", () => {
    expect(lines).toContain(
      "| / | 1320 (1310–1350) | 2050 (2000–2100) | **deferral better by more than the spread** | " +
        "170 (160–180) | 440 (420–460) | **deferral better by more than the spread** |",
    );
    expect(lines).toContain(
      "| /terms | 1320 (1310–1380) | 1350 (1300–1500) | within the spread | " +
        "70 (60–80) | 70 (60–80) | within the spread |",
    );
  });

  it("counts the verdicts and names the routes the deferral helps", () => {
    expect(lines).toContain(
      "- LCP: deferral better by more than the spread on 1 of 2 routes, worse by more than the spread on 0, within the spread on 1.",
    );
    expect(lines).toContain(
      "- Routes where the deferral improves LCP or TBT by more than the spread: /.",
    );
  });
});

describe("bench/report.md, written by two runs", () => {
  const bench = "# Bench: Lighthouse (mobile)\n\n| route |\n| / |\n";
  const deferral = "## The deferral, side by side\n\n| route |\n| /pricing |\n";

  it("keeps the full bench's tables when the side-by-side run writes its section", () => {
    const merged = mergeReport(bench, { deferral });
    expect(merged).toBe(`${bench}\n${deferral}`);
    expect(splitReport(merged)).toEqual({ bench, deferral });
  });

  it("keeps the side-by-side section when the full bench rewrites its tables", () => {
    const newer = "# Bench: Lighthouse (mobile)\n\n| route |\n| /blog |\n";
    expect(mergeReport(`${bench}\n${deferral}`, { bench: newer })).toBe(`${newer}\n${deferral}`);
  });

  it("replaces an earlier side-by-side section rather than adding a second", () => {
    const again = "## The deferral, side by side\n\n| route |\n| / |\n";
    const merged = mergeReport(`${bench}\n${deferral}`, { deferral: again });
    expect(merged).toBe(`${bench}\n${again}`);
    expect(merged.match(/## The deferral, side by side/g)).toHaveLength(1);
  });

  it("writes the file, starting one where there is none", () => {
    const file = join(mkdtempSync(join(tmpdir(), "bench-report-")), "report.md");
    writeReport({ deferral }, file);
    expect(readFileSync(file, "utf8")).toBe(deferral);
    writeReport({ bench }, file);
    expect(readFileSync(file, "utf8")).toBe(`${bench}\n${deferral}`);
    writeFileSync(file, `${bench}\n${deferral}`);
    writeReport({ bench }, file);
    expect(readFileSync(file, "utf8")).toBe(`${bench}\n${deferral}`);
  });
});
