import { formatCount } from "@/lib/format-count";
import { fillTemplate, type MessageTemplate } from "./message-template";

/**
 * Why a contact request was not (or not yet) confirmed as stored. Each reason has its own
 * message for the visitor, in the page's language (messages' contact.failures); none of them
 * shows a provider code.
 */
export const SEND_FAILURES = [
  "offline",
  "no-acknowledgement",
  "refused",
  "unverified",
  "possibly-sent-before",
  "not-correctable",
  "unavailable",
  "deadline-exceeded",
  "resource-exhausted",
  "network",
  "unexpected",
] as const;
export type SendFailure = (typeof SEND_FAILURES)[number];

/** The codes the contact function's callable can end with (functions/src). */
const PROVIDER_CODES: Record<string, SendFailure> = {
  "invalid-argument": "refused",
  // App Check: a missing or invalid token (unauthenticated) or one used before.
  unauthenticated: "unverified",
  "failed-precondition": "unverified",
  unavailable: "unavailable",
  "deadline-exceeded": "deadline-exceeded",
  "resource-exhausted": "resource-exhausted",
  // A changed request under an id the server has kept for too long, or from another network.
  "already-exists": "not-correctable",
  "network-request-failed": "network",
};

/**
 * The failures that send the visitor's text again as a new request: it is there already, or
 * can no longer be corrected, so the same id would change nothing.
 */
export const RETRIES_AS_NEW_REQUEST: readonly SendFailure[] = [
  "possibly-sent-before",
  "not-correctable",
];

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

/** Firebase codes come bare ("unavailable") or prefixed by their service ("auth/..."). */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === "string" ? code.slice(code.lastIndexOf("/") + 1) : undefined;
}

export type FailureNotice = { title: string; body: string; retryLabel: string };

/** A wait in the page's language (messages' contact.wait): minutes and hours, roughly. */
export type WaitWords = {
  /** "Please try again in {wait}." */
  tryAgainIn: MessageTemplate;
  tryAgainLater: string;
  minute: string;
  /** "about {count} minutes" */
  minutes: MessageTemplate;
  hour: string;
  /** "about {count} hours" */
  hours: MessageTemplate;
};

/** The words for each failure, and for a wait, in the page's language. */
export type FailureWords = { notices: Record<SendFailure, FailureNotice>; wait: WaitWords };

/** A wait in words a visitor reads at a glance: "about 40 minutes", "about 3 hours". */
export function describeWait(seconds: number, words: WaitWords): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) {
    return minutes === 1
      ? words.minute
      : fillTemplate(words.minutes, { count: formatCount(minutes) });
  }
  const hours = Math.round(minutes / 60);
  return hours === 1 ? words.hour : fillTemplate(words.hours, { count: formatCount(hours) });
}

/** The notice for a failure; a rate-limit refusal's also says when to try again. */
export function describeSendFailure(
  failure: SendFailure,
  waitSeconds: number | undefined,
  words: FailureWords,
): FailureNotice {
  const notice = words.notices[failure];
  if (failure !== "resource-exhausted") return notice;
  const when = waitSeconds
    ? fillTemplate(words.wait.tryAgainIn, { wait: describeWait(waitSeconds, words.wait) })
    : words.wait.tryAgainLater;
  return { ...notice, body: `${notice.body} ${when}` };
}
