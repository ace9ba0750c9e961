import { describe, expect, it } from "vitest";
import { readChoice } from "@/lib/consent/choice";
import {
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_SETTINGS_ATTRIBUTE,
} from "@/lib/consent/control-attributes.mjs";
import { earlyConsentControls } from "@/lib/head-scripts.mjs";
import { RUNS, type Run } from "./support/inline-script";

/** Stand-ins for the DOM's element classes, by which the script tells what was clicked. */
class StandInElement {
  constructor(readonly closest: (selector: string) => unknown = () => null) {}
}
class StandInHTMLElement extends StandInElement {
  focused = false;
  focus() {
    this.focused = true;
  }
}
type Target = StandInElement | object;

/** Runs the inline script against a stand-in document, then clicks something in it. */
function clickAfterScript(
  run: Run,
  target: Target,
  { hydrated = false, storageBlocked = false, stored = null as string | null } = {},
) {
  const dataset: Record<string, string> = hydrated ? { hydrated: "true" } : {};
  const storage = new Map<string, string>();
  const banner = new StandInHTMLElement();
  let onClick: (event: { target: Target }) => void = () => {};
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? stored,
    setItem: (key: string, value: string) => {
      if (storageBlocked) throw new DOMException("The operation is insecure.", "SecurityError");
      storage.set(key, value);
    },
  };
  const document = {
    documentElement: { dataset },
    querySelector: (selector: string) => (selector === "[data-consent-banner]" ? banner : null),
    addEventListener: (type: string, listener: typeof onClick) => {
      if (type === "click") onClick = listener;
    },
  };
  run(earlyConsentControls, {
    document,
    localStorage,
    Element: StandInElement,
    HTMLElement: StandInHTMLElement,
  });
  onClick({ target });
  return { dataset, stored: readChoice(() => localStorage), bannerFocused: banner.focused };
}

/** A click inside an element that carries `attribute` (with `value`). */
const inside = (attribute: string, value = "") =>
  new StandInElement((selector) =>
    selector === `[${attribute}]`
      ? { getAttribute: (name: string) => (name === attribute ? value : null) }
      : null,
  );
const answer = (choice: string) => inside(CONSENT_CHOICE_ATTRIBUTE, choice);

describe.each(RUNS)("the consent controls before hydration (inline script): %s", (_, run) => {
  it.each(["granted", "denied"])("a click on %s saves it and marks the page with it", (choice) => {
    const { dataset, stored } = clickAfterScript(run, answer(choice));
    expect(stored).toBe(choice);
    expect(dataset.consent).toBe(choice);
  });

  it("where storage is blocked, the answer still reaches the page", () => {
    const { dataset, stored } = clickAfterScript(run, answer("granted"), { storageBlocked: true });
    expect(stored).toBeNull();
    expect(dataset.consent).toBe("granted");
  });

  it("Cookie settings asks again and moves focus to the question, keeping the stored answer", () => {
    const result = clickAfterScript(run, inside(CONSENT_SETTINGS_ATTRIBUTE), { stored: "denied" });
    expect(result.dataset.consent).toBe("ask");
    expect(result.bannerFocused).toBe(true);
    expect(result.stored).toBe("denied");
  });

  it("ignores clicks elsewhere, and every click once the page has hydrated", () => {
    expect(clickAfterScript(run, new StandInElement()).dataset.consent).toBeUndefined();
    expect(clickAfterScript(run, {}).dataset.consent).toBeUndefined();
    for (const target of [answer("granted"), inside(CONSENT_SETTINGS_ATTRIBUTE)]) {
      const hydrated = clickAfterScript(run, target, { hydrated: true });
      expect(hydrated.dataset.consent).toBeUndefined();
      expect(hydrated.stored).toBeNull();
      expect(hydrated.bannerFocused).toBe(false);
    }
  });
});
