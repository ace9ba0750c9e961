import { beforeEach, describe, expect, it, vi } from "vitest";

// What leaves for Analytics is the behaviour under test: the sending module is replaced by a
// recorder, as in track.test.ts.
const sent: Array<[string, unknown]> = [];
vi.mock("@/lib/analytics/send-event", () => ({
  sendEvent: async (name: string, params: unknown) => {
    sent.push([name, params]);
  },
}));

/** The search event and the consent switch, as one fresh page has them. */
async function freshPage() {
  vi.resetModules();
  const { setEventConsent } = await import("@/lib/analytics/track");
  const { trackSearch } = await import("@/lib/analytics/search-event");
  return { setEventConsent, trackSearch };
}

/** Lets the dynamic import of the sending module settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sent.length = 0;
});

describe("a search tracked on the search page", () => {
  it("goes nowhere before the visitor accepts analytics", async () => {
    const { trackSearch } = await freshPage();
    trackSearch({ term: "usage rights", resultCount: 3, locale: "en" });
    await settled();
    expect(sent).toEqual([]);
  });

  it("is GA4's search event after a granted, with its term, result count and language", async () => {
    const { setEventConsent, trackSearch } = await freshPage();
    setEventConsent(true);
    trackSearch({ term: "Precio UGC", resultCount: 0, locale: "es" });
    await settled();
    expect(sent).toEqual([
      ["search", { search_term: "precio ugc", result_count: 0, search_language: "es" }],
    ]);
  });

  it("carries no e-mail address or phone number the visitor typed", async () => {
    const { setEventConsent, trackSearch } = await freshPage();
    setEventConsent(true);
    trackSearch({ term: "invoice jo@example.com +44 20 7946 0958", resultCount: 1, locale: "en" });
    await settled();
    expect(sent).toEqual([
      [
        "search",
        { search_term: "invoice [email] [phone]", result_count: 1, search_language: "en" },
      ],
    ]);
  });

  it("sends nothing for an empty term", async () => {
    const { setEventConsent, trackSearch } = await freshPage();
    setEventConsent(true);
    trackSearch({ term: "   ", resultCount: 0, locale: "en" });
    await settled();
    expect(sent).toEqual([]);
  });

  it("stops at a denied given later on the same page", async () => {
    const { setEventConsent, trackSearch } = await freshPage();
    setEventConsent(true);
    setEventConsent(false);
    trackSearch({ term: "pricing", resultCount: 2, locale: "en" });
    await settled();
    expect(sent).toEqual([]);
  });
});
