import { Container } from "@/components/ui/container";
import type { CaseStudy } from "@/lib/content";
import { getAllCaseStudies } from "@/lib/content";
import { CaseStudyCard } from "./case-study-card";
import { type ActiveFilter, CaseStudyFilters } from "./case-study-filters";

type CaseStudyBrowserProps = { studies: CaseStudy[]; active: ActiveFilter; filterLabel?: string };

/** The filters and the matching studies: the body of the index and of every filter page. */
export function CaseStudyBrowser({ studies, active, filterLabel }: CaseStudyBrowserProps) {
  const total = getAllCaseStudies().length;
  return (
    <Container className="pb-24">
      <CaseStudyFilters active={active} />
      <p className="mt-10 mb-5 text-sm text-muted" data-testid="case-study-count">
        {filterLabel
          ? `Showing ${studies.length} of ${total} case studies: ${filterLabel}.`
          : `Showing all ${total} case studies.`}
      </p>
      <ul aria-label="Case studies" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {studies.map((study) => (
          <li key={study.slug} className="flex">
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
