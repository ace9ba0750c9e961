import { notFound } from "next/navigation";
import { localeFacts, type Locale } from "@/config/locale";
import { appLink } from "@/config/site";
import { PLATFORMS } from "@/data/taxonomies";
import { translator } from "@/i18n/translator";
import { CreatorPhoto } from "@/components/directory/creator-photo";
import { SearchFacts } from "@/components/search/search-facts";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import Link from "@/components/ui/site-link";
import { directoryList, listedCreator, listPagePath, platformRatesPath } from "@/lib/content";
import { creatorSummary } from "@/lib/content/creator-summary";
import { typicalRate } from "@/lib/rates/typical-rate";
import { HANDLE_PLATFORMS } from "@/lib/directory/profile";
import { shownBio } from "@/lib/directory/shown-bio";
import { formatDate } from "@/lib/format-date";
import { rateMoney } from "@/lib/rates/money";
import { dollarsToCents } from "@/lib/rates/rounding";
import { creatorHireHref } from "@/lib/directory/hire-link";
import { SEARCH_BODY } from "@/lib/search/search-facts";
import { profilePageJsonLd } from "@/lib/seo/creator-json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";

export function creatorMetadata(locale: Locale, slug: string) {
  const creator = listedCreator(slug);
  if (!creator) return {};
  const t = translator(locale, "directory");
  const summary = creatorSummary(creator, locale);
  return pageMetadata({
    title: t("profileTitle", { name: creator.displayName }),
    description: t("profileDescription", {
      name: creator.displayName,
      niches: summary.niches.join(", ").toLocaleLowerCase(localeFacts[locale].tag),
      platforms: HANDLE_PLATFORMS.filter((p) => creator.handles[p] !== undefined)
        .map((p) => PLATFORMS[p])
        .join(", "),
      gigs: summary.gigs,
      onTime: summary.onTime,
    }),
    path: summary.href,
    noindex: !creator.indexable,
  });
}

export const creatorOgAlt = (locale: Locale) => translator(locale, "directory")("profileOgAlt");

export function creatorOgImage(locale: Locale, slug: string) {
  const t = translator(locale, "directory");
  return renderOgCard({
    eyebrow: t("eyebrow"),
    title: listedCreator(slug)?.displayName ?? t("title"),
    locale,
  });
}

/**
 * A listed creator's page: who they are, where they post and to how many, what they make, their
 * record on Gigloom, what creators like them typically charge, and "Hire <name>", which opens
 * the app's sign-up with the creator on the brand's first brief.
 */
export function CreatorPage({ locale, slug }: { locale: Locale; slug: string }) {
  const creator = listedCreator(slug);
  if (!creator) notFound();
  const t = translator(locale, "directory");
  const summary = creatorSummary(creator, locale);
  const bio = shownBio(creator.bio, locale);
  const hire = creatorHireHref(appLink("/signup"), creator);
  const rate = typicalRate(creator, locale);
  const money = rateMoney(locale);
  return (
    <>
      <JsonLd data={profilePageJsonLd(creator, locale)} />
      {/* Found by the site search as a creator, by niche and platform; a noindex page is not. */}
      <div {...SEARCH_BODY}>
        <SearchFacts
          locale={locale}
          kind="creator"
          filters={{
            industry: summary.niches,
            platform: HANDLE_PLATFORMS.filter((p) => creator.handles[p]).map((p) => PLATFORMS[p]),
          }}
        />
        <Container as="header" className="pt-14 lg:pt-20">
          <div className="flex items-center gap-5">
            <CreatorPhoto name={creator.displayName} photo={creator.photo} large />
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-accent uppercase">
                {t("profileEyebrow")}
              </p>
              <h1 className="mt-1 text-title font-bold break-words text-balance">
                {creator.displayName}
              </h1>
            </div>
          </div>
          <p className="mt-5 max-w-3xl text-lead text-muted">
            {summary.niches.join(" · ")} — {summary.place}
          </p>
          <div className="mt-8">
            <Button href={hire} placement="directory-profile" audience="brand">
              {t("hire", { name: creator.displayName })}
            </Button>
            <p className="mt-2 text-sm text-muted">
              {t("hireNote", { name: creator.displayName })}
            </p>
          </div>
        </Container>
        <Container className="grid gap-12 py-16 lg:grid-cols-2">
          {bio ? (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-xl font-semibold">
                {t("about")}
              </h2>
              <p
                className="mt-4"
                lang={bio.locale === locale ? undefined : localeFacts[bio.locale].lang}
              >
                {bio.text}
              </p>
              {bio.locale === locale ? null : (
                <p className="mt-2 text-sm text-muted">
                  {t("bioInOther", {
                    name: creator.displayName,
                    language: languageNames([localeFacts[bio.locale].lang], locale)[0]!,
                  })}
                </p>
              )}
            </section>
          ) : null}
          <section aria-labelledby="platforms-heading">
            <h2 id="platforms-heading" className="text-xl font-semibold">
              {t("platforms")}
            </h2>
            <ul className="mt-4 space-y-1">
              {summary.audience.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {rate ? (
              <>
                <p className="mt-4">
                  {t("rateBand", {
                    tier: rate.tierName,
                    platform: PLATFORMS[rate.platform],
                    deliverable: rate.deliverable,
                    low: money(dollarsToCents(rate.low)),
                    high: money(dollarsToCents(rate.high)),
                  })}
                </p>
                <p className="mt-2 text-sm">
                  <Link
                    href={platformRatesPath(rate.platform, locale)}
                    className="font-medium text-accent underline underline-offset-2"
                  >
                    {t("rateBandLink", { tier: rate.tierName, platform: PLATFORMS[rate.platform] })}
                  </Link>
                </p>
              </>
            ) : null}
          </section>
          <section aria-labelledby="record-heading">
            <h2 id="record-heading" className="text-xl font-semibold">
              {t("record")}
            </h2>
            <ul className="mt-4 space-y-1">
              <li>{summary.gigs}</li>
              <li>{summary.onTime}</li>
              <li>{t("memberSince", { date: formatDate(creator.memberSince, locale) })}</li>
            </ul>
          </section>
          <section aria-labelledby="languages-heading">
            <h2 id="languages-heading" className="text-xl font-semibold">
              {t("languages")}
            </h2>
            <p className="mt-4">{languageNames(creator.languages, locale).join(", ")}</p>
          </section>
        </Container>
      </div>
      <Container className="pb-24">
        <Link
          href={listPagePath(directoryList, 1, locale)}
          className="font-medium text-accent underline underline-offset-2"
        >
          {t("backToDirectory")}
        </Link>
      </Container>
    </>
  );
}

/** ISO 639-1 codes in the page's language: "es" → "Spanish" (es: "español"). */
function languageNames(codes: readonly string[], locale: Locale): string[] {
  const names = new Intl.DisplayNames([localeFacts[locale].tag], { type: "language" });
  return codes.map((code) => names.of(code) ?? code);
}
