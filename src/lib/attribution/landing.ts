import {
  readCampaign,
  readSignupAttribution,
  signupAttributionParams,
  type Campaign,
} from "@gigloom/attribution";

/** How a visit began: the campaign parameters it landed with, and the page it landed on. */
export type Landing = { campaign: Campaign; landingPath: string };

/** The landing a URL records, or null when it carries no campaign (a clean visit). */
export function landingFromUrl(url: URL): Landing | null {
  const campaign = readCampaign(url.searchParams);
  return campaign ? { campaign, landingPath: url.pathname } : null;
}

/**
 * A landing as text, to keep (remembered-landing.ts): the query the sign-up link would carry,
 * so reading it back checks every value by the contract's own rules.
 */
export function serialiseLanding(landing: Landing): string {
  return signupAttributionParams(landing).toString();
}

export function parseLanding(text: string | null): Landing | null {
  if (text === null) return null;
  const read = readSignupAttribution(new URLSearchParams(text));
  return read?.landingPath ? { campaign: read.campaign, landingPath: read.landingPath } : null;
}

/**
 * The landing a sign-up link credits: this page's own, when it was reached from a campaign
 * (the latest campaign wins), otherwise the one remembered for this tab, otherwise none.
 */
export function landingToCredit(thisPage: Landing | null, remembered: Landing | null) {
  return thisPage ?? remembered;
}
