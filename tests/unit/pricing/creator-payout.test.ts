import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { creatorPayout } from "@/domain/pricing/creator-payout";

describe("creatorPayout", () => {
  it("deducts the platform fee from the gig fee", () => {
    expect(creatorPayout(500_00, 10)).toEqual({ feeCents: 50_00, payoutCents: 450_00 });
  });

  it("rounds the fee to the nearest cent, half a cent up", () => {
    expect(creatorPayout(1_05, 10)).toEqual({ feeCents: 11, payoutCents: 94 });
    expect(creatorPayout(1_04, 10)).toEqual({ feeCents: 10, payoutCents: 94 });
  });

  it("always splits the whole fee, with nothing lost or invented", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 99 }),
        (gig, percent) => {
          const { feeCents, payoutCents } = creatorPayout(gig, percent);
          expect(feeCents + payoutCents).toBe(gig);
          expect(Number.isInteger(feeCents)).toBe(true);
          expect(Math.abs(feeCents - (gig * percent) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it("rejects fractional cents and fees of 100% or more", () => {
    expect(() => creatorPayout(10.5, 10)).toThrow(RangeError);
    expect(() => creatorPayout(1000, 100)).toThrow(RangeError);
    expect(() => creatorPayout(1000, -1)).toThrow(RangeError);
  });
});
