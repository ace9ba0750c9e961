import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  TTFBMetricWithAttribution,
} from "web-vitals/attribution";
import type { WebVitalParams } from "./events";

export type ReportedMetric =
  | LCPMetricWithAttribution
  | INPMetricWithAttribution
  | CLSMetricWithAttribution
  | TTFBMetricWithAttribution;

/**
 * A metric as the event's parameters, the way web.dev's GA4 guide sends it. `value` is the
 * delta, so summing an event's values over a page load gives the metric; CLS, a fraction, is
 * ×1000 so that GA4's integer-friendly `value` keeps its precision.
 */
export function webVitalParams(metric: ReportedMetric): WebVitalParams {
  const target = debugTarget(metric);
  return {
    value: Math.round(metric.name === "CLS" ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    ...(target ? { debug_target: target } : {}),
  };
}

/** The selector of the element behind the figure; TTFB has none. */
function debugTarget(metric: ReportedMetric): string | undefined {
  switch (metric.name) {
    case "LCP":
      return metric.attribution.target;
    case "INP":
      return metric.attribution.interactionTarget;
    case "CLS":
      return metric.attribution.largestShiftTarget;
    case "TTFB":
      return undefined;
  }
}
