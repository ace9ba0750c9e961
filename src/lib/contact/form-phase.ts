import type { SendFailure } from "./send-failure";

export type FormPhase =
  | { kind: "editing" }
  | { kind: "sending" }
  /**
   * `stillTrying`: the call is on its way and may yet arrive, so the fields are read-only.
   * `retryAfterSeconds`: how long the server asked to wait (rate limits).
   */
  | { kind: "problem"; failure: SendFailure; stillTrying: boolean; retryAfterSeconds?: number }
  /** `updated`: the request corrected one we already had under the same reference. */
  | { kind: "sent"; reference: string; name: string; email: string; updated: boolean };

export type PhaseEvent =
  /** The visitor sends, or sends again after a problem. */
  | { type: "send" }
  /** Validation found a field to correct. */
  | { type: "invalid" }
  | { type: "failed"; failure: SendFailure; stillTrying?: boolean; retryAfterSeconds?: number }
  | { type: "sent"; reference: string; name: string; email: string; updated?: boolean }
  /** "Send another message" after a success. */
  | { type: "start-over" };

export const EDITING: FormPhase = { kind: "editing" };

/**
 * The contact form's phases. One send at a time: a send while one is under way, or after the
 * request went through, changes nothing. An outcome only ends a send, or replaces a problem
 * (a call still on its way reports late); validation only stops a send that has not left.
 */
export function nextPhase(phase: FormPhase, event: PhaseEvent): FormPhase {
  const awaitingOutcome = phase.kind === "sending" || phase.kind === "problem";
  switch (event.type) {
    case "send":
      return phase.kind === "editing" || phase.kind === "problem" ? { kind: "sending" } : phase;
    case "invalid":
      return phase.kind === "sending" ? EDITING : phase;
    case "failed":
      return awaitingOutcome
        ? {
            kind: "problem",
            failure: event.failure,
            stillTrying: Boolean(event.stillTrying),
            retryAfterSeconds: event.retryAfterSeconds,
          }
        : phase;
    case "sent":
      return awaitingOutcome
        ? {
            kind: "sent",
            reference: event.reference,
            name: event.name,
            email: event.email,
            updated: Boolean(event.updated),
          }
        : phase;
    case "start-over":
      return phase.kind === "sent" ? EDITING : phase;
  }
}

/** The fields cannot change while a send is under way or may still arrive. */
export function fieldsReadOnly(phase: FormPhase): boolean {
  return phase.kind === "sending" || (phase.kind === "problem" && phase.stillTrying);
}
