import { notFound } from "next/navigation";
import { localeFacts, type Locale } from "@/config/locale";
import { PLATFORMS } from "@/data/taxonomies";
import { translator } from "@/i18n/translator";
import { DirectoryList } from "@/components/directory/directory-list";
import { JsonLd } from "@/components/seo/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import Link from "@/components/ui/site-link";
import {
  cardsOn,
  directoryFacet,
  facetCreatorList,
  listPagePath,
  perPageOf,
  taxonomyLabels,
} from "@/lib/content";
import type { FacetPage } from "@/lib/directory/facets";
import { facetRate } from "@/lib/rates/facet-rate";
import { rateMoney } from "@/lib/rates/money";
import { dollarsToCents } from "@/lib/rates/rounding";
import { creatorItemListJsonLd } from "@/lib/seo/directory-json-ld";
import { renderOgCard } from "@/lib/seo/og-card";
import { LaterPage, type ListShareImage, listPageMetadata, pageOfLine } from "../later-page";

/** A facet's route parameters: a platform, and a niche on the niche's pages. */
export type FacetParams = { platform: string; niche?: string };

/** A sentence's words lower-cased in `locale`: a niche, a deliverable inside a sentence. */
const lower = (text: string, locale: Locale) => text.toLocaleLowerCase(localeFacts[locale].tag);

/** A facet page's words: a platform's, or a niche's on a platform. */
function words(locale: Locale, facet: FacetPage) {
  const t = translator(locale, "directory");
  const platform = PLATFORMS[facet.platform];
  const count = facet.creators.length;
  if (facet.niche === undefined) {
    return {
      title: t("platformTitle", { platform }),
      description: t("platformMetaDescription", { platform, count }),
      intro: t("platformIntro", { platform }),
      rate: (args: RateArgs) => t("platformRate", { platform, ...args }),
    };
  }
  const niche = taxonomyLabels(locale).industry(facet.niche);
  const nicheLower = lower(niche, locale);
  return {
    title: t("nicheTitle", { platform, niche }),
    description: t("nicheMetaDescription", { platform, nicheLower, count }),
    intro: t("nicheIntro", { platform, nicheLower }),
    rate: (args: RateArgs) => t("nicheRate", { platform, nicheLower, ...args }),
  };
}

type RateArgs = { band: string; low: string; high: string; deliverable: string };

/** A facet's page: page 1 at its own route; a later page is `value`, with the facet's `image`. */
export function facetMetadata(
  locale: Locale,
  { platform, niche }: FacetParams,
  value?: string,
  image?: ListShareImage,
) {
  const facet = directoryFacet(platform, niche);
  if (!facet) return {};
  const { title, description } = words(locale, facet);
  const list = facetCreatorList(facet);
  const total = facet.creators.length;
  return listPageMetadata({ locale, list, total, value, title, description, image });
}

export const facetOgAlt = (locale: Locale) => translator(locale, "directory")("facetOgAlt");

export function facetOgImage(locale: Locale, { platform, niche }: FacetParams) {
  const t = translator(locale, "directory");
  const facet = directoryFacet(platform, niche);
  const title = facet ? words(locale, facet).title : t("title");
  return renderOgCard({ eyebrow: t("eyebrow"), title, locale });
}

/** The later-pages route of a facet's page. */
export function FacetLaterPage(props: { locale: Locale; params: FacetParams; value: string }) {
  const { locale, params, value } = props;
  const facet = directoryFacet(params.platform, params.niche);
  if (!facet) notFound();
  const list = facetCreatorList(facet);
  return (
    <LaterPage locale={locale} list={list} total={facet.creators.length} value={value}>
      {(page) => <DirectoryFacetPage locale={locale} params={params} page={page} />}
    </LaterPage>
  );
}

type FacetPageProps = { locale: Locale; params: FacetParams; page?: number };

/**
 * One page of a facet's creators: what they are, what the rate guide says creators like most
 * of them charge (with the calculator set to that), the filters, and their cards. Its ItemList
 * data names the creators it shows.
 */
export function DirectoryFacetPage({ locale, params, page = 1 }: FacetPageProps) {
  const facet = directoryFacet(params.platform, params.niche);
  if (!facet) notFound();
  const t = translator(locale, "directory");
  const { title, intro, rate } = words(locale, facet);
  const list = facetCreatorList(facet);
  const perPage = perPageOf(list);
  const total = facet.creators.length;
  const typical = facetRate(facet, locale);
  const money = rateMoney(locale);
  return (
    <>
      <JsonLd
        data={creatorItemListJsonLd({
          locale,
          name: title,
          path: listPagePath(list, page, locale),
          creators: cardsOn(facet.creators, page, perPage),
          offset: (page - 1) * perPage,
          total,
        })}
      />
      <PageIntro eyebrow={t("eyebrow")} title={title}>
        <p>{intro}</p>
        {page > 1 ? <p>{pageOfLine(locale, page, total, perPage)}</p> : null}
        {typical ? (
          <p>
            {rate({
              band: typical.band,
              low: money(dollarsToCents(typical.low)),
              high: money(dollarsToCents(typical.high)),
              deliverable: lower(typical.deliverable, locale),
            })}{" "}
            <Link
              href={typical.calculatorHref}
              className="font-medium text-accent underline underline-offset-2"
            >
              {t("rateLink", { platform: PLATFORMS[facet.platform], tier: typical.tierName })}
            </Link>
          </p>
        ) : null}
      </PageIntro>
      <DirectoryList
        locale={locale}
        creators={facet.creators}
        list={list}
        page={page}
        active={facet}
      />
    </>
  );
}
