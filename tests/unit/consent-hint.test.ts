import { describe, expect, it } from "vitest";
import { actionOnLoad, readChoice } from "@/lib/consent/choice";
import { CONSENT_KEY } from "@/lib/consent/stored-answer.mjs";
import { consentQuestionMark } from "@/lib/head-scripts.mjs";
import { RUNS } from "./support/inline-script";

type Storage = { getItem: (key: string) => string | null };

const holding = (value: string | null): Storage => ({
  getItem: (key) => (key === CONSENT_KEY ? value : null),
});
const blocked: Storage = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
};

describe.each(RUNS)("consent hint (inline, before first paint): %s", (_, run) => {
  /** Runs the script against a stand-in document and storage. */
  function hintFor(storage: Storage): string | undefined {
    const documentElement = { dataset: {} as Record<string, string> };
    run(consentQuestionMark, { document: { documentElement }, localStorage: storage });
    return documentElement.dataset.consent;
  }

  it.each([
    ["no answer", holding(null), "ask"],
    ["granted", holding("granted"), "answered"],
    ["denied", holding("denied"), "answered"],
    ["an unknown value", holding("yes"), "ask"],
    ["blocked storage", blocked, "ask"],
  ])("with %s, marks the page %s", (_, storage, expected) => {
    expect(hintFor(storage)).toBe(expected);
  });

  it("asks exactly when the hydrated page would ask", () => {
    for (const storage of [
      holding(null),
      holding("granted"),
      holding("denied"),
      holding("x"),
      blocked,
    ]) {
      const hydratedAsks = actionOnLoad(readChoice(() => storage as globalThis.Storage)) === "ask";
      expect(hintFor(storage) === "ask").toBe(hydratedAsks);
    }
  });
});
