/**
 * Why a contact request was not (or not yet) confirmed as stored. Each reason has its own
 * message for the visitor; none of them shows a provider code.
 */
export type SendFailure =
  | "offline"
  | "no-acknowledgement"
  | "refused"
  | "unverified"
  | "possibly-sent-before"
  | "unavailable"
  | "deadline-exceeded"
  | "resource-exhausted"
  | "network"
  | "unexpected";

/** The codes the contact function's callable can end with (functions/src). */
const PROVIDER_CODES: Record<string, SendFailure> = {
  "invalid-argument": "refused",
  // App Check: a missing or invalid token (unauthenticated) or one used before.
  unauthenticated: "unverified",
  "failed-precondition": "unverified",
  unavailable: "unavailable",
  "deadline-exceeded": "deadline-exceeded",
  "resource-exhausted": "resource-exhausted",
  "network-request-failed": "network",
};

/** A failed dynamic import or fetch: the browser lost the connection mid-way. */
const NETWORK_MESSAGE =
  /failed to fetch|networkerror|load failed|loading chunk|dynamically imported module/i;

/** Classifies an error thrown while sending. */
export function classifySendError(error: unknown): SendFailure {
  const code = errorCode(error);
  const failure = code ? PROVIDER_CODES[code] : undefined;
  if (failure) return failure;
  if (
    error instanceof Error &&
    (error.name === "ChunkLoadError" || NETWORK_MESSAGE.test(error.message))
  ) {
    return "network";
  }
  return "unexpected";
}

/** How long the server asked the visitor to wait, from a rate-limit refusal's details. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const details = (error as { details?: { retryAfterSeconds?: unknown } } | null)?.details;
  const seconds = details?.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? seconds : undefined;
}

/** A wait in words a visitor reads at a glance: "about 40 minutes", "about 3 hours". */
export function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return minutes === 1 ? "a minute" : `about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? "about an hour" : `about ${hours} hours`;
}

/** Firebase codes come bare ("unavailable") or prefixed by their service ("auth/..."). */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === "string" ? code.slice(code.lastIndexOf("/") + 1) : undefined;
}

export type FailureNotice = { title: string; body: string; retryLabel: string };

const KEPT = "Everything you wrote is still here.";

const NOTICES: Record<SendFailure, FailureNotice> = {
  offline: {
    title: "You're offline, so your message hasn't been sent yet",
    body: `${KEPT} Once you're connected again, choose "Try again".`,
    retryLabel: "Try again",
  },
  "no-acknowledgement": {
    title: "We can't confirm that your message arrived",
    body: `Our server hasn't answered for 10 seconds, so we can't say it was sent. ${KEPT} We'll keep trying while this page is open and show a confirmation here as soon as it arrives.`,
    retryLabel: "Try again now",
  },
  refused: {
    title: "We couldn't accept this message",
    body: `Our server turned it down. ${KEPT} Check each field and try again; if it happens again, please reload the page first.`,
    retryLabel: "Try again",
  },
  unverified: {
    title: "We couldn't confirm that this message comes from our site",
    body: `Our server checks each message against automated sending, and this check didn't pass. ${KEPT} Please reload the page, then send it again.`,
    retryLabel: "Try again",
  },
  "possibly-sent-before": {
    title: "We may already have this message",
    body: "You sent it from this device before, and that attempt seems to have reached us, so there's no need to send it again. If you changed it since, you can send it as a new message.",
    retryLabel: "Send as a new message",
  },
  unavailable: {
    title: "Our message service is unavailable right now",
    body: `${KEPT} Please try again in a minute.`,
    retryLabel: "Try again",
  },
  "deadline-exceeded": {
    title: "Our server took too long to answer",
    body: `Your message wasn't confirmed as sent. ${KEPT} Please try again.`,
    retryLabel: "Try again",
  },
  "resource-exhausted": {
    title: "Please wait before sending another message",
    body: `We've received several messages from you or your network in a short time, so we can't take another one yet. ${KEPT}`,
    retryLabel: "Try again",
  },
  network: {
    title: "The connection dropped while sending",
    body: `We can't confirm that your message arrived. ${KEPT} Check your connection and try again: we never keep the same message twice.`,
    retryLabel: "Try again",
  },
  unexpected: {
    title: "Something went wrong while sending your message",
    body: `We can't confirm that it arrived. ${KEPT} Please try again: we never keep the same message twice.`,
    retryLabel: "Try again",
  },
};

export function describeSendFailure(failure: SendFailure, waitSeconds?: number): FailureNotice {
  const notice = NOTICES[failure];
  if (failure !== "resource-exhausted") return notice;
  const when = waitSeconds ? `in ${describeWait(waitSeconds)}` : "later";
  return { ...notice, body: `${notice.body} Please try again ${when}.` };
}
