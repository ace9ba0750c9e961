import { GIG_DRAFT_PARAMS } from "@gigloom/attribution/gig-draft-params";
import type { DirectoryEntry } from "./entry";
import { HANDLE_PLATFORMS } from "./profile";

/** The platform a creator is hired for unless the brand says otherwise: the first they are on. */
export const mainPlatform = (creator: DirectoryEntry) =>
  HANDLE_PLATFORMS.find((platform) => creator.handles[platform] !== undefined);

/**
 * "Hire <name>": the app's sign-up with the creator on the brand's first brief (the gig draft
 * of @gigloom/attribution: `gig_creator`), for the first platform they are on, at their tier
 * there. The campaign's attribution is added on the click, as on every sign-up link.
 */
export function creatorHireHref(signUpUrl: string, creator: DirectoryEntry): string {
  const url = new URL(signUpUrl);
  const platform = mainPlatform(creator);
  if (platform) {
    url.searchParams.set(GIG_DRAFT_PARAMS.platform, platform);
    const tier = creator.tiers[platform];
    if (tier) url.searchParams.set(GIG_DRAFT_PARAMS.tier, tier);
  }
  url.searchParams.set(GIG_DRAFT_PARAMS.creator, creator.slug);
  return url.toString();
}
