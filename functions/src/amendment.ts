import { Timestamp } from "firebase-admin/firestore";
import { AMENDMENT_WINDOW_MINUTES } from "@/lib/contact/contract.mjs";

const AMENDMENT_WINDOW_MS = AMENDMENT_WINDOW_MINUTES * 60_000;

/** Until when a request that arrives at `arrival` may be corrected; stored with it. */
export const amendableUntil = (arrival: Date) =>
  Timestamp.fromMillis(arrival.getTime() + AMENDMENT_WINDOW_MS);

/**
 * Whether a call at `now` from the network `clientNetworkHash` may correct a stored request:
 * only within the window after it first arrived, and only from the network it came from (the
 * one its rate limit counts), so an id read from a mail's Message-ID is no key to it. A request
 * stored before requests carried their deadline is past it.
 */
export function mayAmend(
  stored: { get: (field: string) => unknown },
  { clientNetworkHash, now }: { clientNetworkHash: string; now: Date },
): boolean {
  const until = stored.get("amendableUntil") as Timestamp | undefined;
  return (
    stored.get("clientNetworkHash") === clientNetworkHash &&
    until !== undefined &&
    now.getTime() < until.toMillis()
  );
}
