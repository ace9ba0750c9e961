import { localeFacts, type Locale } from "@/config/locale";
import { PLATFORMS } from "@/data/taxonomies";
import { translator } from "@/i18n/translator";
import type { DirectoryEntry } from "@/lib/directory/entry";
import { followerBand } from "@/lib/directory/follower-band";
import { HANDLE_PLATFORMS } from "@/lib/directory/profile";
import { taxonomyLabels } from "./labels";
import { creatorPath } from "./paths";
import { rateCard } from "./rate-card";

/** A listed creator in the words of one language: what a card and a profile show. */
export type CreatorSummary = {
  slug: string;
  name: string;
  /** The path of the function's copy of their photo, when they have one. */
  photo?: string;
  href: `/${string}`;
  /** "TikTok: 10k–50k followers", one per platform the creator is on. */
  audience: string[];
  niches: string[];
  /** "Lisbon, Portugal" where the creator shows their city, else the country alone. */
  place: string;
  gigs: string;
  onTime: string;
};

/** `creator` as the directory writes them in `locale`. */
export function creatorSummary(creator: DirectoryEntry, locale: Locale): CreatorSummary {
  const t = translator(locale, "directory");
  const tiers = rateCard(locale).tiers;
  const labels = taxonomyLabels(locale);
  const regions = new Intl.DisplayNames([localeFacts[locale].tag], { type: "region" });
  const country = regions.of(creator.country) ?? creator.country;
  return {
    slug: creator.slug,
    name: creator.displayName,
    photo: creator.photo,
    href: creatorPath(creator.slug, locale),
    audience: HANDLE_PLATFORMS.flatMap((platform) => {
      const tier = tiers.find((candidate) => candidate.id === creator.tiers[platform]);
      if (!tier || creator.handles[platform] === undefined) return [];
      return [t("audience", { platform: PLATFORMS[platform], band: followerBand(tier, tiers) })];
    }),
    niches: creator.niches.map((niche) => labels.industry(niche)),
    place: creator.city ? `${creator.city}, ${country}` : country,
    gigs: t("gigs", { count: creator.gigsCompleted }),
    onTime: t("onTime", { rate: `${Math.round(creator.onTimeRate * 100)}%` }),
  };
}
