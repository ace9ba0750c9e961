import type { RefObject } from "react";
import type { ContactFormStrings } from "@/lib/contact/form-strings";
import { describeSendFailure, type SendFailure } from "@/lib/contact/send-failure";

type SendProblemProps = {
  words: ContactFormStrings["failures"];
  failure: SendFailure;
  retryAfterSeconds?: number;
  stillTrying: boolean;
  noticeRef: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
};

/** Why the message was not confirmed as sent, in plain words, with a way to retry. */
export function SendProblem({
  words,
  failure,
  retryAfterSeconds,
  stillTrying,
  noticeRef,
  onRetry,
}: SendProblemProps) {
  const { title, body, retryLabel } = describeSendFailure(failure, retryAfterSeconds, words);
  return (
    <div
      ref={noticeRef}
      tabIndex={-1}
      role="alert"
      className="rounded-xl border border-danger/30 bg-danger-soft p-4 outline-none focus-visible:outline-2 focus-visible:outline-accent sm:p-5"
    >
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-ink-soft">{body}</p>
      {stillTrying ? <p className="mt-2 text-sm text-ink-soft">{words.stillTrying}</p> : null}
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-line ring-inset hover:bg-paper"
      >
        {retryLabel}
      </button>
    </div>
  );
}
