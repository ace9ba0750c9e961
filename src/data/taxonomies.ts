/*
 * Every taxonomy of the site's content, in one place. Front matter names a value by its key,
 * and the loader (src/lib/content) refuses a key that is not here. Each key is also a URL
 * segment where the value has pages of its own (/blog/tags/<tag>, /casestudies/industry/<id>).
 * What readers see for each key is copy, in every language: messages/<locale>.json, namespace
 * `content` (tags, industries, budgets, metrics), which a test holds to these keys. Platforms
 * are the exception: their names are brands, the same in every language. The blog's authors
 * are content: content/authors/<id>.yml.
 */

/** Blog tags: /blog/tags/<key>. */
export const TAGS = [
  "briefs",
  "pricing",
  "compliance",
  "creator-selection",
  "payments",
  "for-creators",
  "for-brands",
  "usage-rights",
] as const;

/** Case-study facets: /casestudies/industry/<key>. */
export const INDUSTRIES = [
  "beauty",
  "fintech",
  "food-and-drink",
  "fitness",
  "home",
  "gaming",
] as const;

/** Case-study facets: /casestudies/platform/<key>, and each platform's name. */
export const PLATFORMS = {
  tiktok: "TikTok",
  instagram: "Instagram",
  youtube: "YouTube",
  pinterest: "Pinterest",
  twitch: "Twitch",
} as const;

/** A case study's total campaign spend, creator fees included, in US dollars. */
export const BUDGET_BANDS = ["under-10k", "10k-25k", "25k-50k", "50k-100k", "100k-plus"] as const;

/** The results a case study can report, how each is written, and which way is better. */
export const METRICS = {
  views: { unit: "count", lowerIsBetter: false },
  engagementRate: { unit: "percent", lowerIsBetter: false },
  clickThroughRate: { unit: "percent", lowerIsBetter: false },
  costPerAcquisition: { unit: "usd", lowerIsBetter: true },
  returnOnAdSpend: { unit: "multiple", lowerIsBetter: false },
} as const;

export type TagId = (typeof TAGS)[number];
export type IndustryId = (typeof INDUSTRIES)[number];
export type PlatformId = keyof typeof PLATFORMS;
export type BudgetBandId = (typeof BUDGET_BANDS)[number];
export type MetricId = keyof typeof METRICS;
