import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { CaseStudyBrowser } from "@/components/content/case-study-browser";
import { SearchBox } from "@/components/search/search-box";
import { PageIntro } from "@/components/ui/page-intro";
import { caseStudiesList, getAllCaseStudies } from "@/lib/content";
import type { PageDeclaration } from "../page-declaration";
import { LaterPage, type ListShareImage, listPageMetadata, pageOfLine } from "../later-page";

/**
 * The case studies' index: page 1 at its own route; a later page is `value`, the later-pages
 * route's [page], and shows the list's share `image`.
 */
export function caseStudiesMetadata(locale: Locale, value?: string, image?: ListShareImage) {
  const t = translator(locale, "caseStudies");
  return listPageMetadata({
    locale,
    list: caseStudiesList,
    total: getAllCaseStudies(locale).length,
    value,
    title: t("metaTitle"),
    description: t("metaDescription"),
    image,
  });
}

/** The case studies' first page, in its own folder with the later pages and filters below it. */
export const caseStudiesPage: PageDeclaration = {
  metadata: (locale) => caseStudiesMetadata(locale),
  shareCard: (locale) => {
    const t = translator(locale, "caseStudies");
    return { eyebrow: t("eyebrow"), title: t("title"), alt: t("ogAlt") };
  },
  listTitle: (locale) => translator(locale, "search.sitemap")("caseStudiesPage"),
  searchable: false,
};

/** The later-pages route of the case studies' index. */
export function CaseStudiesLaterPage({ locale, value }: { locale: Locale; value: string }) {
  const total = getAllCaseStudies(locale).length;
  return (
    <LaterPage locale={locale} list={caseStudiesList} total={total} value={value}>
      {(page) => <CaseStudiesPage locale={locale} page={page} />}
    </LaterPage>
  );
}

/**
 * One page of the case studies' index in one language: the studies written in it, with the
 * filters. The first page opens with the introduction; the others say where they are.
 */
export function CaseStudiesPage({ locale, page = 1 }: { locale: Locale; page?: number }) {
  const t = translator(locale, "caseStudies");
  const studies = getAllCaseStudies(locale);
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
        {page === 1 ? (
          <>
            <p>{t("intro")}</p>
            <p>{t("introMeasured")}</p>
            <SearchBox locale={locale} id="case-study-search" className="pt-4" />
          </>
        ) : (
          <p>{pageOfLine(locale, page, studies.length)}</p>
        )}
      </PageIntro>
      <CaseStudyBrowser
        locale={locale}
        studies={studies}
        active={null}
        list={caseStudiesList}
        page={page}
      />
    </>
  );
}
