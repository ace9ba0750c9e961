import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import { dataRetention } from "@/config/data-retention";
import { HONEYPOT_FIELD } from "@/lib/contact/contract.mjs";
import { clientNetwork, saltedHash } from "./client-address";
import { storeRequest } from "./store-request";
import { submissionSchema } from "./submission";

export type SubmissionContext = {
  db: Firestore;
  now: Date;
  clientAddress: string;
  /** The secret that keys every stored hash. */
  salt: string;
  /** Tells the team about a newly stored request (notifyTeam records a failed send). */
  notify: (requestId: string) => Promise<unknown>;
};

/** `alreadyStored`: this id was stored by an earlier call (a retry after a lost answer). */
export type SubmissionResult = { reference: string; alreadyStored: boolean };

/** Arrival plus the retention period the privacy policy states. */
export function expiryFor(arrival: Date): Date {
  const expiry = new Date(arrival);
  expiry.setUTCMonth(expiry.getUTCMonth() + dataRetention.contactMessagesMonths);
  return expiry;
}

/**
 * `submitContactRequest`: validates with the contract, answers a filled honeypot like a
 * success without keeping anything, stores the request once per id within the rate limits,
 * then e-mails the team. A repeated id (a retry after a lost answer) is a success that
 * stores and sends nothing new.
 */
export async function handleSubmission(
  data: unknown,
  context: SubmissionContext,
): Promise<SubmissionResult> {
  const parsed = submissionSchema.safeParse(data);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue?.path[0] ?? "request");
    throw new HttpsError("invalid-argument", `${field}: ${issue?.message}`, { field });
  }
  const { requestId, [HONEYPOT_FIELD]: honeypot, ...request } = parsed.data;
  if (honeypot?.trim()) return { reference: requestId, alreadyStored: false };

  const networkHash = saltedHash(context.salt, "network", clientNetwork(context.clientAddress));
  const outcome = await storeRequest(context.db, {
    requestId,
    request,
    limitKeys: {
      perNetwork: networkHash,
      perEmail: saltedHash(context.salt, "email", request.email.toLowerCase()),
    },
    clientNetworkHash: networkHash,
    now: context.now,
    expireAt: expiryFor(context.now),
  });

  if (outcome.kind === "refused") {
    const retryAfterSeconds = Math.ceil(outcome.retryAfterMs / 1000);
    throw new HttpsError(
      "resource-exhausted",
      `Too many messages ${outcome.limit === "perEmail" ? "from this address" : "from this network"}; try again in ${retryAfterSeconds} s.`,
      { limit: outcome.limit, retryAfterSeconds },
    );
  }
  if (outcome.kind === "stored") {
    // The request is safe whatever happens here: a notification that could not even be
    // attempted stays pending for retryContactNotifications, and the visitor gets their answer.
    await context.notify(requestId).catch((error: unknown) => {
      logger.error("Notifying the team failed; the retry job will", {
        requestId,
        error: String(error),
      });
    });
  }
  return { reference: requestId, alreadyStored: outcome.kind === "already-stored" };
}
