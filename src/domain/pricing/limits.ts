/** How a usage limit is named: "1 seat", "15 active gigs". */
export type Noun = { one: string; other: string };

export const ACTIVE_GIGS: Noun = { one: "active gig", other: "active gigs" };
export const SEATS: Noun = { one: "seat", other: "seats" };

/** "15" or "Unlimited": a limit on its own, as in a table cell. `null` means unlimited. */
export function limitValue(limit: number | null): string {
  return limit === null ? "Unlimited" : String(limit);
}

/** "1 seat", "15 active gigs", "Unlimited seats". */
export function limitLabel(limit: number | null, noun: Noun): string {
  return `${limitValue(limit)} ${limit === 1 ? noun.one : noun.other}`;
}
