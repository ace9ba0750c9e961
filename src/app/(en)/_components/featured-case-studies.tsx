import { routes } from "@/config/site";
import { getFeaturedCaseStudies } from "@/lib/content";
import { CaseStudyCard } from "@/components/content/case-study-card";
import { TextLink } from "@/components/ui/text-link";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

const FEATURED_COUNT = 3;

/** The home page's pick of case studies, each led by its first measured result. */
export function FeaturedCaseStudies() {
  const studies = getFeaturedCaseStudies(FEATURED_COUNT);
  return (
    <Section labelledBy="case-studies-title">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading
          id="case-studies-title"
          eyebrow="Case studies"
          title="Results brands measured"
        >
          <p>Every number comes with how it was measured and what it was compared with.</p>
        </SectionHeading>
        <TextLink href={routes.caseStudies}>All case studies</TextLink>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3 lg:mt-16">
        {studies.map((study) => (
          <li key={study.slug}>
            <CaseStudyCard study={study} headingLevel={3} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
