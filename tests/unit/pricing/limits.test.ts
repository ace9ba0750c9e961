import { describe, expect, it } from "vitest";
import { limitLabel, limitValue } from "@/domain/pricing/limits";

describe("limitLabel", () => {
  it("uses the singular for one, the plural otherwise, and the unlimited phrase for null", () => {
    const seat = { one: "seat", other: "seats", unlimited: "Unlimited seats" };
    expect(limitLabel(1, seat)).toBe("1 seat");
    expect(limitLabel(5, seat)).toBe("5 seats");
    expect(limitLabel(null, seat)).toBe("Unlimited seats");
  });

  it("takes another language's word order for unlimited", () => {
    const gig = {
      one: "encargo activo",
      other: "encargos activos",
      unlimited: "Encargos activos ilimitados",
    };
    expect(limitLabel(1, gig)).toBe("1 encargo activo");
    expect(limitLabel(null, gig)).toBe("Encargos activos ilimitados");
  });
});

describe("limitValue", () => {
  it("writes a number as itself and null as the word given for unlimited", () => {
    expect(limitValue(15, "Unlimited")).toBe("15");
    expect(limitValue(null, "Ilimitado")).toBe("Ilimitado");
  });
});
