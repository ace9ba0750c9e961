import { randomUUID } from "node:crypto";
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from "firebase-admin/firestore";
import { DEFAULT_LOCALE, isLocale } from "@/config/locale";
import { CONTACT_COLLECTION } from "@/lib/contact/contract.mjs";
import { NOTIFICATION_LEASE_MS } from "./mail-timing";
import { notificationMail, type MailSettings, type NotificationMail } from "./notification-mail";
import { requestFields } from "./request-fields";

export type Mailer = { send: (mail: NotificationMail) => Promise<unknown> };

/** A request's notification: pending, then sending (claimed), then sent or failed. */
export type NotificationState = "pending" | "sending" | "sent" | "failed";

export type NotifyOutcome = "sent" | "failed" | "not-due" | "overtaken";

type Notification = {
  state?: NotificationState;
  leaseUntil?: Timestamp;
  claim?: string;
  sentRevision?: number;
};

/**
 * Whether a notification may be claimed at `now`: one never sent, or failed, or claimed by a
 * sender whose lease has run out (it died mid-send, or was stopped with its instance).
 */
function isDue(notification: Notification | undefined, now: Date): boolean {
  const state = notification?.state;
  if (state === "pending" || state === "failed") return true;
  return state === "sending" && (notification?.leaseUntil?.toMillis() ?? 0) <= now.getTime();
}

/**
 * E-mails the team about one stored request, each revision of it at most once. The attempt
 * first claims the request in a transaction (→ sending, with a lease and a claim of its own),
 * so two senders (the request's own call and the retry job) can never both mail it; the outcome
 * is recorded only while the claim is still this sender's. A failure marks it failed, with the
 * error, for the retry job, and so does a lease that runs out. A correction that arrived while
 * the mail was on its way is mailed next.
 */
export async function notifyTeam(
  db: Firestore,
  requestId: string,
  mailer: Mailer,
  settings: MailSettings,
  now = new Date(),
): Promise<NotifyOutcome> {
  const ref = db.collection(CONTACT_COLLECTION).doc(requestId);
  const claim = randomUUID();
  const claimed = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists || !isDue(snapshot.get("notification"), now)) return undefined;
    transaction.update(ref, {
      "notification.state": "sending",
      "notification.attempts": FieldValue.increment(1),
      "notification.claim": claim,
      "notification.leaseUntil": Timestamp.fromMillis(now.getTime() + NOTIFICATION_LEASE_MS),
    });
    return snapshot;
  });
  if (!claimed) return "not-due";

  const revision = (claimed.get("revision") as number | undefined) ?? 1;
  let failure: unknown;
  try {
    await mailer.send(mailFor(claimed, requestId, settings));
  } catch (error) {
    failure = error ?? "unknown error";
  }

  const recorded = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.get("notification.claim") !== claim) return "overtaken" as const;
    const release = {
      "notification.claim": FieldValue.delete(),
      "notification.leaseUntil": FieldValue.delete(),
    };
    if (failure !== undefined) {
      transaction.update(ref, {
        ...release,
        "notification.state": "failed",
        "notification.error": String((failure as Error)?.message ?? failure).slice(0, 500),
      });
      return "failed" as const;
    }
    const corrected = ((snapshot.get("revision") as number | undefined) ?? 1) > revision;
    transaction.update(ref, {
      ...release,
      "notification.state": corrected ? "pending" : "sent",
      "notification.sentRevision": revision,
      "notification.sentAt": FieldValue.serverTimestamp(),
      "notification.error": FieldValue.delete(),
    });
    return corrected ? ("corrected" as const) : ("sent" as const);
  });
  return recorded === "corrected" ? notifyTeam(db, requestId, mailer, settings, now) : recorded;
}

/** The mail for the revision a snapshot holds, naming what changed since the one last mailed. */
function mailFor(snapshot: DocumentSnapshot, requestId: string, settings: MailSettings) {
  const sentRevision = snapshot.get("notification.sentRevision") as number | undefined;
  const earlier = (snapshot.get("earlierRevisions") ?? []) as Array<Record<string, unknown>>;
  const lastMailed = earlier.find((version) => version.revision === sentRevision);
  // The address the team last had: the mailed version's, or the first one's if none was mailed.
  const earlierEmail = (lastMailed ?? earlier.find((version) => version.revision === 1))?.email;
  return notificationMail(
    {
      requestId,
      request: requestFields(snapshot.data()!),
      locale: storedLocale(snapshot.get("locale")),
      revision: (snapshot.get("revision") as number | undefined) ?? 1,
      receivedAt: snapshot.get("createdAt")?.toDate() ?? new Date(),
      lastMailed: lastMailed ? requestFields(lastMailed) : undefined,
      earlierEmail: typeof earlierEmail === "string" ? earlierEmail : undefined,
    },
    settings,
  );
}

/** A request stored before requests carried their language came from an English page. */
const storedLocale = (locale: unknown) =>
  typeof locale === "string" && isLocale(locale) ? locale : DEFAULT_LOCALE;

/** Sends every notification that is due (see isDue); returns the outcome for each request. */
export async function notifyUnnotified(
  db: Firestore,
  mailer: Mailer,
  settings: MailSettings,
  now = new Date(),
): Promise<Record<string, NotifyOutcome>> {
  const candidates = await db
    .collection(CONTACT_COLLECTION)
    .where("notification.state", "in", ["pending", "failed", "sending"])
    .get();
  const outcomes: Record<string, NotifyOutcome> = {};
  for (const request of candidates.docs) {
    if (!isDue(request.get("notification"), now)) continue;
    outcomes[request.id] = await notifyTeam(db, request.id, mailer, settings, now);
  }
  return outcomes;
}
