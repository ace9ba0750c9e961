import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { readChoice } from "@/lib/consent/choice";
import { earlyConsentChoiceScript } from "@/lib/consent/early-choice-script";

type Dataset = Record<string, string>;

/** Runs the inline script against a stand-in document, then clicks something in it. */
function clickAfterScript(
  target: { closest: (selector: string) => unknown } | object,
  { hydrated = false, storageBlocked = false } = {},
) {
  const dataset: Dataset = hydrated ? { hydrated: "true" } : {};
  const stored = new Map<string, string>();
  let onClick: (event: { target: unknown }) => void = () => {};
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (storageBlocked) throw new DOMException("The operation is insecure.", "SecurityError");
      stored.set(key, value);
    },
  };
  const document = {
    documentElement: { dataset },
    addEventListener: (type: string, listener: typeof onClick) => {
      if (type === "click") onClick = listener;
    },
  };
  runInNewContext(earlyConsentChoiceScript, { document, localStorage });
  onClick({ target });
  return { dataset, stored: readChoice(() => localStorage) };
}

/** A click inside a button marked with the answer it gives. */
const inside = (choice: string) => ({
  closest: (selector: string) =>
    selector === "[data-consent-choice]"
      ? { getAttribute: (name: string) => (name === "data-consent-choice" ? choice : null) }
      : null,
});

describe("the consent banner's buttons before hydration (inline script)", () => {
  it.each(["granted", "denied"])("a click on %s saves it and marks the page with it", (choice) => {
    const { dataset, stored } = clickAfterScript(inside(choice));
    expect(stored).toBe(choice);
    expect(dataset.consent).toBe(choice);
  });

  it("where storage is blocked, the answer still reaches the page", () => {
    const { dataset, stored } = clickAfterScript(inside("granted"), { storageBlocked: true });
    expect(stored).toBeNull();
    expect(dataset.consent).toBe("granted");
  });

  it("ignores clicks elsewhere, and every click once the page has hydrated", () => {
    expect(clickAfterScript({ closest: () => null }).dataset.consent).toBeUndefined();
    expect(clickAfterScript({}).dataset.consent).toBeUndefined();
    const hydrated = clickAfterScript(inside("granted"), { hydrated: true });
    expect(hydrated.dataset.consent).toBeUndefined();
    expect(hydrated.stored).toBeNull();
  });
});
