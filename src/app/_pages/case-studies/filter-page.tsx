import { notFound } from "next/navigation";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { CaseStudyBrowser } from "@/components/content/case-study-browser";
import { PageIntro } from "@/components/ui/page-intro";
import { caseStudyFacets, type FacetKind } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";

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

export function filterMetadata(locale: Locale, kind: FacetKind, id: string) {
  const label = labelOf(locale, kind, id);
  if (!label) return {};
  const { title, description } = words(locale, kind, label);
  return pageMetadata({ title, description, path: caseStudyFacets[kind].path(id, locale) });
}

export const filterOgAlt = (locale: Locale, kind: FacetKind) =>
  translator(locale, "caseStudies")(kind === "industry" ? "industryOgAlt" : "platformOgAlt");

export function filterOgImage(locale: Locale, kind: FacetKind, id: string) {
  const { eyebrow, ogTitle } = words(locale, kind, labelOf(locale, kind, id) ?? id);
  return renderOgCard({ eyebrow, title: ogTitle, locale });
}

type FilterPageProps = { locale: Locale; kind: FacetKind; id: string };

/** The studies of one industry or platform, in one language. */
export function FilterPage({ locale, kind, id }: FilterPageProps) {
  const label = labelOf(locale, kind, id);
  if (!label) notFound();
  const { eyebrow, title, intro } = words(locale, kind, label);
  const studies = caseStudyFacets[kind].studies(id, locale);
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </PageIntro>
      <CaseStudyBrowser
        locale={locale}
        studies={studies}
        active={{ kind, id }}
        filterLabel={label}
      />
    </>
  );
}
