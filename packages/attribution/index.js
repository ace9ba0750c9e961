// The contract between gigloom.com and the Gigloom app's sign-up page: which campaign, landing
// page and link sent a visitor to {host}/signup. The site writes these parameters on the link
// the visitor chose (signupAttributionParams); the app reads them back (readSignupAttribution).
// Every value is checked here, on both sides, by one set of rules.
import * as z from "zod/mini";
import { CAMPAIGN_PARAMS, LANDING_PATH_PARAM, PLACEMENT_PARAM } from "./campaign-params.js";

export { CAMPAIGN_PARAMS, LANDING_PATH_PARAM, PLACEMENT_PARAM };

export const MAX_CAMPAIGN_VALUE_LENGTH = 100;
export const MAX_LANDING_PATH_LENGTH = 200;
export const MAX_PLACEMENT_LENGTH = 40;

/** Every place on the site a link to the sign-up sits; a plan card adds its plan's id. */
export const PLACEMENTS = [
  "header",
  "header-sign-in",
  "mobile-menu",
  "hero",
  "cta-band",
  "post-footer",
  "case-study-footer",
  "footer",
  "rates-calculator",
  "directory-profile",
];
const PRICING_PLACEMENT_PREFIX = "pricing-";

/** A plan card's placement: "pricing-pro" for the plan whose id is "pro". */
export function pricingPlacement(planId) {
  return `${PRICING_PLACEMENT_PREFIX}${planId}`;
}

// Printable text only: no control or invisible formatting characters.
const PRINTABLE = /^[^\p{Cc}\p{Cf}]*$/u;
// A path as a URL carries it: no scheme, no host, no query, no fragment, no empty segment
// (`//`).
const PATH = /^(?!.*\/\/)\/[\w\-.~!$&'()*+,;=:@%/]*$/;
// Any origin will do: a path that starts with "/" keeps it, so only the path can change.
const SOME_ORIGIN = "https://origin.invalid";
/**
 * A path already in the form a URL gives it: no dot segment (`.`, `..`, `%2e`) that a reader
 * would resolve away, turning `/.//evil.com` into `//evil.com`, another host against its base.
 */
const isNormalised = (path) => new URL(path, SOME_ORIGIN).pathname === path;
// Lower-case words joined by hyphens. Checked by shape rather than against PLACEMENTS, so a
// placement the site adds later still reaches an app that has not updated this package.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const campaignValue = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(MAX_CAMPAIGN_VALUE_LENGTH), z.regex(PRINTABLE));
const landingPath = z
  .string()
  .check(z.maxLength(MAX_LANDING_PATH_LENGTH), z.regex(PATH), z.refine(isNormalised));
const placement = z.string().check(z.maxLength(MAX_PLACEMENT_LENGTH), z.regex(SLUG));

/** The value if it keeps its rule (trimmed, for campaign values), otherwise undefined. */
function valid(schema, value) {
  if (value === null || value === undefined) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * The campaign parameters in a URL's query that keep their rules, or null when none does:
 * a visit that came from no campaign.
 */
export function readCampaign(params) {
  const campaign = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = valid(campaignValue, params.get(name));
    if (value !== undefined) campaign[name] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/**
 * What the sign-up page's URL says about where the visitor came from, or null when it carries
 * no campaign (the site then sends a clean link, and landing path and placement mean nothing).
 * Accepts the page's URL or its search parameters.
 */
export function readSignupAttribution(url) {
  const params = url instanceof URL ? url.searchParams : url;
  const campaign = readCampaign(params);
  if (campaign === null) return null;
  const attribution = { campaign };
  const path = valid(landingPath, params.get(LANDING_PATH_PARAM));
  if (path !== undefined) attribution.landingPath = path;
  const place = valid(placement, params.get(PLACEMENT_PARAM));
  if (place !== undefined) attribution.placement = place;
  return attribution;
}

/** The query the site adds to a sign-up link: the same rules, the same fixed order. */
export function signupAttributionParams({ campaign, landingPath: path, placement: place }) {
  const params = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMS) {
    const value = valid(campaignValue, campaign[name]);
    if (value !== undefined) params.set(name, value);
  }
  if (params.toString() === "") return params;
  const checkedPath = valid(landingPath, path);
  if (checkedPath !== undefined) params.set(LANDING_PATH_PARAM, checkedPath);
  const checkedPlace = valid(placement, place);
  if (checkedPlace !== undefined) params.set(PLACEMENT_PARAM, checkedPlace);
  return params;
}
