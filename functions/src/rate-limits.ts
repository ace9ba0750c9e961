import { CONTACT_RATE_LIMITS } from "@/lib/contact/contract.mjs";

export type LimitName = keyof typeof CONTACT_RATE_LIMITS;

/** When each request a limit counted was stored, in milliseconds since the epoch. */
export type Counted = Record<LimitName, readonly number[]>;

export type Admission =
  | { admitted: true; counted: Counted }
  | { admitted: false; limit: LimitName; retryAfterMs: number };

const windowMs = (name: LimitName) => CONTACT_RATE_LIMITS[name].windowMinutes * 60_000;

/**
 * Whether one more request may be stored at `now`, given what each limit has counted. Sliding
 * windows: a request stops counting once its window has passed. Admitted, it returns what to
 * store next (the old entries dropped, `now` added); refused, how long until a slot frees up.
 */
export function admit(now: number, counted: Counted): Admission {
  const next = {} as Record<LimitName, number[]>;
  for (const name of Object.keys(CONTACT_RATE_LIMITS) as LimitName[]) {
    const recent = counted[name].filter((at) => at > now - windowMs(name)).sort((a, b) => a - b);
    const { max } = CONTACT_RATE_LIMITS[name];
    if (recent.length >= max) {
      const freesAt = recent[recent.length - max]! + windowMs(name);
      return { admitted: false, limit: name, retryAfterMs: freesAt - now };
    }
    next[name] = [...recent, now];
  }
  return { admitted: true, counted: next };
}

/** When a limit's record can be deleted: once its latest entry has left the window. */
export function forgetAfter(name: LimitName, counted: readonly number[]): number {
  return Math.max(...counted) + windowMs(name);
}
