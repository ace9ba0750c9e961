import { describe, expect, it } from "vitest";
import {
  calibratedSlowdown,
  median,
  medians,
  missedTargets,
  ratio,
} from "../../scripts/bench/bench-stats.mjs";

const run = (performance: number, tbt: number, failed: string[] = []) => ({
  performance,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcp: 1000 + tbt,
  tbt,
  cls: 0,
  failed,
});

describe("bench arithmetic", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0.9, 1, 0.99, 0.97])).toBeCloseTo(0.98);
  });

  it("reduces runs to per-measure medians and collects every failed audit", () => {
    const result = medians([run(0.99, 10), run(0.9, 200, ["unused-javascript"]), run(0.97, 30)]);
    expect(result).toMatchObject({ performance: 0.97, tbt: 30, lcp: 1030, cls: 0 });
    expect(result.failed).toEqual(["unused-javascript"]);
  });

  it("gives ratios to the floor, and says nothing where the floor is 0", () => {
    expect(ratio(150, 100)).toBe("1.50×");
    expect(ratio(0, 0)).toBe("1.00×");
    expect(ratio(20, 0)).toBe("—");
  });

  it("names each missed target", () => {
    const row = { ...run(0.96, 0), firstLoadJs: 150_000 };
    expect(missedTargets(row, 140_000, 25 * 1024)).toEqual([]);
    expect(
      missedTargets(
        { ...row, performance: 0.94, seo: 0.92, cls: 0.01, firstLoadJs: 170_000 },
        140_000,
        25 * 1024,
      ),
    ).toEqual(["performance at 4×", "seo", "CLS", "JS"]);
    expect(missedTargets({ ...row, calibratedPerformance: 0.9 }, 140_000, 25 * 1024)).toEqual([
      "performance calibrated",
    ]);
  });

  it("scales the CPU slowdown to the host, within 1× and Lighthouse's default 4×", () => {
    // A host in the middle of Lighthouse's high-end desktop bracket keeps the default.
    expect(calibratedSlowdown(1750)).toBe(4);
    // A low-end desktop (1000–1500): about 2×, as Lighthouse's throttling guide suggests.
    expect(calibratedSlowdown(1000)).toBe(2.3);
    expect(calibratedSlowdown(2400)).toBe(4);
    expect(calibratedSlowdown(200)).toBe(1);
  });
});
