import type { Locale } from "@/config/locale";
import type { ContactRequest } from "./schema";
import { classifySendError, retryAfterSeconds, type SendFailure } from "./send-failure";

/** Spec §9: the provider's online-state timeout. */
export const ACKNOWLEDGEMENT_TIMEOUT_MS = 10_000;

/**
 * A request as the form sends it: the contract's fields, the page's language and the
 * honeypot's value.
 */
export type ContactSubmission = ContactRequest & { locale: Locale; website?: string };

/**
 * The contact function's answer: `alreadyStored` when it had this id before (a retry), and
 * `amended` when what it had differed, and this request's contents replaced it.
 */
export type SubmitAnswer = { alreadyStored: boolean; amended: boolean };

export type SendOutcome =
  /** `updated`: the request corrected one the server already had under its id. */
  | { sent: true; updated?: boolean }
  | {
      sent: false;
      failure: SendFailure;
      /** For a rate-limit refusal: how long until the server takes another request. */
      retryAfterSeconds?: number;
      /** A call is still on its way: its outcome comes later, to the `onLateAnswer` of its send. */
      stillTrying?: true;
    };

type SenderDeps = {
  /**
   * Delivers the request under `id`; resolves once the server has it, saying whether it
   * had it before this call. The server keeps one request per id, whatever the calls: the
   * contents of the latest.
   */
  submit: (id: string, request: ContactSubmission) => Promise<SubmitAnswer>;
  isOnline: () => boolean;
  timeoutMs?: number;
};

type SendOptions = {
  /**
   * An earlier page visit sent this id without learning the outcome. If the server had it
   * already, the visitor is told so, since they may have edited it since.
   */
  mayExistAlready?: boolean;
  /** The outcome of this send's call, should it arrive after the send gave up waiting. */
  onLateAnswer?: (outcome: SendOutcome) => void;
};

/**
 * Sends contact requests, waiting at most `timeoutMs` for the server's answer; a call that
 * outlives its send reports to that send's `onLateAnswer`. The server keeps one request per id,
 * so a retry simply calls again with the same id: it can never store a request twice, and a
 * call the server answered meanwhile (the first one may land while the visitor clicks) makes
 * every later send of that id a success at once.
 */
export function createSender({
  submit,
  isOnline,
  timeoutMs = ACKNOWLEDGEMENT_TIMEOUT_MS,
}: SenderDeps) {
  /** Per id, the latest call still on its way. */
  const inFlight = new Map<string, Promise<SubmitAnswer>>();
  /** The ids the server has answered for. */
  const acknowledged = new Set<string>();

  function call(id: string, request: ContactSubmission): Promise<SubmitAnswer> {
    const attempt = submit(id, request).then((answer) => {
      acknowledged.add(id);
      return answer;
    });
    inFlight.set(id, attempt);
    const forget = () => {
      if (inFlight.get(id) === attempt) inFlight.delete(id);
    };
    attempt.then(forget, forget);
    return attempt;
  }

  return {
    async send(
      id: string,
      request: ContactSubmission,
      { mayExistAlready = false, onLateAnswer }: SendOptions = {},
    ): Promise<SendOutcome> {
      if (acknowledged.has(id)) return { sent: true };
      if (!isOnline()) {
        return { sent: false, failure: "offline", stillTrying: inFlight.has(id) || undefined };
      }
      const attempt = call(id, request);
      try {
        const answer = await within(attempt, timeoutMs);
        if (answer !== "no answer") return answered(answer.value, mayExistAlready);
        attempt.then(
          (late) => onLateAnswer?.(answered(late, mayExistAlready)),
          (error: unknown) => onLateAnswer?.(failed(error)),
        );
        return { sent: false, failure: "no-acknowledgement", stillTrying: true };
      } catch (error) {
        return failed(error);
      }
    },
  };
}

/** What the server's answer means for the visitor. */
function answered({ alreadyStored, amended }: SubmitAnswer, mayExistAlready: boolean): SendOutcome {
  if (alreadyStored && !amended && mayExistAlready) {
    return { sent: false, failure: "possibly-sent-before" };
  }
  return amended ? { sent: true, updated: true } : { sent: true };
}

/** What a call that failed means for the visitor. */
function failed(error: unknown): SendOutcome {
  return {
    sent: false,
    failure: classifySendError(error),
    retryAfterSeconds: retryAfterSeconds(error),
  };
}

/** The promise's value if it resolves within `ms`, "no answer" if it is still pending; rethrows. */
async function within<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | "no answer"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"no answer">((resolve) => {
    timer = setTimeout(() => resolve("no answer"), ms);
  });
  try {
    return await Promise.race([promise.then((value) => ({ value })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
