import { beforeEach, describe, expect, it, vi } from "vitest";

// The order of calls into Firebase is the behaviour under test, so Firebase is replaced by a
// recorder here; the browser tests prove that nothing loads before consent.
const calls: string[] = [];
const analytics = { app: "gigloom" };
let client: typeof analytics | null = analytics;

vi.mock("firebase/analytics", () => ({
  setConsent: (settings: Record<string, string>) =>
    calls.push(`setConsent analytics=${settings.analytics_storage} ads=${settings.ad_storage}`),
  setAnalyticsCollectionEnabled: (_: unknown, enabled: boolean) =>
    calls.push(`collection ${enabled}`),
}));
vi.mock("@/lib/firebase/analytics", () => ({
  getAnalyticsClient: async () => {
    calls.push("getAnalytics");
    return client;
  },
}));

async function freshModule() {
  vi.resetModules();
  return import("@/lib/consent/analytics-consent");
}

beforeEach(() => {
  calls.length = 0;
  client = analytics;
});

describe("applying consent to Firebase Analytics", () => {
  it("sets consent mode to denied before Analytics exists, then grants analytics only", async () => {
    const { applyAnalyticsConsent } = await freshModule();
    await applyAnalyticsConsent("granted");
    expect(calls).toEqual([
      "setConsent analytics=denied ads=denied",
      "getAnalytics",
      "setConsent analytics=granted ads=denied",
      "collection true",
    ]);
  });

  it("switches collection off when the visitor withdraws consent on the same page", async () => {
    const { applyAnalyticsConsent } = await freshModule();
    await applyAnalyticsConsent("granted");
    calls.length = 0;
    await applyAnalyticsConsent("denied");
    expect(calls).toEqual([
      "getAnalytics",
      "setConsent analytics=denied ads=denied",
      "collection false",
    ]);
  });

  it("does nothing more where Analytics cannot run (demo mode, no measurement id)", async () => {
    client = null;
    const { applyAnalyticsConsent } = await freshModule();
    await applyAnalyticsConsent("granted");
    expect(calls).toEqual(["setConsent analytics=denied ads=denied", "getAnalytics"]);
  });
});
