/** The people who write for the blog. Front matter names an author by key. */
export const AUTHORS = {
  "maya-okafor": { name: "Maya Okafor", role: "Head of Brand Partnerships" },
  "daniel-reyes": { name: "Daniel Reyes", role: "Creator Success Lead" },
  "priya-raman": { name: "Priya Raman", role: "Trust & Payments" },
  "tom-lindqvist": { name: "Tom Lindqvist", role: "Campaign Strategist" },
} as const;

export type AuthorId = keyof typeof AUTHORS;
export type Author = (typeof AUTHORS)[AuthorId];
