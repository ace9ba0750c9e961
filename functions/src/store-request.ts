import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import type { Locale } from "@/config/locale";
import { CONTACT_COLLECTION, RATE_LIMIT_COLLECTION } from "@/lib/contact/contract.mjs";
import { CONTACT_FIELDS } from "@/lib/contact/fields";
import type { ContactRequest } from "@/lib/contact/schema";
import { amendableUntil, mayAmend } from "./amendment";
import { admit, forgetAfter, type LimitName } from "./rate-limits";
import { requestFields, sameRequest } from "./request-fields";

export type StoreOutcome =
  | { kind: "stored" }
  | { kind: "already-stored" }
  /** The id was stored with other contents: the visitor corrected it, and it now holds these. */
  | { kind: "amended" }
  /** The id was stored with other contents, but too long ago, or from another network, to correct. */
  | { kind: "not-amendable" }
  | { kind: "refused"; limit: LimitName; retryAfterMs: number };

type StoreInput = {
  requestId: string;
  request: ContactRequest;
  /** The page's language; not part of the contents, so a retry from the other language's page is still a retry. */
  locale: Locale;
  /** The salted hashes each limit counts under. */
  limitKeys: Record<LimitName, string>;
  clientNetworkHash: string;
  now: Date;
  expireAt: Date;
};

/**
 * Stores a request within the rate limits, in one transaction: the count and the write can never
 * interleave with another call's, so concurrent calls are admitted one at a time and a refused
 * request counts nowhere. An id already stored with the same contents is a retry, and changes
 * nothing. An id stored with other contents is a correction (the visitor edited the form after an
 * uncertain send), if it comes in time and from the same network (./amendment.ts): it counts like
 * a new request, replaces the contents, keeps the earlier ones, and is due to be mailed again,
 * so the team always has what the visitor last sent.
 */
export function storeRequest(db: Firestore, input: StoreInput): Promise<StoreOutcome> {
  const requestRef = db.collection(CONTACT_COLLECTION).doc(input.requestId);
  const names = Object.keys(input.limitKeys) as LimitName[];
  const limitRefs = names.map((name) =>
    db.collection(RATE_LIMIT_COLLECTION).doc(input.limitKeys[name]),
  );

  return db.runTransaction(
    async (transaction): Promise<StoreOutcome> => {
      const [existing, ...limits] = await transaction.getAll(requestRef, ...limitRefs);
      if (existing!.exists && sameRequest(existing!.data()!, input.request)) {
        return { kind: "already-stored" };
      }
      if (existing!.exists && !mayAmend(existing!, input)) return { kind: "not-amendable" };

      const counted = Object.fromEntries(
        names.map((name, index) => [
          name,
          ((limits[index]!.get("counted") ?? []) as Timestamp[]).map((at) => at.toMillis()),
        ]),
      ) as Record<LimitName, number[]>;
      const admission = admit(input.now.getTime(), counted);
      if (!admission.admitted) return { kind: "refused", ...admission };

      names.forEach((name, index) => {
        const next = admission.counted[name];
        transaction.set(limitRefs[index]!, {
          counted: next.map((at) => Timestamp.fromMillis(at)),
          expireAt: Timestamp.fromMillis(forgetAfter(name, next)),
        });
      });

      if (!existing!.exists) {
        transaction.create(requestRef, {
          ...input.request,
          locale: input.locale,
          revision: 1,
          createdAt: FieldValue.serverTimestamp(),
          expireAt: Timestamp.fromDate(input.expireAt),
          clientNetworkHash: input.clientNetworkHash,
          amendableUntil: amendableUntil(input.now),
          notification: { state: "pending", attempts: 0 },
        });
        return { kind: "stored" };
      }

      const revision = ((existing!.get("revision") as number | undefined) ?? 1) + 1;
      transaction.update(requestRef, {
        // Every field as this request has it: an optional one it leaves out goes.
        ...Object.fromEntries(
          CONTACT_FIELDS.map(({ name }) => [name, input.request[name] ?? FieldValue.delete()]),
        ),
        // The team answers the correction in the language the visitor wrote it in.
        locale: input.locale,
        revision,
        amendedAt: FieldValue.serverTimestamp(),
        earlierRevisions: FieldValue.arrayUnion({
          ...requestFields(existing!.data()!),
          revision: revision - 1,
          replacedAt: Timestamp.fromDate(input.now),
        }),
        // A mail already sent held the old contents; one still to come will hold these.
        ...(existing!.get("notification.state") === "sent"
          ? { "notification.state": "pending" }
          : {}),
      });
      return { kind: "amended" };
    },
    // Ten calls at once from one address contend for one record: let each wait its turn.
    { maxAttempts: 30 },
  );
}
