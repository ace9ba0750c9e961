import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import { dataRetention } from "@/config/data-retention";
import { HONEYPOT_FIELD } from "@/lib/contact/contract.mjs";
import { clientNetwork, saltedHash } from "./client-address";
import { MAIL_WAIT_FOR_VISITOR_MS } from "./mail-timing";
import { storeRequest } from "./store-request";
import { submissionSchema } from "./submission";

export type SubmissionContext = {
  db: Firestore;
  now: Date;
  clientAddress: string;
  /** The secret that keys every stored hash. */
  salt: string;
  /** Tells the team about a newly stored or corrected request (notifyTeam records a failure). */
  notify: (requestId: string) => Promise<unknown>;
  /** How long the answer waits for `notify`; the default is MAIL_WAIT_FOR_VISITOR_MS. */
  mailWaitMs?: number;
};

/**
 * `alreadyStored`: this id was stored by an earlier call (a retry after a lost answer).
 * `amended`: it was, with other contents, which this call's contents replaced.
 */
export type SubmissionResult = { reference: string; alreadyStored: boolean; amended: boolean };

/** Arrival plus the retention period the privacy policy states. */
export function expiryFor(arrival: Date): Date {
  const expiry = new Date(arrival);
  expiry.setUTCMonth(expiry.getUTCMonth() + dataRetention.contactMessagesMonths);
  return expiry;
}

/**
 * `submitContactRequest`: validates with the contract, answers a filled honeypot like a
 * success without keeping anything, stores the request once per id within the rate limits,
 * then e-mails the team. A repeated id (a retry after a lost answer) is a success that stores
 * and sends nothing new, unless its contents changed: then it is a correction (store-request.ts),
 * refused as `already-exists` once the request is past correcting (amendment.ts).
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
  const { requestId, locale, [HONEYPOT_FIELD]: honeypot, ...request } = parsed.data;
  if (honeypot?.trim()) return { reference: requestId, alreadyStored: false, amended: false };

  const networkHash = saltedHash(context.salt, "network", clientNetwork(context.clientAddress));
  const outcome = await storeRequest(context.db, {
    requestId,
    request,
    locale,
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
  if (outcome.kind === "not-amendable") {
    // The form explains it, and offers to send the visitor's text as a new request.
    throw new HttpsError(
      "already-exists",
      "This request can no longer be corrected: send it as a new one.",
      { reason: "not-amendable" },
    );
  }
  if (outcome.kind !== "already-stored") {
    await notifyWithin(requestId, context);
  }
  return {
    reference: requestId,
    alreadyStored: outcome.kind !== "stored",
    amended: outcome.kind === "amended",
  };
}

/**
 * Tries the team's mail, but answers the visitor after `mailWaitMs` at the latest. The request
 * is safe whatever happens here: a mail that fails, or never gets the chance, stays due for
 * retryContactNotifications, and the visitor is told their request arrived, which it did.
 */
async function notifyWithin(requestId: string, context: SubmissionContext): Promise<void> {
  // Called inside a promise chain, so that a synchronous throw (building the mailer, reading
  // its settings) is caught like a failed send.
  const notified = Promise.resolve()
    .then(() => context.notify(requestId))
    .catch((error: unknown) => {
      logger.error("Notifying the team failed; the retry job will", {
        requestId,
        error: String(error),
      });
    });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, context.mailWaitMs ?? MAIL_WAIT_FOR_VISITOR_MS);
  });
  await Promise.race([notified, waited]);
  clearTimeout(timer);
}
