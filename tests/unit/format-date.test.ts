import { describe, expect, it } from "vitest";
import { formatDate, formatPeriod } from "@/lib/format-date";

describe("date formatting", () => {
  it("writes a calendar date without a time-zone shift", () => {
    expect(formatDate("2026-03-01")).toBe("March 1, 2026");
    expect(formatDate("2026-12-31")).toBe("December 31, 2026");
  });

  it("writes campaign periods compactly", () => {
    expect(formatPeriod("2026-01", "2026-03")).toBe("Jan – Mar 2026");
    expect(formatPeriod("2025-10", "2026-01")).toBe("Oct 2025 – Jan 2026");
    expect(formatPeriod("2026-05", "2026-05")).toBe("May 2026");
  });

  it("writes dates and periods in the page's language", () => {
    expect(formatDate("2026-03-01", "es")).toBe("1 de marzo de 2026");
    expect(formatPeriod("2026-01", "2026-03", "es")).toBe("ene–mar 2026");
    expect(formatPeriod("2026-05", "2026-05", "es")).toBe("may 2026");
  });
});
