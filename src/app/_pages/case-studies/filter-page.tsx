import { notFound } from "next/navigation";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { CaseStudyBrowser } from "@/components/content/case-study-browser";
import { PageIntro } from "@/components/ui/page-intro";
import { caseStudyFacets, facetList, type FacetKind } from "@/lib/content";
import { renderOgCard } from "@/lib/seo/og-card";
import { LaterPage, type ListShareImage, listPageMetadata, pageOfLine } from "../later-page";

/** The facet's label, if any study in `locale` has it (its page exists only then). */
function labelOf(locale: Locale, kind: FacetKind, id: string): string | undefined {
  return caseStudyFacets[kind].values(locale).find((facet) => facet.id === id)?.label;
}

/** Each facet's words: an industry reads in lowercase inside a sentence, a platform keeps its name. */
function words(locale: Locale, kind: FacetKind, label: string) {
  const t = translator(locale, "caseStudies");
  if (kind === "industry") {
    const args = { industry: label, industryLower: label.toLowerCase() };
    return {
      eyebrow: t("industryEyebrow"),
      title: t("industryTitle", args),
      description: t("industryMetaDescription", args),
      intro: t("industryIntro", args),
      ogTitle: t("industryOgTitle", args),
    };
  }
  const args = { platform: label };
  return {
    eyebrow: t("platformEyebrow"),
    title: t("platformTitle", args),
    description: t("platformMetaDescription", args),
    intro: t("platformIntro", args),
    ogTitle: t("platformTitle", args),
  };
}

const totalOf = (locale: Locale, kind: FacetKind, id: string) =>
  caseStudyFacets[kind].studies(id, locale).length;

/**
 * A filter's page: page 1 at the filter's own route; a later page is `value`, the later-pages
 * route's [page], and shows the filter's share `image`.
 */
export function filterMetadata(
  locale: Locale,
  kind: FacetKind,
  id: string,
  value?: string,
  image?: ListShareImage,
) {
  const label = labelOf(locale, kind, id);
  if (!label) return {};
  const { title, description } = words(locale, kind, label);
  const list = facetList(kind, id);
  const total = totalOf(locale, kind, id);
  return listPageMetadata({ locale, list, total, value, title, description, image });
}

export const filterOgAlt = (locale: Locale, kind: FacetKind) =>
  translator(locale, "caseStudies")(kind === "industry" ? "industryOgAlt" : "platformOgAlt");

export function filterOgImage(locale: Locale, kind: FacetKind, id: string) {
  const { eyebrow, ogTitle } = words(locale, kind, labelOf(locale, kind, id) ?? id);
  return renderOgCard({ eyebrow, title: ogTitle, locale });
}

type FilterLaterPageProps = { locale: Locale; kind: FacetKind; id: string; value: string };

/** The later-pages route of a filter's page. */
export function FilterLaterPage({ locale, kind, id, value }: FilterLaterPageProps) {
  const total = totalOf(locale, kind, id);
  return (
    <LaterPage locale={locale} list={facetList(kind, id)} total={total} value={value}>
      {(page) => <FilterPage locale={locale} kind={kind} id={id} page={page} />}
    </LaterPage>
  );
}

type FilterPageProps = { locale: Locale; kind: FacetKind; id: string; page?: number };

/** One page of the studies of one industry or platform, in one language. */
export function FilterPage({ locale, kind, id, page = 1 }: FilterPageProps) {
  const label = labelOf(locale, kind, id);
  if (!label) notFound();
  const { eyebrow, title, intro } = words(locale, kind, label);
  const studies = caseStudyFacets[kind].studies(id, locale);
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
        {page > 1 ? <p>{pageOfLine(locale, page, studies.length)}</p> : null}
      </PageIntro>
      <CaseStudyBrowser
        locale={locale}
        studies={studies}
        active={{ kind, id }}
        filterLabel={label}
        list={facetList(kind, id)}
        page={page}
      />
    </>
  );
}
