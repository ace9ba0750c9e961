import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { CONTACT_COLLECTION } from "@/lib/contact/contract.mjs";
import type { ContactRequest } from "@/lib/contact/schema";
import { notificationMail, type MailSettings, type NotificationMail } from "./notification-mail";

export type Mailer = { send: (mail: NotificationMail) => Promise<unknown> };

/** A request's notification: pending, then sending (claimed), then sent or failed. */
export type NotificationState = "pending" | "sending" | "sent" | "failed";

const RETRYABLE: NotificationState[] = ["pending", "failed"];

/**
 * E-mails the team about one stored request, at most once. The attempt first claims the
 * request in a transaction (pending or failed → sending), so two senders (the request's own
 * call and the retry job) can never both mail it; a failure marks it failed, with the error,
 * for the retry job. A request left "sending" (the process died mid-send) is not retried,
 * because it may have been mailed; docs/contact.md says how to find and check one.
 */
export async function notifyTeam(
  db: Firestore,
  requestId: string,
  mailer: Mailer,
  settings: MailSettings,
): Promise<NotificationState | "not-due"> {
  const ref = db.collection(CONTACT_COLLECTION).doc(requestId);
  const claimed = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!RETRYABLE.includes(snapshot.get("notification.state"))) return undefined;
    transaction.update(ref, {
      "notification.state": "sending",
      "notification.attempts": FieldValue.increment(1),
    });
    return snapshot;
  });
  if (!claimed) return "not-due";

  const request = claimed.data() as ContactRequest;
  const receivedAt = claimed.get("createdAt")?.toDate() ?? new Date();
  try {
    await mailer.send(notificationMail(requestId, request, receivedAt, settings));
  } catch (error) {
    await ref.update({
      "notification.state": "failed",
      "notification.error": String((error as Error)?.message ?? error).slice(0, 500),
    });
    return "failed";
  }
  await ref.update({
    "notification.state": "sent",
    "notification.sentAt": FieldValue.serverTimestamp(),
    "notification.error": FieldValue.delete(),
  });
  return "sent";
}

/** Sends every request whose notification is still pending or failed; returns the outcomes. */
export async function notifyUnnotified(
  db: Firestore,
  mailer: Mailer,
  settings: MailSettings,
): Promise<Record<string, NotificationState | "not-due">> {
  const due = await db
    .collection(CONTACT_COLLECTION)
    .where("notification.state", "in", RETRYABLE)
    .get();
  const outcomes: Record<string, NotificationState | "not-due"> = {};
  for (const request of due.docs) {
    outcomes[request.id] = await notifyTeam(db, request.id, mailer, settings);
  }
  return outcomes;
}
