import type { Metadata } from "next";
import type { Locale } from "@/config/locale";
import { localeHome } from "@/config/routes";
import { translator } from "@/i18n/translator";
import { type LandingPage, landingPageAt } from "@/lib/content";
import { CAMPAIGN_META } from "@/lib/attribution/page-campaign";
import { sectionAttributes } from "@/lib/interactions/attributes";
import { pageMetadata } from "@/lib/seo/metadata";
import { withShareCard } from "@/lib/seo/share-card";
import { renderOgCard } from "@/lib/seo/og-card";
import { SearchablePage } from "@/components/search/searchable-page";
import { Container } from "@/components/ui/container";
import { TextLink } from "@/components/ui/text-link";
import { renderShareCard } from "../registered-page";
import { LandingSectionView } from "./landing-section";

/**
 * A landing page's metadata: its own title and description; a hidden page (one only ads lead
 * to) is kept out of search engines, and so out of the sitemap and the site search too. Its
 * campaign rides in a meta tag, for the attribution of a visit that brought none.
 */
export function landingMetadata(page: LandingPage): Metadata {
  const metadata = pageMetadata({
    title: page.title,
    description: page.description,
    path: page.path,
    noindex: page.hidden,
  });
  return {
    ...withShareCard(metadata, page.path, openingOf(page).title),
    other: { [CAMPAIGN_META]: page.campaign },
  };
}

/** What a page opens with, and its share card repeats: the hero's eyebrow and heading. */
function openingOf(page: LandingPage) {
  const hero = page.sections[0];
  return hero?.type === "hero"
    ? { eyebrow: hero.eyebrow, title: hero.heading }
    : { eyebrow: "", title: page.title };
}

/**
 * Its share card: the opening's eyebrow and heading, as every page's card repeats its own; the
 * placeholder of a language with no landing page shows the home page's.
 */
export function landingShareCard(locale: Locale, slug: string) {
  const page = landingPageAt(locale, slug);
  return page ? renderOgCard({ ...openingOf(page), locale }) : renderShareCard("home", locale);
}

/** The metadata of the page at `slug`; the placeholder's keeps it out of search engines. */
export function landingMetadataAt(locale: Locale, slug: string): Metadata {
  const page = landingPageAt(locale, slug);
  if (page) return landingMetadata(page);
  return { title: translator(locale, "notFound")("metaTitle"), robots: { index: false } };
}

/**
 * The page at `slug`. The placeholder of a language with no landing page yet says there is
 * nothing here and sends the visitor to the language's home.
 */
export function LandingRoute({ locale, slug }: { locale: Locale; slug: string }) {
  const page = landingPageAt(locale, slug);
  if (page) return <LandingPageBody page={page} />;
  const t = translator(locale, "notFound");
  const home = localeHome(locale);
  return (
    <Container className="py-24">
      <meta httpEquiv="refresh" content={`0; url=${home}`} />
      <h1 className="text-title font-bold">{t("title")}</h1>
      <p className="mt-6 text-lead">
        <TextLink href={home}>{t("home")}</TextLink>
      </p>
    </Container>
  );
}

/** A landing page's sections, in order; the site search indexes it unless it is hidden. */
export function LandingPageBody({ page }: { page: LandingPage }) {
  // Each kind of section appears once, so its kind names it in the calls to action's events.
  const sections = page.sections.map((section) => (
    <div key={section.type} {...sectionAttributes(section.type)}>
      <LandingSectionView page={page} section={section} />
    </div>
  ));
  return page.hidden ? (
    <>{sections}</>
  ) : (
    <SearchablePage locale={page.locale}>{sections}</SearchablePage>
  );
}
