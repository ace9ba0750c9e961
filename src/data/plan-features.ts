import type { TierId } from "./pricing";

/** A feature is part of the tier named in `from` and of every tier above it. */
export type Feature = { name: string; from: TierId };
export type FeatureGroup = { name: string; features: readonly Feature[] };

/**
 * The feature comparison on /pricing. The plan cards list, for each tier, the features that
 * start at that tier, so a feature is written once and both views agree.
 */
export const featureGroups: readonly FeatureGroup[] = [
  {
    name: "Hiring",
    features: [
      { name: "Brief templates for UGC videos, reviews and sponsored posts", from: "starter" },
      { name: "Creator search by audience country, age and engagement", from: "starter" },
      { name: "Shortlists and invite-only gigs", from: "growth" },
      { name: "One brief sent to many creators at once", from: "scale" },
    ],
  },
  {
    name: "Content and rights",
    features: [
      { name: "Drafts, comments and revisions in one thread", from: "starter" },
      { name: "Content library with original, watermark-free files", from: "starter" },
      { name: "Usage-rights tracking with expiry reminders", from: "growth" },
      { name: "Paid-ads licences to run content from the creator's handle", from: "scale" },
    ],
  },
  {
    name: "Payments",
    features: [
      { name: "Payment protection on every gig", from: "starter" },
      { name: "Card payments and bank transfers", from: "starter" },
      { name: "One monthly invoice covering every gig", from: "scale" },
      { name: "Purchase-order billing and custom payment terms", from: "enterprise" },
    ],
  },
  {
    name: "Reporting",
    features: [
      { name: "Views and engagement from creators' connected accounts", from: "growth" },
      { name: "CSV export and reporting API", from: "scale" },
    ],
  },
  {
    name: "Team and support",
    features: [
      { name: "Email support from people who run campaigns", from: "starter" },
      { name: "Live chat support on weekdays", from: "growth" },
      { name: "Priority support with a four-hour first response", from: "scale" },
      { name: "A named partnerships manager", from: "enterprise" },
      { name: "SAML single sign-on and a security review", from: "enterprise" },
    ],
  },
];
