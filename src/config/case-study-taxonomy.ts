/** Case-study facets. Each key is a URL segment of the filter pages; each value is its label. */
export const INDUSTRIES = {
  beauty: "Beauty & personal care",
  fintech: "Fintech",
  "food-and-drink": "Food & drink",
  fitness: "Fitness & outdoors",
  home: "Home & living",
  gaming: "Gaming",
} as const;

export const PLATFORMS = {
  tiktok: "TikTok",
  instagram: "Instagram",
  youtube: "YouTube",
  pinterest: "Pinterest",
  twitch: "Twitch",
} as const;

/** Total campaign spend, creator fees included, in US dollars. */
export const BUDGET_BANDS = {
  "under-10k": "Under $10k",
  "10k-25k": "$10k–$25k",
  "25k-50k": "$25k–$50k",
  "50k-100k": "$50k–$100k",
  "100k-plus": "$100k+",
} as const;

export type IndustryId = keyof typeof INDUSTRIES;
export type PlatformId = keyof typeof PLATFORMS;
