import { DEMO_CREATOR_COUNT, demoCreatorProfiles } from "./demo-creators";
import type { DirectoryEntry } from "./entry";
import type { TierRange } from "./follower-tier";
import { profileKeyOf } from "./profile-key";
import { publication } from "./public-entry";

/**
 * The demo's creators as the publishing function publishes them (the listed ones): what a
 * demo build shows without the emulator (lib/content/creators.ts), and, with a larger `count`,
 * the directory `npm run bench -- --scale` builds the site with.
 */
export function demoDirectoryEntries(
  tiers: readonly TierRange[],
  count = DEMO_CREATOR_COUNT,
): DirectoryEntry[] {
  return demoCreatorProfiles(count).flatMap(({ uid, profile }) => {
    const result = publication(profile, profileKeyOf(uid), tiers);
    return "publish" in result ? [result.publish] : [];
  });
}
