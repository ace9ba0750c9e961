// The names of the attribution parameters alone (index.js holds their rules): what a page needs
// to tell whether a visit came from a campaign at all, without zod in what it loads.

/** The campaign parameters the visitor landed with, carried unchanged. */
export const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
];
/** The path of the first page the visitor saw on the site in this visit. */
export const LANDING_PATH_PARAM = "landing_path";
/** Where on the site the chosen link sits. */
export const PLACEMENT_PARAM = "placement";
