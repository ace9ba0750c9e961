import type { ContactRequest } from "./schema";
import { classifySendError, type SendFailure } from "./send-failure";

/** Spec §9: the provider's online-state timeout. */
export const ACKNOWLEDGEMENT_TIMEOUT_MS = 10_000;

export type SendOutcome =
  | { sent: true }
  | {
      sent: false;
      failure: SendFailure;
      /** The write the provider is still trying to deliver, when there is one. */
      stillTrying?: Promise<void>;
    };

type SenderDeps = {
  /** Stores the request under `id`; resolves once the server acknowledged it. */
  write: (id: string, request: ContactRequest) => Promise<void>;
  /** Asks the provider to retry its queued writes now instead of after its backoff. */
  reconnect: () => Promise<void>;
  isOnline: () => boolean;
  timeoutMs?: number;
};

/**
 * Sends contact requests without ever storing one twice. The provider queues a write that
 * it cannot deliver and keeps trying, and its promise only settles once the server answers.
 * So a retry of an id still in the queue waits for that same write again rather than
 * writing anew, a retry of an id the server has already acknowledged (the queued write can
 * land while the visitor clicks) reports success, and only a refused write is sent again.
 */
export function createSender({
  write,
  reconnect,
  isOnline,
  timeoutMs = ACKNOWLEDGEMENT_TIMEOUT_MS,
}: SenderDeps) {
  const pending = new Map<string, Promise<void>>();
  const acknowledged = new Set<string>();

  function startWrite(id: string, request: ContactRequest): Promise<void> {
    const attempt = write(id, request);
    pending.set(id, attempt);
    const forget = () => {
      if (pending.get(id) === attempt) pending.delete(id);
    };
    attempt.then(() => {
      acknowledged.add(id);
      forget();
    }, forget);
    return attempt;
  }

  return {
    async send(
      id: string,
      request: ContactRequest,
      options: { mayExistAlready?: boolean } = {},
    ): Promise<SendOutcome> {
      if (acknowledged.has(id)) return { sent: true };
      const queued = pending.get(id);
      if (!isOnline()) return { sent: false, failure: "offline", stillTrying: queued };
      if (queued) reconnect().catch(() => {});
      const attempt = queued ?? startWrite(id, request);
      try {
        const acknowledged = await settlesWithin(attempt, timeoutMs);
        if (acknowledged) return { sent: true };
        return { sent: false, failure: "no-acknowledgement", stillTrying: attempt };
      } catch (error) {
        return { sent: false, failure: classifySendError(error, options) };
      }
    },
  };
}

export type ContactSender = ReturnType<typeof createSender>;

/** True when `promise` resolves within `ms`, false when it is still pending; rethrows. */
async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
