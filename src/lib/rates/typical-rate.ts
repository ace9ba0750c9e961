import type { Locale } from "@/config/locale";
import { rateCard } from "@/lib/content";
import type { DirectoryEntry } from "@/lib/directory/entry";
import { mainPlatform } from "@/lib/directory/hire-link";
import type { HandlePlatform } from "@/lib/directory/profile";
import { rateOfTier } from "./rate-table";

/** What creators of a tier typically charge on a platform, for its first deliverable. */
export type TypicalRate = {
  platform: HandlePlatform;
  tierName: string;
  deliverable: string;
  low: number;
  high: number;
};

/**
 * What a creator of `creator`'s tier typically charges on the platform they are hired for
 * (`mainPlatform`), from the rate card in `locale`; none where they have no tier there.
 */
export function typicalRate(creator: DirectoryEntry, locale: Locale): TypicalRate | undefined {
  const platform = mainPlatform(creator);
  const card = rateCard(locale);
  const tier = card.tiers.find(
    (candidate) => candidate.id === (platform && creator.tiers[platform]),
  );
  const deliverable = card.platforms.find((candidate) => candidate.id === platform)
    ?.deliverables[0];
  if (!platform || !tier || !deliverable) return undefined;
  const { low, high } = rateOfTier(deliverable, tier.id);
  return { platform, tierName: tier.name, deliverable: deliverable.name, low, high };
}
