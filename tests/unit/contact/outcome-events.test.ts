import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { reportingOutcomes } from "@/lib/contact/outcome-events";
import type { ContactRequest } from "@/lib/contact/schema";
import { ACKNOWLEDGEMENT_TIMEOUT_MS, createSender } from "@/lib/contact/sender";
import { VALID_REQUEST } from "../../support/contact-payloads";

const request = {
  ...(VALID_REQUEST as ContactRequest),
  topic: "press" as const,
  locale: "en" as const,
};

/** A contact function whose calls wait until the test answers or refuses them. */
function setUp() {
  const calls: Array<{ answer: () => void; refuse: () => void }> = [];
  const events: Array<[string, unknown]> = [];
  const sender = reportingOutcomes(
    createSender({
      submit: () =>
        new Promise((resolve, reject) => {
          calls.push({
            answer: () => resolve({ alreadyStored: calls.length > 1, amended: false }),
            refuse: () =>
              reject(Object.assign(new Error("invalid"), { code: "functions/invalid-argument" })),
          });
        }),
      isOnline: () => true,
    }),
    (name: string, params: unknown) => events.push([name, params]),
  );
  return { calls, events, sender };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("reports a stored request once as generate_lead with its topic, retries included", async () => {
  const { calls, events, sender } = setUp();
  const first = sender.send("id-1", request);
  calls[0]!.answer();
  expect(await first).toEqual({ sent: true });
  expect(await sender.send("id-1", request)).toEqual({ sent: true });
  expect(events).toEqual([["generate_lead", { topic: "press" }]]);
});

it("reports a refusal with its reason", async () => {
  const { calls, events, sender } = setUp();
  const sent = sender.send("id-2", request);
  calls[0]!.refuse();
  await sent;
  expect(events).toEqual([["contact_refused", { reason: "refused" }]]);
});

it("waits for a late answer, reports that, and passes it on to the form", async () => {
  const { calls, events, sender } = setUp();
  const late = vi.fn();
  const sent = sender.send("id-3", request, { onLateAnswer: late });
  await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
  expect(await sent).toMatchObject({ sent: false, stillTrying: true });
  expect(events).toEqual([]);
  calls[0]!.answer();
  await vi.runAllTimersAsync();
  expect(late).toHaveBeenCalledWith({ sent: true });
  expect(events).toEqual([["generate_lead", { topic: "press" }]]);
});
