export type CreatorPayout = {
  /** Gigloom's platform fee on the gig, in cents. */
  feeCents: number;
  /** What reaches the creator, in cents. */
  payoutCents: number;
};

/** Splits a gig fee into the platform fee (rounded to the nearest cent) and the creator's payout. */
export function creatorPayout(gigFeeCents: number, feePercent: number): CreatorPayout {
  if (!Number.isSafeInteger(gigFeeCents) || gigFeeCents < 0) {
    throw new RangeError(`gigFeeCents must be a whole number of cents >= 0, got ${gigFeeCents}`);
  }
  if (!(feePercent >= 0 && feePercent < 100)) {
    throw new RangeError(`feePercent must be from 0 to below 100, got ${feePercent}`);
  }
  const feeCents = Math.round((gigFeeCents * feePercent) / 100);
  return { feeCents, payoutCents: gigFeeCents - feeCents };
}
