import { describe, expect, it } from "vitest";
import { formatMoney } from "@/domain/pricing/format";

describe("formatMoney", () => {
  it("drops the cents from whole amounts", () => {
    expect(formatMoney(49_00, "USD", "en-US")).toBe("$49");
    expect(formatMoney(1_428_00, "USD", "en-US")).toBe("$1,428");
  });

  it("keeps the cents when there are any", () => {
    expect(formatMoney(94, "USD", "en-US")).toBe("$0.94");
    expect(formatMoney(449_50, "USD", "en-US")).toBe("$449.50");
  });

  it("writes the amount as the page's locale does", () => {
    expect(formatMoney(1_428_00, "EUR", "es-ES")).toBe("1428\u00a0€");
    expect(formatMoney(449_50, "USD", "es-MX")).toBe("USD\u00a0449.50");
  });

  it("uses the currency it is given", () => {
    expect(formatMoney(10_00, "EUR", "en-US")).toBe("€10");
  });
});
