import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactRequest } from "@/lib/contact/schema";
import { ACKNOWLEDGEMENT_TIMEOUT_MS, createSender } from "@/lib/contact/sender";
import { VALID_REQUEST } from "../../support/contact-payloads";

const request = VALID_REQUEST as ContactRequest;

/** A stand-in for the provider: each write waits until the test answers it. */
function fakeProvider() {
  const writes: Array<{ id: string; resolve: () => void; reject: (error: unknown) => void }> = [];
  let online = true;
  const provider = {
    writes,
    reconnects: 0,
    setOnline: (value: boolean) => (online = value),
    sender: createSender({
      write: (id) =>
        new Promise<void>((resolve, reject) => {
          writes.push({ id, resolve, reject });
        }),
      reconnect: async () => {
        provider.reconnects += 1;
      },
      isOnline: () => online,
    }),
  };
  return provider;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("sending a contact request", () => {
  it("reports success once the server acknowledges, within the provider's 10 s", async () => {
    const provider = fakeProvider();
    const outcome = provider.sender.send("id-1", request);
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS - 1);
    provider.writes[0]?.resolve();
    await expect(outcome).resolves.toEqual({ sent: true });
    expect(provider.writes.map((write) => write.id)).toEqual(["id-1"]);
  });

  it("does not write at all while the browser is offline", async () => {
    const provider = fakeProvider();
    provider.setOnline(false);
    await expect(provider.sender.send("id-1", request)).resolves.toEqual({
      sent: false,
      failure: "offline",
      stillTrying: undefined,
    });
    expect(provider.writes).toHaveLength(0);
  });

  it("never claims success without an acknowledgement, and a retry waits for the same write", async () => {
    const provider = fakeProvider();
    const first = provider.sender.send("id-1", request);
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    const outcome = await first;
    expect(outcome).toMatchObject({ sent: false, failure: "no-acknowledgement" });
    expect(outcome.sent || outcome.stillTrying).toBeInstanceOf(Promise);

    const retry = provider.sender.send("id-1", request);
    expect(provider.reconnects).toBe(1);
    provider.writes[0]?.resolve();
    await expect(retry).resolves.toEqual({ sent: true });
    expect(provider.writes).toHaveLength(1);
  });

  it("reports success for a retry of a write acknowledged meanwhile, and does not write again", async () => {
    const provider = fakeProvider();
    const first = provider.sender.send("id-1", request);
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    expect(await first).toMatchObject({ sent: false, failure: "no-acknowledgement" });
    // The queued write lands just as the visitor chooses "Try again now".
    provider.writes[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);

    const retry = provider.sender.send("id-1", request);
    await vi.advanceTimersByTimeAsync(0);
    expect(provider.writes).toHaveLength(1);
    await expect(retry).resolves.toEqual({ sent: true });
  });

  it("lets the visitor know a queued write is still pending when they go offline", async () => {
    const provider = fakeProvider();
    const first = provider.sender.send("id-1", request);
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    await first;
    provider.setOnline(false);
    const outcome = await provider.sender.send("id-1", request);
    expect(outcome).toMatchObject({ sent: false, failure: "offline" });
    expect(outcome.sent || outcome.stillTrying).toBeInstanceOf(Promise);
  });

  it("sends a refused write again, under the same id", async () => {
    const provider = fakeProvider();
    const first = provider.sender.send("id-1", request);
    provider.writes[0]?.reject(Object.assign(new Error("denied"), { code: "unavailable" }));
    await expect(first).resolves.toEqual({ sent: false, failure: "unavailable" });

    const retry = provider.sender.send("id-1", request);
    await vi.advanceTimersByTimeAsync(0);
    provider.writes[1]?.resolve();
    await expect(retry).resolves.toEqual({ sent: true });
    expect(provider.writes.map((write) => write.id)).toEqual(["id-1", "id-1"]);
  });

  it("writes once when the same request is sent twice at the same moment", async () => {
    const provider = fakeProvider();
    const both = Promise.all([
      provider.sender.send("id-1", request),
      provider.sender.send("id-1", request),
    ]);
    provider.writes[0]?.resolve();
    await expect(both).resolves.toEqual([{ sent: true }, { sent: true }]);
    expect(provider.writes).toHaveLength(1);
  });

  it("reads a refusal of an id from an earlier visit as possibly sent before", async () => {
    const provider = fakeProvider();
    const outcome = provider.sender.send("id-1", request, { mayExistAlready: true });
    provider.writes[0]?.reject(Object.assign(new Error("denied"), { code: "permission-denied" }));
    await expect(outcome).resolves.toEqual({ sent: false, failure: "possibly-sent-before" });
  });
});
