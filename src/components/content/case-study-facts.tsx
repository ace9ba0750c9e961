import type { ReactNode } from "react";
import Link from "@/components/ui/site-link";
import { type CaseStudy, industryFilterPath, platformFilterPath } from "@/lib/content";
import { formatPeriod } from "@/lib/format-date";

const linkClass =
  "text-accent underline decoration-accent/40 underline-offset-2 hover:decoration-accent";

/** The campaign at a glance: brand, industry, platforms, creators, budget and dates. */
export function CaseStudyFacts({ study }: { study: CaseStudy }) {
  const facts: { term: string; detail: ReactNode }[] = [
    { term: "Brand", detail: `${study.brand}: ${study.about}` },
    {
      term: "Industry",
      detail: (
        <Link href={industryFilterPath(study.industry.id)} className={linkClass}>
          {study.industry.label}
        </Link>
      ),
    },
    {
      term: "Platforms",
      detail: study.platforms.map((platform, index) => (
        <span key={platform.id}>
          {index > 0 ? ", " : null}
          <Link href={platformFilterPath(platform.id)} className={linkClass}>
            {platform.label}
          </Link>
        </span>
      )),
    },
    { term: "Creators hired", detail: study.creators },
    { term: "Budget", detail: study.budgetLabel },
    { term: "Campaign", detail: formatPeriod(study.period.start, study.period.end) },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 rounded-card p-card ring-1 ring-line ring-inset sm:grid-cols-2 lg:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{fact.term}</dt>
          <dd className="mt-1 text-ink">{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
