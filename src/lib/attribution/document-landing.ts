import { landingFromUrl, type Landing } from "./landing";
import { loadedUrl } from "./loaded-url";
import { pageCampaignLanding } from "./page-campaign";

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
