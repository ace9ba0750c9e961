import { DEMO_CREATOR_COUNT, demoCreatorProfiles } from "./demo-creators";
import { demoDirectoryEntries } from "./demo-entries";
import { profileKeyOf } from "./profile-key";

/**
 * Each photo a demo build without the emulator publishes (its creators are the seed's,
 * ../content/creators.ts), or the scale bench's `count` creators: the entry's slug and copy
 * path, and the profile's `photoPath`, from which scripts/shared/demo-photo.mjs draws the bytes
 * the publishing function would have copied.
 */
export function demoPhotoSources(
  count = DEMO_CREATOR_COUNT,
): { slug: string; photo: string; photoPath: string }[] {
  const paths = new Map(
    demoCreatorProfiles(count).map(({ uid, profile }) => [profileKeyOf(uid), profile.photoPath]),
  );
  // No tiers: they decide no photo.
  return demoDirectoryEntries([], count).flatMap(({ slug, photo, profileKey }) => {
    const photoPath = paths.get(profileKey);
    return photo && photoPath ? [{ slug, photo, photoPath }] : [];
  });
}
