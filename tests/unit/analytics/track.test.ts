import { beforeEach, describe, expect, it, vi } from "vitest";

// What leaves for Analytics is the behaviour under test: the sending module is replaced by a
// recorder (the browser tests read the real requests).
const sent: Array<[string, unknown]> = [];
vi.mock("@/lib/analytics/send-event", () => ({
  sendEvent: async (name: string, params: unknown) => {
    sent.push([name, params]);
  },
}));

async function freshModule() {
  vi.resetModules();
  return import("@/lib/analytics/track");
}

/** Lets the dynamic import of the sending module settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sent.length = 0;
});

describe("an event tracked on the page", () => {
  it("goes nowhere before the visitor's answer is applied", async () => {
    const { trackEvent } = await freshModule();
    trackEvent("generate_lead", { topic: "brand" });
    await settled();
    expect(sent).toEqual([]);
  });

  it("is sent after a granted, with its parameters as given", async () => {
    const { setEventConsent, trackEvent } = await freshModule();
    setEventConsent(true);
    trackEvent("contact_refused", { reason: "refused" });
    await settled();
    expect(sent).toEqual([["contact_refused", { reason: "refused" }]]);
  });

  it("stops at a denied given later on the same page", async () => {
    const { setEventConsent, trackEvent } = await freshModule();
    setEventConsent(true);
    setEventConsent(false);
    trackEvent("pricing_period_switch", { period: "annual" });
    await settled();
    expect(sent).toEqual([]);
  });
});
