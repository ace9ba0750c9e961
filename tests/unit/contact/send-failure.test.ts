import { describe, expect, it } from "vitest";
import {
  classifySendError,
  describeSendFailure,
  type SendFailure,
} from "@/lib/contact/send-failure";

const providerError = (code: string) => Object.assign(new Error(`[${code}] raw`), { code });

describe("classifying a send error", () => {
  it.each([
    ["permission-denied", "permission-denied"],
    ["unavailable", "unavailable"],
    ["deadline-exceeded", "deadline-exceeded"],
    ["resource-exhausted", "resource-exhausted"],
    ["auth/network-request-failed", "network"],
    ["firestore/unavailable", "unavailable"],
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

  it("reads a refusal of an id sent during an earlier visit as a request that probably arrived", () => {
    expect(classifySendError(providerError("permission-denied"), { mayExistAlready: true })).toBe(
      "possibly-sent-before",
    );
    expect(classifySendError(providerError("unavailable"), { mayExistAlready: true })).toBe(
      "unavailable",
    );
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
    "permission-denied",
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
