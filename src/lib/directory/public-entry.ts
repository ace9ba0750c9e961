import { type CreatorProfile, creatorProfileSchema, HANDLE_PLATFORMS } from "./profile";
import { withoutContactDetails } from "./contact-details";
import type { DirectoryEntry } from "./entry";
import { followerTier, type TierRange } from "./follower-tier";
import { publicPhotoPath } from "./photo";

/**
 * How many hex digits of the profile's key end its slug: 6, short to read; 16 for the rare
 * creator whose name and 6 digits another listed creator already has.
 */
export const SLUG_CODE_LENGTH = { short: 6, long: 16 } as const;
const MAX_NAME_WORDS_LENGTH = 40;

/** "Ana López" and a profile key → "ana-lopez-3fa9c1": the name's words, then the key's start. */
export function directorySlug(
  displayName: string,
  profileKey: string,
  code: keyof typeof SLUG_CODE_LENGTH = "short",
): string {
  const words = displayName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_NAME_WORDS_LENGTH)
    .replace(/^-+|-+$/g, "");
  return `${words || "creator"}-${profileKey.slice(0, SLUG_CODE_LENGTH[code])}`;
}

const perPlatform = <Value>(
  values: Partial<Record<(typeof HANDLE_PLATFORMS)[number], Value>>,
): [(typeof HANDLE_PLATFORMS)[number], Value][] =>
  HANDLE_PLATFORMS.flatMap((platform) => {
    const value = values[platform];
    return value === undefined ? [] : [[platform, value]];
  });

function entryOf(profile: CreatorProfile, profileKey: string, tiers: readonly TierRange[]) {
  const bio = Object.fromEntries(
    Object.entries(profile.bio).flatMap(([language, text]) =>
      text ? [[language, withoutContactDetails(text)]] : [],
    ),
  );
  // The slug is made of the name as published: an address typed into a name is not in either.
  const displayName = withoutContactDetails(profile.displayName);
  const entry: DirectoryEntry = {
    slug: directorySlug(displayName, profileKey),
    profileKey,
    displayName,
    handles: Object.fromEntries(perPlatform(profile.handles)),
    tiers: Object.fromEntries(
      perPlatform(profile.followers).flatMap(([platform, count]) => {
        const tier = followerTier(count, tiers);
        return tier ? [[platform, tier]] : [];
      }),
    ),
    niches: profile.niches,
    country: profile.country,
    languages: profile.languages,
    bio,
    gigsCompleted: profile.gigsCompleted,
    onTimeRate: profile.onTimeRate,
    memberSince: profile.memberSince,
    indexable: profile.directory.indexable,
  };
  if (profile.directory.showCity && profile.city) entry.city = profile.city;
  if (profile.photoPath) entry.photo = publicPhotoPath(profileKey, profile.photoPath);
  return entry;
}

/** What the publishing function does with a profile as the app wrote it. */
export type Publication =
  | { publish: DirectoryEntry }
  | { unpublish: "not listed" | "no profile" | "not valid"; problem?: string };

/**
 * The directory entry a profile may publish, built field by field from the contract's schema
 * (so nothing the app keeps besides reaches it), or why there is none: a profile that is
 * deleted, not listed, or not what the contract says. In each of those cases any entry it had
 * must go.
 */
export function publication(
  data: unknown,
  profileKey: string,
  tiers: readonly TierRange[],
): Publication {
  if (data === undefined) return { unpublish: "no profile" };
  const listed = (data as { directory?: { listed?: unknown } } | null)?.directory?.listed;
  if (listed !== true) return { unpublish: "not listed" };
  const result = creatorProfileSchema.safeParse(data);
  if (!result.success) {
    const problem = result.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    return { unpublish: "not valid", problem };
  }
  return { publish: entryOf(result.data, profileKey, tiers) };
}
