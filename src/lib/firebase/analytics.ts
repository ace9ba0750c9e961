import { getAnalytics, isSupported, type Analytics } from "firebase/analytics";
import { getFirebaseApp } from "./app";
import { firebaseOptions, isDemoMode } from "./config";

let analytics: Promise<Analytics | null> | undefined;

/**
 * Analytics, or null where it cannot run: in demo mode (there is no Analytics emulator),
 * without a measurement id, or in a browser that lacks what it needs.
 * Whether the visitor agreed to analytics is the caller's question.
 */
export function getAnalyticsClient(): Promise<Analytics | null> {
  analytics ??= (async () => {
    if (isDemoMode || !firebaseOptions.measurementId) return null;
    if (!(await isSupported())) return null;
    return getAnalytics(getFirebaseApp());
  })();
  return analytics;
}
