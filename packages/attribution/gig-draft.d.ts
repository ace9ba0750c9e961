export { GIG_DRAFT_PARAMS } from "./gig-draft-params.js";
export declare const MAX_GIG_ID_LENGTH: number;
export declare const MAX_GIG_COUNT: number;
export declare const MAX_USAGE_DAYS: number;
export declare const MAX_CREATOR_SLUG_LENGTH: number;

/** A gig priced in the site's rate guide, e.g. three TikTok videos from two micro creators. */
export type GigDraft = {
  /** e.g. "tiktok", "instagram", "youtube", "ugc". */
  platform: string;
  /** The deliverable's id on that platform, e.g. "video-15-30s". */
  deliverable?: string;
  /** The creators' audience tier, e.g. "micro". */
  tier?: string;
  /** How many creators. */
  creators?: number;
  /** Pieces per creator. */
  pieces?: number;
  /** Days of usage rights, when the brand wants them. */
  usageDays?: number;
  /** The add-ons chosen, e.g. ["whitelisting", "raw"]. */
  addOns?: string[];
  /** Extra hooks per piece. */
  hooks?: number;
  /**
   * The creator the brand chose to hire: their directory page's slug on the site
   * (`/c/<slug>`), e.g. "ana-lopez-3fa9c1".
   */
  creator?: string;
};

export declare function readGigDraft(url: URL | URLSearchParams): GigDraft | null;
export declare function gigDraftParams(draft: GigDraft): URLSearchParams;
