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

  it("says whether Analytics now collects", async () => {
    const { applyAnalyticsConsent } = await freshModule();
    expect(await applyAnalyticsConsent("granted")).toBe(true);
    expect(await applyAnalyticsConsent("denied")).toBe(false);
    client = null;
    const demo = await freshModule();
    expect(await demo.applyAnalyticsConsent("granted")).toBe(false);
  });
});

describe("Analytics for an event, only while the answer applied is granted", () => {
  it("is none before any answer, Analytics after a granted, none again after a denied", async () => {
    const { applyAnalyticsConsent, grantedAnalytics } = await freshModule();
    expect(await grantedAnalytics()).toBeNull();
    await applyAnalyticsConsent("granted");
    expect(await grantedAnalytics()).toBe(analytics);
    await applyAnalyticsConsent("denied");
    expect(await grantedAnalytics()).toBeNull();
  });

  it("waits for an answer still being applied, and a denied given meanwhile wins", async () => {
    const { applyAnalyticsConsent, grantedAnalytics } = await freshModule();
    const granting = applyAnalyticsConsent("granted");
    const forEvent = grantedAnalytics();
    const denying = applyAnalyticsConsent("denied");
    expect(await forEvent).toBeNull();
    await Promise.all([granting, denying]);
    expect(calls.at(-1)).toBe("collection false");
  });

  it("is none where Analytics cannot run, even after a granted", async () => {
    client = null;
    const { applyAnalyticsConsent, grantedAnalytics } = await freshModule();
    await applyAnalyticsConsent("granted");
    expect(await grantedAnalytics()).toBeNull();
  });
});
