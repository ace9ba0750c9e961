import { describe, expect, it } from "vitest";
import { formatCount } from "@/lib/format-count";

describe("formatCount", () => {
  it.each([0, 7, 42, 999, 1000, 2000, 12345, 999999, 1000000, 1234567890, -1234])(
    "writes %i as en-US does",
    (count) => {
      expect(formatCount(count)).toBe(count.toLocaleString("en-US"));
    },
  );
});
