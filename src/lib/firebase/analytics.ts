import { initializeAnalytics, isSupported, type Analytics } from "firebase/analytics";
import { once } from "@/lib/once";
import { keepWords, openingWords } from "@/lib/search/kept-words";
import { queryFrom } from "@/lib/search/query-param";
import { getFirebaseApp } from "./app";
import { firebaseOptions, isDemoMode } from "./config";

/**
 * Analytics, or null where it cannot run: in demo mode (there is no Analytics emulator),
 * without a measurement id, or in a browser that lacks what it needs.
 * Whether the visitor agreed to analytics is the caller's question.
 * The page's address it reports leaves out the search page's words (`?q=`), which may hold an
 * e-mail address or a phone number: they reach Analytics only redacted, in the `search` event.
 * So where the address still holds them, they are taken out of it before Analytics starts, and
 * kept where the search page reads them. The search page's own rewrite waits for its hydration
 * and a pause in the typing, which a busy phone can make later than Analytics' start: a change
 * of address after it would count as a second page view.
 */
export const getAnalyticsClient = once(async (): Promise<Analytics | null> => {
  if (isDemoMode || !firebaseOptions.measurementId) return null;
  if (!(await isSupported())) return null;
  if (queryFrom(location.search) !== "") keepWords(openingWords());
  return initializeAnalytics(getFirebaseApp());
});
