import { describe, expect, it } from "vitest";
import {
  actionOnLoad,
  consentSettings,
  DEFAULT_CONSENT,
  needsAnalytics,
  parseChoice,
  readChoice,
  saveChoice,
} from "@/lib/consent/choice";
import { CONSENT_KEY } from "@/lib/consent/stored-answer.mjs";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}
const blocked = () => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

describe("analytics consent choice", () => {
  it("accepts only the two answers it writes", () => {
    expect(parseChoice("granted")).toBe("granted");
    expect(parseChoice("denied")).toBe("denied");
    expect(parseChoice(null)).toBeNull();
    expect(parseChoice("yes")).toBeNull();
    expect(parseChoice("")).toBeNull();
  });

  it("remembers an answer and reads it back", () => {
    const storage = memoryStorage();
    expect(readChoice(() => storage)).toBeNull();
    expect(saveChoice(() => storage, "denied")).toBe(true);
    expect(storage.items.get(CONSENT_KEY)).toBe("denied");
    expect(readChoice(() => storage)).toBe("denied");
    saveChoice(() => storage, "granted");
    expect(readChoice(() => storage)).toBe("granted");
  });

  it("treats blocked storage as no answer, and says the answer was not kept", () => {
    expect(readChoice(blocked)).toBeNull();
    expect(saveChoice(blocked, "granted")).toBe(false);
  });

  it("asks when there is no answer, starts Analytics only after a yes", () => {
    expect(actionOnLoad(null)).toBe("ask");
    expect(actionOnLoad(readChoice(() => memoryStorage({ [CONSENT_KEY]: "junk" })))).toBe("ask");
    expect(actionOnLoad("granted")).toBe("start-analytics");
    expect(actionOnLoad("denied")).toBe("nothing");
  });

  it("loads Analytics for a no only to switch off what already started on this page", () => {
    expect(needsAnalytics("granted", false)).toBe(true);
    expect(needsAnalytics("denied", false)).toBe(false);
    expect(needsAnalytics("denied", true)).toBe(true);
  });

  it("denies everything by default and never grants ad storage", () => {
    expect(Object.values(DEFAULT_CONSENT)).toEqual(["denied", "denied", "denied", "denied"]);
    expect(consentSettings("granted")).toEqual({
      ...DEFAULT_CONSENT,
      analytics_storage: "granted",
    });
    expect(consentSettings("denied")).toEqual(DEFAULT_CONSENT);
  });
});
