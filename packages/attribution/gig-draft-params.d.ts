export declare const GIG_DRAFT_PARAMS: {
  readonly platform: "gig_platform";
  readonly deliverable: "gig_deliverable";
  readonly tier: "gig_tier";
  readonly creators: "gig_creators";
  readonly pieces: "gig_pieces";
  readonly usageDays: "gig_usage_days";
  readonly addOns: "gig_add_ons";
  readonly hooks: "gig_hooks";
  readonly creator: "gig_creator";
};
