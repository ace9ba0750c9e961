import { describe, expect, it } from "vitest";
import {
  EDITING,
  fieldsReadOnly,
  nextPhase,
  type FormPhase,
  type PhaseEvent,
} from "@/lib/contact/form-phase";

const SENDING: FormPhase = { kind: "sending" };
const SENT: FormPhase = {
  kind: "sent",
  reference: "req-1",
  name: "Ada",
  email: "ada@example.com",
  updated: false,
};
const problem = (stillTrying = false): FormPhase => ({
  kind: "problem",
  failure: "network",
  stillTrying,
});

const SEND: PhaseEvent = { type: "send" };
const SENT_EVENT: PhaseEvent = {
  type: "sent",
  reference: "req-1",
  name: "Ada",
  email: "ada@example.com",
};
const FAILED: PhaseEvent = { type: "failed", failure: "unavailable", retryAfterSeconds: 30 };

/** Runs a visitor's session through the reducer. */
const run = (events: PhaseEvent[], from: FormPhase = EDITING) => events.reduce(nextPhase, from);

describe("the contact form's phases", () => {
  it("a send that goes through ends with the reference, and start-over returns to editing", () => {
    expect(run([SEND, SENT_EVENT])).toEqual(SENT);
    expect(run([SEND, SENT_EVENT, { type: "start-over" }])).toEqual(EDITING);
  });

  it("a send that corrected an earlier version says so", () => {
    expect(run([SEND, { ...SENT_EVENT, updated: true }])).toEqual({ ...SENT, updated: true });
  });

  it("a field to correct stops the send and leaves the form editable", () => {
    const phase = run([SEND, { type: "invalid" }]);
    expect(phase).toEqual(EDITING);
    expect(fieldsReadOnly(phase)).toBe(false);
  });

  it("a failure shows the problem with the server's wait, and the visitor can send again", () => {
    const failed = run([SEND, FAILED]);
    expect(failed).toEqual({
      kind: "problem",
      failure: "unavailable",
      stillTrying: false,
      retryAfterSeconds: 30,
    });
    expect(run([SEND], failed)).toEqual(SENDING);
  });

  it("keeps the fields read-only while sending and while a call may still arrive", () => {
    expect(fieldsReadOnly(SENDING)).toBe(true);
    expect(fieldsReadOnly(problem(true))).toBe(true);
    expect(fieldsReadOnly(problem(false))).toBe(false);
    expect(fieldsReadOnly(EDITING)).toBe(false);
  });

  it("a call still on its way can still report success, or its real failure, later", () => {
    expect(run([SENT_EVENT], problem(true))).toEqual(SENT);
    expect(run([{ type: "failed", failure: "refused" }], problem(true))).toEqual({
      kind: "problem",
      failure: "refused",
      stillTrying: false,
      retryAfterSeconds: undefined,
    });
  });

  it("one send at a time: sending again while sending, or after success, changes nothing", () => {
    expect(run([SEND], SENDING)).toBe(SENDING);
    expect(run([SEND], SENT)).toBe(SENT);
  });

  it("an outcome that arrives when no send is under way changes nothing", () => {
    expect(run([SENT_EVENT])).toBe(EDITING);
    expect(run([FAILED])).toBe(EDITING);
    expect(run([FAILED], SENT)).toBe(SENT);
    expect(run([{ type: "invalid" }], problem())).toEqual(problem());
    expect(run([{ type: "start-over" }], SENDING)).toBe(SENDING);
  });
});
