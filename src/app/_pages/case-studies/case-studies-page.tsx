import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { CaseStudyBrowser } from "@/components/content/case-study-browser";
import { SearchBox } from "@/components/search/search-box";
import { PageIntro } from "@/components/ui/page-intro";
import { getAllCaseStudies } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";

export function caseStudiesMetadata(locale: Locale) {
  const t = translator(locale, "caseStudies");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: routesFor(locale).caseStudies,
  });
}

export const caseStudiesOgAlt = (locale: Locale) => translator(locale, "caseStudies")("ogAlt");

export function caseStudiesOgImage(locale: Locale) {
  const t = translator(locale, "caseStudies");
  return renderOgCard({ eyebrow: t("eyebrow"), title: t("title"), locale });
}

/** The case studies' index in one language: every study written in it, with the filters. */
export function CaseStudiesPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "caseStudies");
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("intro")}</p>
        <p>{t("introMeasured")}</p>
        <SearchBox locale={locale} id="case-study-search" className="pt-4" />
      </PageIntro>
      <CaseStudyBrowser locale={locale} studies={getAllCaseStudies(locale)} active={null} />
    </>
  );
}
