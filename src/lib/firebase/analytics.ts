import { initializeAnalytics, isSupported, type Analytics } from "firebase/analytics";
import { once } from "@/lib/once";
import { withoutQuery } from "@/lib/search/query-param";
import { getFirebaseApp } from "./app";
import { firebaseOptions, isDemoMode } from "./config";

/**
 * Analytics, or null where it cannot run: in demo mode (there is no Analytics emulator),
 * without a measurement id, or in a browser that lacks what it needs.
 * Whether the visitor agreed to analytics is the caller's question.
 * The page's address it reports leaves out the search page's words (`?q=`), which may hold an
 * e-mail address or a phone number: they reach Analytics only redacted, in the `search` event.
 * (The search page also takes them out of its address at once; this covers a load before that.)
 */
export const getAnalyticsClient = once(async (): Promise<Analytics | null> => {
  if (isDemoMode || !firebaseOptions.measurementId) return null;
  if (!(await isSupported())) return null;
  return initializeAnalytics(getFirebaseApp(), {
    config: { page_location: withoutQuery(location.href) },
  });
});
