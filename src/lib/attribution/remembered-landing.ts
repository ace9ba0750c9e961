import { readChoice, type ConsentChoice } from "@/lib/consent/choice";
import { documentLanding } from "./document-landing";
import { LANDING_KEY } from "./landing-key";
import { landingToCredit, parseLanding, serialiseLanding, type Landing } from "./landing";

/*
 * The landing kept for this tab (LANDING_KEY), so a full page load later in the visit (a reload,
 * a new page opened in the tab) still credits it. Session storage, and only with the visitor's
 * consent to analytics: without it nothing is written, and the landing lives in this page's
 * memory only. The privacy policy says so.
 */

const consented = () => readChoice(() => window.localStorage) === "granted";

function read(): Landing | null {
  try {
    return parseLanding(window.sessionStorage.getItem(LANDING_KEY));
  } catch {
    return null;
  }
}

/** Keeps this page's landing, if it has one, on "granted"; forgets any on "denied". */
export function applyConsentToLanding(choice: ConsentChoice): void {
  try {
    if (choice === "denied") {
      window.sessionStorage.removeItem(LANDING_KEY);
      return;
    }
    const landing = documentLanding();
    if (landing) window.sessionStorage.setItem(LANDING_KEY, serialiseLanding(landing));
  } catch {
    // Storage blocked: the landing stays in memory for this page, as without consent.
  }
}

/**
 * As the listener starts on a page: keeps this page's landing if the visitor consented, and
 * holds none otherwise (an answer may have changed in another tab, or before the listener
 * loaded).
 */
export function syncLandingWithConsent(): void {
  applyConsentToLanding(consented() ? "granted" : "denied");
}

/** The landing a sign-up link chosen now credits. */
export function currentLanding(): Landing | null {
  return landingToCredit(documentLanding(), consented() ? read() : null);
}
