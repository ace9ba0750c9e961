import type { Locale } from "@/config/locale";
import { routePath } from "@/config/routes";
import { rateCard } from "@/lib/content";
import { commonTier, type FacetPage } from "@/lib/directory/facets";
import { followerBand } from "@/lib/directory/follower-band";
import { DEFAULT_INPUTS, inputsQuery, withKnownDeliverable } from "./inputs";
import { rateOfTier } from "./rate-table";

/** The rate guide's line on a facet's page: what creators like most of its own charge. */
export type FacetRate = {
  tierName: string;
  /** The tier's followers, "10k–50k". */
  band: string;
  deliverable: string;
  low: number;
  high: number;
  /** The rate guide's calculator, set to the facet's platform and that tier. */
  calculatorHref: string;
};

/**
 * What creators of the tier most of `facet`'s creators have on its platform typically charge
 * for the platform's first deliverable, from the rate card in `locale`; none where none of them
 * has a tier there.
 */
export function facetRate(facet: FacetPage, locale: Locale): FacetRate | undefined {
  const card = rateCard(locale);
  const tierId = commonTier(facet.creators, facet.platform);
  const tier = card.tiers.find((candidate) => candidate.id === tierId);
  const deliverable = card.platforms.find((candidate) => candidate.id === facet.platform)
    ?.deliverables[0];
  if (!tier || !deliverable) return undefined;
  const inputs = withKnownDeliverable(
    { ...DEFAULT_INPUTS, platform: facet.platform, tier: tier.id },
    card,
  );
  const { low, high } = rateOfTier(deliverable, tier.id);
  return {
    tierName: tier.name,
    band: followerBand(tier, card.tiers),
    deliverable: deliverable.name,
    low,
    high,
    calculatorHref: `${routePath("rates", locale)}?${inputsQuery(inputs, card)}#calculator`,
  };
}
