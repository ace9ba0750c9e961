import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { Container } from "@/components/ui/container";
import type { CaseStudy } from "@/lib/content";
import { getAllCaseStudies } from "@/lib/content";
import { CaseStudyList } from "./case-study-list";
import { type ActiveFilter, CaseStudyFilters } from "./case-study-filters";

type CaseStudyBrowserProps = {
  locale: Locale;
  studies: CaseStudy[];
  active: ActiveFilter;
  filterLabel?: string;
};

/**
 * The filters and the matching studies: the body of the index and of every filter page, over
 * the studies written in the page's language.
 */
export function CaseStudyBrowser({ locale, studies, active, filterLabel }: CaseStudyBrowserProps) {
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
      <CaseStudyList studies={studies} label={t("listLabel")} />
    </Container>
  );
}
