import { onCLS, onINP, onLCP, onTTFB } from "web-vitals/attribution";
import { sendEvent } from "./send-event";
import { webVitalParams, type ReportedMetric } from "./web-vital-event";

let started = false;

/**
 * Reports LCP, INP, CLS and TTFB to Analytics, once per page. Imported dynamically by the
 * consent manager once Analytics has started after a "granted", so the library never loads for
 * a visitor who has not consented. Each report goes through sendEvent, which drops it once the
 * visitor has withdrawn consent (web-vitals cannot be stopped).
 */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  const report = (metric: ReportedMetric) => {
    sendEvent(metric.name, webVitalParams(metric)).catch(() => {
      // Analytics is optional: a report that cannot be sent is dropped.
    });
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}
