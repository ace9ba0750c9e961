import { describe, expect, it } from "vitest";
import { directoryScaleSizes } from "../../scripts/bench/bench-directory-scale.mjs";
import {
  costPerCreator,
  directoryScaleReport,
  type DirectoryScaleRow,
} from "../../scripts/bench/directory-scale-report.mjs";
import { mergeReport, splitReport } from "../../scripts/bench/report-file.mjs";

const row = (profiles: number, listed: number, seconds: number, bytes: number) =>
  ({
    profiles,
    listed,
    build: { images: 1, next: seconds - 2, postbuild: 1 },
    out: {
      bytes,
      htmlPages: 200 + 2 * listed,
      creatorPages: 2 * listed,
      largest: { path: "/pricing.html", bytes: 90_000 },
      directoryBytes: 70_000,
    },
  }) satisfies DirectoryScaleRow;

describe("the directory's scale bench", () => {
  it("measures the demo's directory and 5,000 profiles unless told otherwise, and refuses what is no count", () => {
    expect(directoryScaleSizes(undefined)).toEqual([68, 5000]);
    expect(directoryScaleSizes("60, 600")).toEqual([60, 600]);
    expect(() => directoryScaleSizes("60,many")).toThrow(/many/);
  });

  it("costs each listed creator added over the first row, and reports a row per size", () => {
    const rows = [row(68, 62, 100, 30_000_000), row(5000, 4562, 1000, 930_000_000)];
    const cost = costPerCreator(rows[0]!, rows[1]!)!;
    expect(cost.seconds).toBeCloseTo(900 / 4500);
    expect(cost.kilobytes).toBeCloseTo(200);
    const report = directoryScaleReport(rows, { host: "Host: 2 cores." });
    expect(report).toContain("| 5000 (4562 listed) | 1000 (1 + 998 + 1) | 930.0 | 9324 | 9124 |");
    expect(report).toContain("0.200 s, 200 KB");
    expect(report).toContain("(base)");
  });

  it("has a section of its own in the report, which a later run replaces and the others keep", () => {
    const first = mergeReport("", {
      bench: "# Bench",
      directoryScale: directoryScaleReport([row(68, 62, 100, 1)], { host: "A." }),
    });
    const second = mergeReport(first, {
      directoryScale: directoryScaleReport([row(68, 62, 90, 1)], { host: "B." }),
    });
    expect(splitReport(second).bench?.trim()).toBe("# Bench");
    expect(splitReport(second).directoryScale).toContain("B.");
    expect(second).not.toContain("A.");
  });
});
