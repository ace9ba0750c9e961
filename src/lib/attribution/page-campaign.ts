import type { Landing } from "./landing";

/** The meta tag in which a landing page names its campaign (app/_pages/landing). */
export const CAMPAIGN_META = "gigloom-campaign";

/**
 * The landing a campaign's page records for a visit that brought no campaign of its own: its
 * campaign, from the page's meta tag, while the document is still the one loaded at `url`.
 */
export function pageCampaignLanding(url: URL, doc: Document = document): Landing | null {
  if (doc.location?.pathname !== url.pathname) return null;
  const campaign = doc.querySelector<HTMLMetaElement>(`meta[name="${CAMPAIGN_META}"]`)?.content;
  return campaign ? { campaign: { utm_campaign: campaign }, landingPath: url.pathname } : null;
}
