import { setAnalyticsCollectionEnabled, setConsent, type Analytics } from "firebase/analytics";
import { getAnalyticsClient } from "@/lib/firebase/analytics";
import { consentSettings, DEFAULT_CONSENT, type ConsentChoice } from "./choice";

let requested = false;
/**
 * The latest answer's application, resolving to Analytics while that answer is "granted" and to
 * null otherwise. Answers apply one after another, in the order given.
 */
let latest: Promise<Analytics | null> = Promise.resolve(null);

/**
 * Applies the visitor's answer to Firebase Analytics. Reached only through a dynamic import,
 * and only when `needsAnalytics` says so. Consent mode is set to denied before Analytics is
 * created (Firebase takes a setConsent before initialisation as the default), then updated.
 * Resolves to whether Analytics now collects.
 */
export async function applyAnalyticsConsent(choice: ConsentChoice): Promise<boolean> {
  if (!requested) setConsent(DEFAULT_CONSENT);
  requested = true;
  const application = latest.then(() => applyTo(choice));
  latest = application.catch(() => null);
  return (await application) !== null;
}

async function applyTo(choice: ConsentChoice): Promise<Analytics | null> {
  const analytics = await getAnalyticsClient();
  if (!analytics) return null;
  setConsent(consentSettings(choice));
  setAnalyticsCollectionEnabled(analytics, choice === "granted");
  return choice === "granted" ? analytics : null;
}

/**
 * Analytics, once every answer given so far has been applied, if the last of them is "granted";
 * null before any answer, after a "denied", and where Analytics cannot run. An event asks here
 * just before it is logged, so none is logged under a "denied".
 */
export async function grantedAnalytics(): Promise<Analytics | null> {
  let awaited: Promise<Analytics | null>;
  do {
    awaited = latest;
    await awaited;
  } while (awaited !== latest);
  return awaited;
}
