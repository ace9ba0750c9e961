export declare const CAMPAIGN_PARAMS: readonly [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
];
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

export declare const LANDING_PATH_PARAM: "landing_path";
export declare const PLACEMENT_PARAM: "placement";
