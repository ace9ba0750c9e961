import type { Analytics } from "firebase/analytics";
import { getFirebaseApp, once } from "./app";
import { firebaseOptions, isDemoMode } from "./config";

/**
 * Analytics, or null where it cannot run: in demo mode (there is no Analytics emulator),
 * without a measurement id, or in a browser that lacks what it needs.
 * Whether the visitor agreed to analytics is the caller's question.
 */
export const getAnalyticsClient = once(async (): Promise<Analytics | null> => {
  if (isDemoMode || !firebaseOptions.measurementId) return null;
  const analytics = await import("firebase/analytics");
  if (!(await analytics.isSupported())) return null;
  return analytics.getAnalytics(await getFirebaseApp());
});
