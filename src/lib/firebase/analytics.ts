import { getAnalytics, isSupported, type Analytics } from "firebase/analytics";
import { once } from "@/lib/once";
import { getFirebaseApp } from "./app";
import { firebaseOptions, isDemoMode } from "./config";

/**
 * Analytics, or null where it cannot run: in demo mode (there is no Analytics emulator),
 * without a measurement id, or in a browser that lacks what it needs.
 * Whether the visitor agreed to analytics is the caller's question.
 */
export const getAnalyticsClient = once(async (): Promise<Analytics | null> => {
  if (isDemoMode || !firebaseOptions.measurementId) return null;
  if (!(await isSupported())) return null;
  return getAnalytics(getFirebaseApp());
});
