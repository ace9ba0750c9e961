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

  it("counts a lower cost as an improvement and more views as one", () => {
    expect(compareWithBaseline("views", 1380, 1000)).toEqual({
      change: 38,
      improved: true,
      summary: "38% higher than",
    });
    expect(compareWithBaseline("costPerAcquisition", 20.7, 30)).toEqual({
      change: -31,
      improved: true,
      summary: "31% lower than",
    });
    expect(compareWithBaseline("returnOnAdSpend", 2, 2.5).improved).toBe(false);
    expect(compareWithBaseline("engagementRate", 4, 4).summary).toBe("level with");
  });
});
