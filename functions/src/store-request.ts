import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { CONTACT_COLLECTION, RATE_LIMIT_COLLECTION } from "@/lib/contact/contract.mjs";
import type { ContactRequest } from "@/lib/contact/schema";
import { admit, forgetAfter, type LimitName } from "./rate-limits";

export type StoreOutcome =
  | { kind: "stored" }
  | { kind: "already-stored" }
  | { kind: "refused"; limit: LimitName; retryAfterMs: number };

type StoreInput = {
  requestId: string;
  request: ContactRequest;
  /** The salted hashes each limit counts under. */
  limitKeys: Record<LimitName, string>;
  clientNetworkHash: string;
  now: Date;
  expireAt: Date;
};

/**
 * Stores a request unless its id is already stored or a limit is reached, in one transaction:
 * the count and the write can never interleave with another call's, so concurrent calls
 * are admitted one at a time and a refused request counts nowhere.
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
      if (existing!.exists) return { kind: "already-stored" };

      const counted = Object.fromEntries(
        names.map((name, index) => [
          name,
          ((limits[index]!.get("counted") ?? []) as Timestamp[]).map((at) => at.toMillis()),
        ]),
      ) as Record<LimitName, number[]>;
      const admission = admit(input.now.getTime(), counted);
      if (!admission.admitted) return { kind: "refused", ...admission };

      transaction.create(requestRef, {
        ...input.request,
        createdAt: FieldValue.serverTimestamp(),
        expireAt: Timestamp.fromDate(input.expireAt),
        clientNetworkHash: input.clientNetworkHash,
        notification: { state: "pending", attempts: 0 },
      });
      names.forEach((name, index) => {
        const next = admission.counted[name];
        transaction.set(limitRefs[index]!, {
          counted: next.map((at) => Timestamp.fromMillis(at)),
          expireAt: Timestamp.fromMillis(forgetAfter(name, next)),
        });
      });
      return { kind: "stored" };
    },
    // Ten calls at once from one address contend for one record: let each wait its turn.
    { maxAttempts: 30 },
  );
}
