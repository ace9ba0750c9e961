import { describe, expect, it } from "vitest";
import { compareWithBaseline, formatMetric } from "@/lib/content/metrics";

describe("case-study metrics", () => {
  it("writes each kind of number the way readers expect", () => {
    expect(formatMetric("views", 2_400_000)).toBe("2.4M");
    expect(formatMetric("views", 86_000)).toBe("86K");
    expect(formatMetric("engagementRate", 6.1)).toBe("6.1%");
    expect(formatMetric("costPerAcquisition", 18.5)).toBe("$18.50");
    expect(formatMetric("costPerAcquisition", 22)).toBe("$22");
    expect(formatMetric("returnOnAdSpend", 3.2)).toBe("3.2×");
  });

  it("writes them as the page's language does, at build time", () => {
    expect(formatMetric("views", 2_400_000, "es")).toBe("2.4\u00a0M");
    expect(formatMetric("costPerAcquisition", 18.5, "es")).toBe("USD\u00a018.50");
    expect(formatMetric("engagementRate", 7.4, "es")).toBe("7.4%");
    expect(formatMetric("returnOnAdSpend", 4.1, "es")).toBe("4.1×");
  });

  it("counts a lower cost as an improvement and more views as one", () => {
    expect(compareWithBaseline("views", 1380, 1000)).toEqual({
      change: 38,
      improved: true,
      direction: "higher",
      percent: 38,
    });
    expect(compareWithBaseline("costPerAcquisition", 20.7, 30)).toEqual({
      change: -31,
      improved: true,
      direction: "lower",
      percent: 31,
    });
    expect(compareWithBaseline("returnOnAdSpend", 2, 2.5).improved).toBe(false);
    expect(compareWithBaseline("engagementRate", 4, 4).direction).toBe("level");
  });
});
