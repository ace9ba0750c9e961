/** Blog tags. The key is the URL segment (/blog/tags/<key>); the value is what readers see. */
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

export type TagId = keyof typeof TAGS;
