/**
 * Why a contact request was not (or not yet) confirmed as stored. Each reason has its own
 * message for the visitor; none of them shows a provider code.
 */
export type SendFailure =
  | "offline"
  | "no-acknowledgement"
  | "permission-denied"
  | "possibly-sent-before"
  | "unavailable"
  | "deadline-exceeded"
  | "resource-exhausted"
  | "network"
  | "unexpected";

const PROVIDER_CODES: Record<string, SendFailure> = {
  "permission-denied": "permission-denied",
  unavailable: "unavailable",
  "deadline-exceeded": "deadline-exceeded",
  "resource-exhausted": "resource-exhausted",
  "network-request-failed": "network",
};

/** A failed dynamic import or fetch: the browser lost the connection mid-way. */
const NETWORK_MESSAGE =
  /failed to fetch|networkerror|load failed|loading chunk|dynamically imported module/i;

/**
 * Classifies an error thrown while sending. `mayExistAlready` is true when an earlier page
 * visit sent this same document id without learning the outcome: the rules deny overwriting
 * a request, so a refusal then most likely means the first attempt arrived.
 */
export function classifySendError(
  error: unknown,
  { mayExistAlready = false }: { mayExistAlready?: boolean } = {},
): SendFailure {
  const code = errorCode(error);
  const failure = code ? PROVIDER_CODES[code] : undefined;
  if (failure === "permission-denied" && mayExistAlready) return "possibly-sent-before";
  if (failure) return failure;
  if (
    error instanceof Error &&
    (error.name === "ChunkLoadError" || NETWORK_MESSAGE.test(error.message))
  ) {
    return "network";
  }
  return "unexpected";
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
  "permission-denied": {
    title: "We couldn't accept this message",
    body: `Our server turned it down. ${KEPT} Check each field and try again; if it happens again, please try later from another browser.`,
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
    title: "We're receiving a lot of messages right now",
    body: `${KEPT} Please wait a minute, then try again.`,
    retryLabel: "Try again",
  },
  network: {
    title: "The connection dropped while sending",
    body: `Your message wasn't sent. ${KEPT} Check your connection and try again.`,
    retryLabel: "Try again",
  },
  unexpected: {
    title: "Something went wrong and your message wasn't sent",
    body: `${KEPT} Please try again.`,
    retryLabel: "Try again",
  },
};

export function describeSendFailure(failure: SendFailure): FailureNotice {
  return NOTICES[failure];
}
