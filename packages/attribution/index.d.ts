import type { CampaignParam } from "./campaign-params";

export {
  CAMPAIGN_PARAMS,
  LANDING_PATH_PARAM,
  PLACEMENT_PARAM,
  type CampaignParam,
} from "./campaign-params";
/** The campaign parameters a visitor landed with; at least one is present. */
export type Campaign = Partial<Record<CampaignParam, string>>;

export declare const MAX_CAMPAIGN_VALUE_LENGTH: number;
export declare const MAX_LANDING_PATH_LENGTH: number;
export declare const MAX_PLACEMENT_LENGTH: number;

export declare const PLACEMENTS: readonly [
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
/** Where on the site a link sits: one of PLACEMENTS, or a plan card's "pricing-<plan id>". */
export type Placement = (typeof PLACEMENTS)[number] | `pricing-${string}`;
export declare function pricingPlacement<Id extends string>(planId: Id): `pricing-${Id}`;

export type SignupAttribution = {
  campaign: Campaign;
  /** The first page of the visit on the site, e.g. "/blog/how-to-price-a-ugc-video". */
  landingPath?: string;
  /** The link the visitor chose, e.g. "header" or "pricing-pro". */
  placement?: string;
};

export declare function readCampaign(params: URLSearchParams): Campaign | null;
export declare function readSignupAttribution(url: URL | URLSearchParams): SignupAttribution | null;
export declare function signupAttributionParams(attribution: SignupAttribution): URLSearchParams;
