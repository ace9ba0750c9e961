import { CAMPAIGN_PARAMS } from "@gigloom/attribution/campaign-params";
import { LANDING_KEY } from "./landing-key";
import { loadedUrl } from "./loaded-url";
import { CAMPAIGN_META } from "./page-campaign";

/** What a page can tell of a visit before loading the rules of attribution. */
export type VisitSigns = {
  /** The URL the document was loaded from. */
  url: URL;
  /** Whether the page names a campaign of its own (a campaign's landing page). */
  declaresCampaign: boolean;
  /** Whether a landing is kept for the tab (remembered-landing.ts). */
  keptLanding: boolean;
};

/**
 * Whether a sign-up link chosen in this visit may credit a landing: false for a clean visit
 * (no campaign parameter by name, no campaign page, nothing kept), whose links stay as they
 * are, so the rules that check a landing (zod) need not load at all. True says only "maybe":
 * those rules then decide.
 */
export function mayCarryLanding({ url, declaresCampaign, keptLanding }: VisitSigns): boolean {
  return (
    declaresCampaign || keptLanding || CAMPAIGN_PARAMS.some((name) => url.searchParams.has(name))
  );
}

function hasKeptLanding(): boolean {
  try {
    return window.sessionStorage.getItem(LANDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** This document's signs. */
export function thisVisit(): VisitSigns {
  return {
    url: loadedUrl(),
    declaresCampaign: document.querySelector(`meta[name="${CAMPAIGN_META}"]`) !== null,
    keptLanding: hasKeptLanding(),
  };
}
