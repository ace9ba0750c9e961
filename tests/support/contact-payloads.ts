import { CONTACT_LIMITS } from "@/lib/contact/contract.mjs";

/** A request that satisfies every limit, for tests to vary one field at a time. */
export const VALID_REQUEST = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  topic: "brand",
  message: "We'd like to run a campaign with ten creators next spring.",
  consent: true,
} as const;

/** A copy of `object` without `key`. */
export function without<T extends object>(object: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...object };
  delete copy[key];
  return copy;
}

export const text = (length: number, fill = "a") => fill.repeat(length);

/**
 * A well-formed address of exactly `length` (13 or more) characters: a local part of at most 64
 * characters and as many 63-letter domain labels as it takes, like a real long address.
 */
export function emailOfLength(length: number): string {
  const domain = "example.com";
  if (length < domain.length + 2) throw new RangeError(`No address of ${length} characters here`);
  const label = `${text(63, "b")}.`;
  const room = length - domain.length - 1;
  const labels = Math.floor((room - 1) / label.length);
  return `${text(room - labels * label.length, "a")}@${label.repeat(labels)}${domain}`;
}

type Limited = keyof typeof CONTACT_LIMITS;

/**
 * For each limit: a value exactly at it and one past it, on both sides. The email has an
 * upper limit only; its lower side is the address pattern.
 */
export function boundaryCases(): Array<{
  field: Limited;
  length: number;
  valid: boolean;
  value: string;
}> {
  const cases: Array<{ field: Limited; length: number; valid: boolean; value: string }> = [];
  for (const field of ["name", "company", "message"] as const) {
    const { min, max } = CONTACT_LIMITS[field];
    for (const [length, valid] of [
      [min - 1, false],
      [min, true],
      [max, true],
      [max + 1, false],
    ] as const) {
      cases.push({ field, length, valid, value: text(length) });
    }
  }
  const { max } = CONTACT_LIMITS.email;
  cases.push({ field: "email", length: max, valid: true, value: emailOfLength(max) });
  cases.push({ field: "email", length: max + 1, valid: false, value: emailOfLength(max + 1) });
  return cases;
}
