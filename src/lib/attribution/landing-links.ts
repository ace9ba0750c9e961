// The half of the calls-to-action listener that credits a landing, loaded apart: only a visit
// that may carry one (may-carry-landing.ts) downloads and runs it, zod included.
import { attributedHref } from "./attributed-href";
import { currentLanding } from "./remembered-landing";

export { applyConsentToLanding, syncLandingWithConsent } from "./remembered-landing";

/** A sign-up link with the landing this visit credits, or as it was where it credits none. */
export function withLanding(signUpLink: string, placement: string): string {
  return attributedHref(signUpLink, currentLanding(), placement);
}
