import Link from "@/components/ui/site-link";
import { routes } from "@/config/site";
import {
  METRICS,
  caseStudyPath,
  compareWithBaseline,
  formatMetric,
  getFeaturedCaseStudies,
} from "@/lib/content";
import { TextLink } from "@/components/ui/text-link";
import { Section } from "./section";
import { SectionHeading } from "./section-heading";

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
        {studies.map((study) => {
          const lead = study.results[0]!;
          const comparison = compareWithBaseline(lead.metric, lead.value, lead.baseline);
          return (
            <li key={study.slug}>
              <article className="group relative flex h-full flex-col rounded-card bg-white p-card ring-1 ring-line transition-shadow hover:shadow-lg motion-reduce:transition-none">
                <p className="text-sm font-semibold text-accent">
                  {study.brand} · {study.industry.label}
                </p>
                <h3 className="mt-3 text-subheading font-bold">
                  <Link
                    href={caseStudyPath(study.slug)}
                    className="rounded-sm after:absolute after:inset-0 after:rounded-card"
                  >
                    {study.title}
                  </Link>
                </h3>
                <div className="mt-auto pt-8">
                  <p className="text-4xl font-bold tracking-tight tabular-nums">
                    {formatMetric(lead.metric, lead.value)}
                  </p>
                  <p className="mt-1 font-semibold">
                    {METRICS[lead.metric].label}, {comparison.summary} the baseline
                  </p>
                  <p className="mt-1 text-sm text-muted">Baseline: {lead.baselineLabel}</p>
                  <p className="mt-4 text-sm text-muted">
                    {study.creators} creators · {study.platforms.map((p) => p.label).join(", ")}
                  </p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
