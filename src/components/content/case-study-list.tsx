import type { CaseStudy } from "@/lib/content";
import { CaseStudyCard } from "./case-study-card";

type CaseStudyListProps = {
  studies: CaseStudy[];
  label: string;
  /** The cards' heading level: see CaseStudyCard. */
  headingLevel?: 2 | 3;
};

/** Case studies as cards in the lists' grid: one column, two from md, three from xl. */
export function CaseStudyList({ studies, label, headingLevel }: CaseStudyListProps) {
  return (
    <ul aria-label={label} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {studies.map((study) => (
        <li key={study.slug} className="flex">
          <CaseStudyCard study={study} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
