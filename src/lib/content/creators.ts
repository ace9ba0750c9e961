import { isDemoMode } from "@/lib/firebase/config";
import { demoCreatorProfiles } from "@/lib/directory/demo-creators";
import type { DirectoryEntry } from "@/lib/directory/entry";
import { profileKeyOf } from "@/lib/directory/profile-key";
import { publication } from "@/lib/directory/public-entry";
import type { ListRoute } from "./pagination";
import { rateCard } from "./rate-card";

/**
 * The directory's list, 24 creators to a page (eight rows of three on a wide screen), with its
 * later pages below it.
 */
export const directoryList: ListRoute = { first: "directory", later: "directoryPage", perPage: 24 };

/** Where this build's creators come from: the demo's fictional ones, or none yet. */
export const directorySource = (): "demo" | "none" => (isDemoMode ? "demo" : "none");

/** The fictional demo creators, as the publishing function publishes them. */
function demoEntries(): DirectoryEntry[] {
  const tiers = rateCard("en").tiers;
  return demoCreatorProfiles().flatMap(({ uid, profile }) => {
    const result = publication(profile, profileKeyOf(uid), tiers);
    return "publish" in result ? [result.publish] : [];
  });
}

/** Most gigs completed first, then the most punctual, then by name: an order a brand can use. */
const byRecord = (a: DirectoryEntry, b: DirectoryEntry) =>
  b.gigsCompleted - a.gigsCompleted ||
  b.onTimeRate - a.onTimeRate ||
  a.displayName.localeCompare(b.displayName, "en") ||
  a.slug.localeCompare(b.slug, "en");

let listed: readonly DirectoryEntry[] | undefined;

/**
 * The listed creators, in the directory's order. In demo mode, the fictional demo creators
 * (docs/directory.md); in production none yet: the build's read of `directory` is not built,
 * and a production site never shows the demo's creators.
 */
export function listedCreators(): readonly DirectoryEntry[] {
  listed ??= directorySource() === "demo" ? demoEntries().sort(byRecord) : [];
  return listed;
}

let bySlug: ReadonlyMap<string, DirectoryEntry> | undefined;

/** The listed creator whose page is at `slug`, if any: each of thousands of pages asks. */
export function listedCreator(slug: string): DirectoryEntry | undefined {
  bySlug ??= new Map(listedCreators().map((creator) => [creator.slug, creator]));
  return bySlug.get(slug);
}
