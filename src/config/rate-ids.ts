/**
 * The rate card's code ids: URLs (/rates/tiktok, ?tier=micro&usage=90) and the calculator
 * name them, so the data lists each once, in this order, and an editor cannot rename one.
 * A module of their own, with no schema, so that what names a page or reads a link (the
 * language switch, the calculator) carries no validation code to the browser.
 */
export const PLATFORM_IDS = ["tiktok", "instagram", "youtube", "ugc"] as const;
export const CREATOR_TIER_IDS = ["nano", "micro", "mid", "macro"] as const;
export const USAGE_DAYS = [30, 90, 180, 365] as const;
export const ADD_ON_IDS = ["whitelisting", "exclusivity", "raw", "hooks", "rush"] as const;
export const ADD_ON_KINDS = ["percent", "amount"] as const;
