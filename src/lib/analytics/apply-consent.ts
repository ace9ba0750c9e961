import { applyAnalyticsConsent } from "@/lib/consent/analytics-consent";
import type { ConsentChoice } from "@/lib/consent/choice";
import { setEventConsent } from "./track";

/**
 * Everything the visitor's answer turns on or off: Firebase Analytics' consent, the site's
 * events, and, once Analytics collects after a "granted", the Web Vitals. The consent manager
 * loads this by dynamic import, only when Analytics is to start or stop, so none of it (nor
 * web-vitals, loaded later still) is in a page's first-load JS.
 */
export async function applyConsent(choice: ConsentChoice): Promise<void> {
  setEventConsent(choice === "granted");
  const collecting = await applyAnalyticsConsent(choice);
  if (!collecting) return;
  // The event module too, now: an event sent as the visitor leaves (a sign-up chosen) must not
  // wait for a download the leaving page may not finish.
  const [{ startWebVitals }] = await Promise.all([import("./web-vitals"), import("./send-event")]);
  startWebVitals();
}
