/*
 * Every taxonomy of the site's content, in one place. Front matter names a value by its key,
 * and the loader (src/lib/content) refuses a key that is not here. Each key is also a URL
 * segment where the value has pages of its own (/blog/tags/<tag>, /casestudies/industry/<id>);
 * each value is what readers see. The blog's authors are content: content/authors/<id>.yml.
 */

/** Blog tags: /blog/tags/<key>. */
export const TAGS = {
  briefs: "Briefs",
  pricing: "Pricing",
  compliance: "Compliance",
  "creator-selection": "Creator selection",
  payments: "Payments",
  "for-creators": "For creators",
  "for-brands": "For brands",
  "usage-rights": "Usage rights",
} as const;

/** Case-study facets: /casestudies/industry/<key>. */
export const INDUSTRIES = {
  beauty: "Beauty & personal care",
  fintech: "Fintech",
  "food-and-drink": "Food & drink",
  fitness: "Fitness & outdoors",
  home: "Home & living",
  gaming: "Gaming",
} as const;

/** Case-study facets: /casestudies/platform/<key>. */
export const PLATFORMS = {
  tiktok: "TikTok",
  instagram: "Instagram",
  youtube: "YouTube",
  pinterest: "Pinterest",
  twitch: "Twitch",
} as const;

/** A case study's total campaign spend, creator fees included, in US dollars. */
export const BUDGET_BANDS = {
  "under-10k": "Under $10k",
  "10k-25k": "$10k–$25k",
  "25k-50k": "$25k–$50k",
  "50k-100k": "$50k–$100k",
  "100k-plus": "$100k+",
} as const;

/** The results a case study can report, how each is written, and which way is better. */
export const METRICS = {
  views: { label: "Views", unit: "count", lowerIsBetter: false },
  engagementRate: { label: "Engagement rate", unit: "percent", lowerIsBetter: false },
  clickThroughRate: { label: "Click-through rate", unit: "percent", lowerIsBetter: false },
  costPerAcquisition: { label: "Cost per acquisition", unit: "usd", lowerIsBetter: true },
  returnOnAdSpend: { label: "Return on ad spend", unit: "multiple", lowerIsBetter: false },
} as const;

export type TagId = keyof typeof TAGS;
export type IndustryId = keyof typeof INDUSTRIES;
export type PlatformId = keyof typeof PLATFORMS;
export type MetricId = keyof typeof METRICS;
