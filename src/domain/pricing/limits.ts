/**
 * How a usage limit is named in one language: "1 seat", "15 active gigs", "Unlimited seats".
 * The words come from the page's messages; this layer only chooses between them.
 */
export type Noun = { one: string; other: string; unlimited: string };

/** "15", or the language's word for unlimited: a limit on its own, as in a table cell. */
export function limitValue(limit: number | null, unlimited: string): string {
  return limit === null ? unlimited : String(limit);
}

/** "1 seat", "15 active gigs", "Unlimited seats". `null` means unlimited. */
export function limitLabel(limit: number | null, noun: Noun): string {
  if (limit === null) return noun.unlimited;
  return `${limit} ${limit === 1 ? noun.one : noun.other}`;
}
