import { describe, expect, it } from "vitest";
import {
  classifySendError,
  describeSendFailure,
  describeWait,
  retryAfterSeconds,
  type SendFailure,
} from "@/lib/contact/send-failure";

const providerError = (code: string) => Object.assign(new Error(`[${code}] raw`), { code });

describe("classifying a send error", () => {
  it.each([
    ["functions/invalid-argument", "refused"],
    ["functions/unauthenticated", "unverified"],
    ["functions/failed-precondition", "unverified"],
    ["functions/resource-exhausted", "resource-exhausted"],
    ["functions/internal", "unexpected"],
    ["unavailable", "unavailable"],
    ["deadline-exceeded", "deadline-exceeded"],
    ["resource-exhausted", "resource-exhausted"],
    ["auth/network-request-failed", "network"],
    ["functions/unavailable", "unavailable"],
    ["internal", "unexpected"],
  ])("maps the provider code %s to %s", (code, failure) => {
    expect(classifySendError(providerError(code))).toBe(failure);
  });

  it("treats a failed download or fetch as a network failure", () => {
    expect(classifySendError(new TypeError("Failed to fetch"))).toBe("network");
    expect(
      classifySendError(
        Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" }),
      ),
    ).toBe("network");
    expect(
      classifySendError(new TypeError("Failed to fetch dynamically imported module: /x.js")),
    ).toBe("network");
  });

  it("falls back to an unexpected failure for anything else", () => {
    expect(classifySendError("boom")).toBe("unexpected");
    expect(classifySendError(null)).toBe("unexpected");
    expect(classifySendError({ code: 7 })).toBe("unexpected");
  });
});

describe("describing a failure to the visitor", () => {
  const failures: SendFailure[] = [
    "offline",
    "no-acknowledgement",
    "refused",
    "unverified",
    "possibly-sent-before",
    "unavailable",
    "deadline-exceeded",
    "resource-exhausted",
    "network",
    "unexpected",
  ];

  it("gives each failure its own message", () => {
    const titles = failures.map((failure) => describeSendFailure(failure).title);
    expect(new Set(titles).size).toBe(failures.length);
  });

  it.each(failures)("never shows a provider code or claims success (%s)", (failure) => {
    const text = Object.values(describeSendFailure(failure)).join(" ");
    expect(text).not.toMatch(
      /permission-denied|deadline-exceeded|resource-exhausted|network-request/,
    );
    expect(text).not.toMatch(/\bcode\b|firestore|firebase/i);
    expect(text).not.toMatch(/thank|has been (sent|received)|we have your message/i);
  });

  it("tells an offline visitor that nothing was sent and that their text is kept", () => {
    const { title, body, retryLabel } = describeSendFailure("offline");
    expect(title).toMatch(/offline.*hasn't been sent/);
    expect(body).toMatch(/still here/);
    expect(retryLabel).toBe("Try again");
  });
});

describe("a rate-limit refusal", () => {
  const refusal = (details: unknown) =>
    Object.assign(new Error("too many"), { code: "functions/resource-exhausted", details });

  it("tells the visitor how long to wait, in words", () => {
    const seconds = retryAfterSeconds(refusal({ limit: "perNetwork", retryAfterSeconds: 2400 }));
    expect(seconds).toBe(2400);
    expect(describeSendFailure("resource-exhausted", seconds).body).toMatch(
      /Please try again in about 40 minutes\.$/,
    );
  });

  it("says 'later' when the server gave no time", () => {
    expect(retryAfterSeconds(refusal(undefined))).toBeUndefined();
    expect(describeSendFailure("resource-exhausted").body).toMatch(/Please try again later\.$/);
  });

  it.each([
    [30, "a minute"],
    [60, "a minute"],
    [61, "about 2 minutes"],
    [3540, "about 59 minutes"],
    [3600, "about an hour"],
    [5 * 3600 + 100, "about 5 hours"],
  ])("%i s reads as %s", (seconds, words) => {
    expect(describeWait(seconds)).toBe(words);
  });
});
