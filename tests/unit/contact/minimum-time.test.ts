import { describe, expect, it } from "vitest";
import { MINIMUM_TIME_ON_PAGE_MS, remainingWait } from "@/lib/contact/minimum-time";

describe("the minimum time on the page", () => {
  it("is a few seconds: long for a script, short for a person", () => {
    expect(MINIMUM_TIME_ON_PAGE_MS).toBeGreaterThanOrEqual(2_000);
    expect(MINIMUM_TIME_ON_PAGE_MS).toBeLessThanOrEqual(5_000);
  });

  it("holds back a send that comes too soon, for the rest of the time only", () => {
    expect(remainingWait(1_000, 1_500)).toBe(MINIMUM_TIME_ON_PAGE_MS - 500);
    expect(remainingWait(1_000, 1_000 + MINIMUM_TIME_ON_PAGE_MS)).toBe(0);
    expect(remainingWait(1_000, 60_000)).toBe(0);
  });
});
