import { describe, expect, it } from "vitest";
import { chartRows } from "@/lib/content/results-chart";

const base = { baselineLabel: "Last quarter", measurement: "Platform analytics, 30 days." };

describe("chartRows", () => {
  const rows = chartRows(
    [
      { ...base, metric: "views", value: 2_400_000, baseline: 800_000 },
      { ...base, metric: "costPerAcquisition", value: 20, baseline: 40 },
    ],
    200,
    "en",
  );

  it("scales each metric to its own larger value", () => {
    expect(rows[0]?.campaign.width).toBe(200);
    expect(rows[0]?.baseline.width).toBe(67);
    expect(rows[1]?.campaign.width).toBe(100);
    expect(rows[1]?.baseline.width).toBe(200);
  });

  it("labels values and says in words how the campaign compares", () => {
    expect(rows[0]).toMatchObject({
      label: "Views",
      campaign: { text: "2.4M" },
      baseline: { text: "800K" },
      summary: "Views: 2.4M, 200% higher than the baseline of 800K (Last quarter).",
    });
    expect(rows[1]?.lowerIsBetter).toBe(true);
    expect(rows[1]?.summary).toBe(
      "Cost per acquisition: $20, 50% lower than the baseline of $40 (Last quarter); lower is better.",
    );
  });
});

describe("chartRows in Spanish", () => {
  it("writes the labels, numbers and sentence in the page's language", () => {
    const [row] = chartRows(
      [{ ...base, metric: "costPerAcquisition", value: 20, baseline: 40 }],
      200,
      "es",
    );
    expect(row).toMatchObject({
      label: "Costo por adquisición",
      campaign: { text: "USD\u00a020" },
      summary:
        "Costo por adquisición: USD\u00a020, 50% por debajo de la referencia de USD\u00a040 (Last quarter); menos es mejor.",
    });
  });
});
