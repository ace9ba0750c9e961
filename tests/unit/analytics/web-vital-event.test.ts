import { describe, expect, it } from "vitest";
import { webVitalParams, type ReportedMetric } from "@/lib/analytics/web-vital-event";

/** A metric as web-vitals reports it, with only the fields the mapping reads filled in. */
function metric(fields: Partial<ReportedMetric> & Pick<ReportedMetric, "name">): ReportedMetric {
  return {
    value: 0,
    delta: 0,
    id: "v5-1700000000000-1234567890",
    rating: "good",
    entries: [],
    navigationType: "navigate",
    navigationId: 1,
    attribution: {},
    ...fields,
  } as ReportedMetric;
}

describe("a Web Vital as a GA4 event's parameters", () => {
  it("sends LCP's delta as the value, its figures, rating and the element it painted", () => {
    const lcp = metric({
      name: "LCP",
      value: 1834.6,
      delta: 1834.6,
      rating: "good",
      attribution: {
        target: "main>section>h1",
        timeToFirstByte: 80,
        resourceLoadDelay: 0,
        resourceLoadDuration: 0,
        elementRenderDelay: 1754.6,
      },
    });
    expect(webVitalParams(lcp)).toEqual({
      value: 1835,
      metric_id: "v5-1700000000000-1234567890",
      metric_value: 1834.6,
      metric_delta: 1834.6,
      metric_rating: "good",
      debug_target: "main>section>h1",
    });
  });

  it("names the element the visitor interacted with for INP", () => {
    const inp = metric({
      name: "INP",
      value: 312,
      delta: 112,
      rating: "poor",
      attribution: {
        interactionTarget: "button#billing-annual",
        processedEventEntries: [],
        inputDelay: 12,
        processingDuration: 250,
        presentationDelay: 50,
        loadState: "complete",
        longAnimationFrameEntries: [],
      },
    });
    expect(webVitalParams(inp)).toMatchObject({
      value: 112,
      metric_value: 312,
      metric_delta: 112,
      metric_rating: "poor",
      debug_target: "button#billing-annual",
    });
  });

  it("sends CLS ×1000, rounded, as the value, with the element that shifted most", () => {
    const cls = metric({
      name: "CLS",
      value: 0.1234,
      delta: 0.0456,
      rating: "needs-improvement",
      attribution: { largestShiftTarget: "footer>p" },
    });
    expect(webVitalParams(cls)).toMatchObject({
      value: 46,
      metric_value: 0.1234,
      metric_delta: 0.0456,
      debug_target: "footer>p",
    });
  });

  it("gives TTFB no target, and leaves the parameter out where web-vitals found no element", () => {
    const ttfb = metric({ name: "TTFB", value: 95.2, delta: 95.2 });
    expect(webVitalParams(ttfb)).not.toHaveProperty("debug_target");
    expect(webVitalParams(ttfb).value).toBe(95);
    const cls = metric({ name: "CLS", value: 0, delta: 0, attribution: {} });
    expect(webVitalParams(cls)).not.toHaveProperty("debug_target");
  });
});
