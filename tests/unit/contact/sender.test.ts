import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactRequest } from "@/lib/contact/schema";
import { ACKNOWLEDGEMENT_TIMEOUT_MS, createSender } from "@/lib/contact/sender";
import { VALID_REQUEST } from "../../support/contact-payloads";

const request = { ...(VALID_REQUEST as ContactRequest), locale: "en" as const };

/**
 * A stand-in for the contact function: each call waits until the test answers it, and like
 * the real one it keeps one request per id, telling a repeated id apart, and a repeated id
 * with other contents (a correction) apart from that.
 */
function fakeServer() {
  const calls: Array<{ id: string; answer: () => void; fail: (error: unknown) => void }> = [];
  const stored = new Map<string, string>();
  let online = true;
  return {
    calls,
    stored,
    setOnline: (value: boolean) => (online = value),
    sender: createSender({
      submit: (id, sent) =>
        new Promise((resolve, reject) => {
          calls.push({
            id,
            answer: () => {
              const contents = JSON.stringify(sent);
              const alreadyStored = stored.has(id);
              const amended = alreadyStored && stored.get(id) !== contents;
              stored.set(id, contents);
              resolve({ alreadyStored, amended });
            },
            fail: reject,
          });
        }),
      isOnline: () => online,
    }),
  };
}

const refusal = (code: string, details?: unknown) =>
  Object.assign(new Error(code), { code: `functions/${code}`, details });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("sending a contact request", () => {
  it("reports success once the server answers, within the provider's 10 s", async () => {
    const server = fakeServer();
    const outcome = server.sender.send("id-1", request);
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS - 1);
    server.calls[0]?.answer();
    await expect(outcome).resolves.toEqual({ sent: true });
    expect(server.calls.map((call) => call.id)).toEqual(["id-1"]);
  });

  it("does not call at all while the browser is offline", async () => {
    const server = fakeServer();
    server.setOnline(false);
    await expect(server.sender.send("id-1", request)).resolves.toEqual({
      sent: false,
      failure: "offline",
      stillTrying: undefined,
    });
    expect(server.calls).toHaveLength(0);
  });

  it("never claims success without an answer; a retry calls again with the same id, and one request is stored", async () => {
    const server = fakeServer();
    const first = server.sender.send("id-1", request);
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    const outcome = await first;
    // The call is still on its way.
    expect(outcome).toMatchObject({
      sent: false,
      failure: "no-acknowledgement",
      stillTrying: true,
    });

    const retry = server.sender.send("id-1", request);
    server.calls[1]?.answer();
    await expect(retry).resolves.toEqual({ sent: true });
    // The first call lands late: the server already has the id, and stores nothing new.
    server.calls[0]?.answer();
    expect(server.calls.map((call) => call.id)).toEqual(["id-1", "id-1"]);
    expect(server.stored.size).toBe(1);
  });

  it("reports success for a retry of a call answered meanwhile, without calling again", async () => {
    const server = fakeServer();
    const first = server.sender.send("id-1", request);
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    expect(await first).toMatchObject({ sent: false, failure: "no-acknowledgement" });
    // The first call's answer arrives just as the visitor chooses "Try again now".
    server.calls[0]?.answer();
    await vi.advanceTimersByTimeAsync(0);

    await expect(server.sender.send("id-1", request)).resolves.toEqual({ sent: true });
    expect(server.calls).toHaveLength(1);
  });

  it("lets the visitor know a call is still on its way when they go offline", async () => {
    const server = fakeServer();
    const first = server.sender.send("id-1", request);
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    await first;
    server.setOnline(false);
    const outcome = await server.sender.send("id-1", request);
    expect(outcome).toMatchObject({ sent: false, failure: "offline", stillTrying: true });
  });

  it("reports a call that outlives its send to that send's onLateAnswer, once it lands", async () => {
    const server = fakeServer();
    const onLateAnswer = vi.fn();
    const first = server.sender.send("id-1", request, { onLateAnswer });
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    expect(await first).toMatchObject({ sent: false, failure: "no-acknowledgement" });
    expect(onLateAnswer).not.toHaveBeenCalled();

    server.calls[0]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(onLateAnswer.mock.calls).toEqual([[{ sent: true }]]);
  });

  it("reports a late failure as the visitor should read it, and nothing for a call answered in time", async () => {
    const server = fakeServer();
    const late = vi.fn();
    const first = server.sender.send("id-1", request, { onLateAnswer: late });
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    await first;
    server.calls[0]?.fail(refusal("resource-exhausted", { retryAfterSeconds: 60 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(late.mock.calls).toEqual([
      [{ sent: false, failure: "resource-exhausted", retryAfterSeconds: 60 }],
    ]);

    const onTime = vi.fn();
    const second = server.sender.send("id-2", request, { onLateAnswer: onTime });
    server.calls[1]?.answer();
    await expect(second).resolves.toEqual({ sent: true });
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    expect(onTime).not.toHaveBeenCalled();
  });

  it("sends a refused request again, under the same id", async () => {
    const server = fakeServer();
    const first = server.sender.send("id-1", request);
    server.calls[0]?.fail(refusal("unavailable"));
    await expect(first).resolves.toEqual({
      sent: false,
      failure: "unavailable",
      retryAfterSeconds: undefined,
    });

    const retry = server.sender.send("id-1", request);
    server.calls[1]?.answer();
    await expect(retry).resolves.toEqual({ sent: true });
    expect(server.calls.map((call) => call.id)).toEqual(["id-1", "id-1"]);
  });

  it("passes on how long a rate limit asks the visitor to wait", async () => {
    const server = fakeServer();
    const outcome = server.sender.send("id-1", request);
    server.calls[0]?.fail(
      refusal("resource-exhausted", { limit: "perNetwork", retryAfterSeconds: 900 }),
    );
    await expect(outcome).resolves.toEqual({
      sent: false,
      failure: "resource-exhausted",
      retryAfterSeconds: 900,
    });
  });

  it("tells the visitor when an id from an earlier visit had already arrived", async () => {
    const server = fakeServer();
    server.stored.set("id-1", JSON.stringify(request));
    const outcome = server.sender.send("id-1", request, { mayExistAlready: true });
    server.calls[0]?.answer();
    await expect(outcome).resolves.toEqual({ sent: false, failure: "possibly-sent-before" });
  });

  it("reports plain success for an id stored earlier in this same visit", async () => {
    const server = fakeServer();
    server.stored.set("id-1", JSON.stringify(request));
    const outcome = server.sender.send("id-1", request);
    server.calls[0]?.answer();
    await expect(outcome).resolves.toEqual({ sent: true });
  });

  it("reports a corrected retry as sent and updated, even when the id came from an earlier visit", async () => {
    const server = fakeServer();
    server.stored.set("id-1", JSON.stringify(request));
    const corrected = { ...request, email: "ada@analytical.example" };
    const outcome = server.sender.send("id-1", corrected, { mayExistAlready: true });
    server.calls[0]?.answer();
    await expect(outcome).resolves.toEqual({ sent: true, updated: true });
    expect(server.stored.get("id-1")).toBe(JSON.stringify(corrected));
  });
});
