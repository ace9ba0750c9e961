import { describe, expect, it } from "vitest";
import { fillSlots, slot } from "@/lib/rates/slots";

describe("the calculator's sentences", () => {
  it("fill every slot, each as often as it appears", () => {
    const template = `${slot("low")} to ${slot("high")}, typically ${slot("typical")} (${slot("low")})`;
    expect(fillSlots(template, { low: "$100", high: "$300", typical: "$200" })).toBe(
      "$100 to $300, typically $200 ($100)",
    );
  });

  it("take a value as text, never as a replacement pattern", () => {
    expect(fillSlots(`Total: ${slot("price")}`, { price: "$&1,000" })).toBe("Total: $&1,000");
  });
});
