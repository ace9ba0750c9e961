import { describe, expect, it } from "vitest";
import { formatMoney } from "@/domain/pricing/format";

describe("formatMoney", () => {
  it("drops the cents from whole amounts", () => {
    expect(formatMoney(49_00, "USD")).toBe("$49");
    expect(formatMoney(1_428_00, "USD")).toBe("$1,428");
  });

  it("keeps the cents when there are any", () => {
    expect(formatMoney(94, "USD")).toBe("$0.94");
    expect(formatMoney(449_50, "USD")).toBe("$449.50");
  });

  it("uses the currency it is given", () => {
    expect(formatMoney(10_00, "EUR")).toBe("€10");
  });
});
