import { setAnalyticsCollectionEnabled, setConsent } from "firebase/analytics";
import { getAnalyticsClient } from "@/lib/firebase/analytics";
import { consentSettings, DEFAULT_CONSENT, type ConsentChoice } from "./choice";

let requested = false;

/**
 * Applies the visitor's answer to Firebase Analytics. Reached only through a dynamic import,
 * and only when `needsAnalytics` says so. Consent mode is set to denied before Analytics is
 * created (Firebase takes a setConsent before initialisation as the default), then updated.
 */
export async function applyAnalyticsConsent(choice: ConsentChoice): Promise<void> {
  if (!requested) setConsent(DEFAULT_CONSENT);
  requested = true;
  const analytics = await getAnalyticsClient();
  if (!analytics) return;
  setConsent(consentSettings(choice));
  setAnalyticsCollectionEnabled(analytics, choice === "granted");
}
