// The names of the gig parameters alone (gig-draft.js holds their rules): what a page that
// writes the link needs, without zod in its first load.

/**
 * Each choice of the estimate and the parameter that carries it, and the creator a brand chose
 * to hire from the site's directory (their page's slug).
 */
export const GIG_DRAFT_PARAMS = {
  platform: "gig_platform",
  deliverable: "gig_deliverable",
  tier: "gig_tier",
  creators: "gig_creators",
  pieces: "gig_pieces",
  usageDays: "gig_usage_days",
  addOns: "gig_add_ons",
  hooks: "gig_hooks",
  creator: "gig_creator",
};
