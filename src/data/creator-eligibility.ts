/**
 * Gigs are contracts, so creators sign them for themselves. The terms and the privacy policy
 * quote this age; /creators quotes it through content/creator-eligibility.yml.
 */
export const MINIMUM_CREATOR_AGE = 18;
