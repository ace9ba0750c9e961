import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { Container } from "@/components/ui/container";
import { Pagination } from "@/components/ui/pagination";
import type { CaseStudy, ListRoute } from "@/lib/content";
import { cardsOn, getAllCaseStudies, pageCount } from "@/lib/content";
import { CaseStudyList } from "./case-study-list";
import { type ActiveFilter, CaseStudyFilters } from "./case-study-filters";

type CaseStudyBrowserProps = {
  locale: Locale;
  /** Every study of the list; the page shows its share of them. */
  studies: CaseStudy[];
  active: ActiveFilter;
  filterLabel?: string;
  list: ListRoute;
  page: number;
};

/**
 * The filters and one page of the matching studies: the body of the index and of every filter
 * page, over the studies written in the page's language.
 */
export function CaseStudyBrowser(props: CaseStudyBrowserProps) {
  const { locale, studies, active, filterLabel, list, page } = props;
  const t = translator(locale, "caseStudies");
  const total = getAllCaseStudies(locale).length;
  if (total === 0) {
    return (
      <Container className="pb-24">
        <p className="text-muted">{t("noStudies")}</p>
      </Container>
    );
  }
  return (
    <Container className="pb-24">
      <CaseStudyFilters active={active} locale={locale} />
      <p className="mt-10 mb-5 text-sm text-muted" data-testid="case-study-count">
        {filterLabel
          ? t("showingFiltered", { count: studies.length, total, filter: filterLabel })
          : t("showingAll", { total })}
      </p>
      <CaseStudyList studies={cardsOn(studies, page)} label={t("listLabel")} />
      <Pagination list={list} page={page} pages={pageCount(studies.length)} locale={locale} />
    </Container>
  );
}
