import { describe, expect, it } from "vitest";
import {
  calibratedSlowdown,
  median,
  medians,
  missedTargets,
  ratio,
  hostSlowdownFor,
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
    const floor = { firstLoadJs: 140_000 };
    expect(missedTargets(row, floor, 25 * 1024)).toEqual([]);
    expect(
      missedTargets(
        { ...row, performance: 0.94, seo: 0.92, cls: 0.01, firstLoadJs: 170_000 },
        floor,
        25 * 1024,
      ),
    ).toEqual(["performance at 4×", "seo", "CLS", "JS"]);
    expect(missedTargets({ ...row, calibratedPerformance: 0.9 }, floor, 25 * 1024)).toEqual([
      "performance calibrated",
    ]);
  });

  it("holds a route on the slow host to the performance target and to twice the floor's TBT", () => {
    const row = { ...run(0.99, 0), firstLoadJs: 150_000, slowHostPerformance: 0.96 };
    const floor = { firstLoadJs: 140_000, slowHostTbt: 150 };
    expect(missedTargets({ ...row, slowHostTbt: 300 }, floor, 25 * 1024)).toEqual([]);
    expect(missedTargets({ ...row, slowHostTbt: 301 }, floor, 25 * 1024)).toEqual([
      "TBT over 2× the floor's",
    ]);
    expect(
      missedTargets({ ...row, slowHostPerformance: 0.94, slowHostTbt: 0 }, floor, 25 * 1024),
    ).toEqual(["performance on the slow host"]);
  });

  it("slows a faster host to the middle of the slow host's benchmark index, in half steps", () => {
    // The middle of 1,139–1,562 is 1,350.5: a host of 3,700 is 2.74 times as fast.
    expect(hostSlowdownFor(3700)).toBe(2.5);
    expect(hostSlowdownFor(4100)).toBe(3);
    // A host as slow as the issue's, or slower, is not slowed; none is slowed past 8×.
    expect(hostSlowdownFor(1400)).toBe(1);
    expect(hostSlowdownFor(900)).toBe(1);
    expect(hostSlowdownFor(20_000)).toBe(8);
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
