import { landingFromUrl, type Landing } from "./landing";
import { pageCampaignLanding } from "./page-campaign";

/**
 * The URL this document was loaded from, which client-side navigation does not change: the
 * navigation entry keeps it however far the visitor has moved inside the site since.
 */
function loadedUrl(): URL {
  const [entry] = performance.getEntriesByType("navigation");
  return new URL(entry?.name || window.location.href);
}

/**
 * The landing this document records: the campaign its URL carries, or else the one its page
 * declares (a campaign's landing page). Read once, as it cannot change.
 */
let landing: Landing | null | undefined;
export function documentLanding(): Landing | null {
  if (landing === undefined) {
    const url = loadedUrl();
    landing = landingFromUrl(url) ?? pageCampaignLanding(url);
  }
  return landing;
}
