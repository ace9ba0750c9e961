import type { Metadata } from "next";
import type { Locale } from "@/config/locale";
import { type LandingPage, landingPageAt } from "@/lib/content";
import { CAMPAIGN_META } from "@/lib/attribution/page-campaign";
import { pageMetadata } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";
import { SearchablePage } from "@/components/search/searchable-page";
import { LandingSectionView } from "./landing-section";

/**
 * A landing page's metadata: its own title and description; a hidden page (one only ads lead
 * to) is kept out of search engines, and so out of the sitemap and the site search too. Its
 * campaign rides in a meta tag, for the attribution of a visit that brought none.
 */
export function landingMetadata(page: LandingPage): Metadata {
  return {
    ...pageMetadata({
      title: page.title,
      description: page.description,
      path: page.path,
      noindex: page.hidden,
    }),
    other: { [CAMPAIGN_META]: page.campaign },
  };
}

/** Its share card: the opening's eyebrow and heading, as every page's card repeats its own. */
export function landingShareCard(locale: Locale, slug: string) {
  const page = landingPageAt(locale, slug);
  const hero = page.sections.find((section) => section.type === "hero");
  return renderOgCard({ eyebrow: hero?.eyebrow ?? "", title: hero?.heading ?? page.title, locale });
}

/** A landing page's sections, in order; the site search indexes it unless it is hidden. */
export function LandingPageBody({ page }: { page: LandingPage }) {
  const sections = page.sections.map((section, index) => (
    <LandingSectionView key={index} page={page} section={section} />
  ));
  return page.hidden ? (
    <>{sections}</>
  ) : (
    <SearchablePage locale={page.locale}>{sections}</SearchablePage>
  );
}
