import { describe, expect, it } from "vitest";
import { limitLabel, limitValue } from "@/domain/pricing/limits";

describe("limitLabel", () => {
  const seat = { one: "seat", other: "seats" };
  it("uses the singular for one, the plural otherwise, and says unlimited for null", () => {
    expect(limitLabel(1, seat)).toBe("1 seat");
    expect(limitLabel(5, seat)).toBe("5 seats");
    expect(limitLabel(null, seat)).toBe("Unlimited seats");
  });
});

describe("limitValue", () => {
  it("writes a number as itself and null as unlimited", () => {
    expect(limitValue(15)).toBe("15");
    expect(limitValue(null)).toBe("Unlimited");
  });
});
