import { demoCreatorProfiles } from "./demo-creators";
import { profileKeyOf } from "./profile-key";

/**
 * What demo mode writes into the Firestore emulator's `creatorProfiles` (npm start's seed,
 * scripts/local/demo-directory.mjs), each profile with the key its directory entry carries, so
 * the seed can tell when the publishing function has published every listed one.
 */
export const demoSeed = () =>
  demoCreatorProfiles().map(({ uid, profile }) => ({
    uid,
    profile,
    profileKey: profileKeyOf(uid),
    listed: profile.directory.listed,
  }));
