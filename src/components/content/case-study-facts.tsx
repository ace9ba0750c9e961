import type { ReactNode } from "react";
import Link from "@/components/ui/site-link";
import { translator } from "@/i18n/translator";
import { type CaseStudy, industryFilterPath, platformFilterPath } from "@/lib/content";
import { formatPeriod } from "@/lib/format-date";

const linkClass =
  "text-accent underline decoration-accent/40 underline-offset-2 hover:decoration-accent";

/**
 * The campaign at a glance: brand, industry, platforms, creators, budget and dates, in the
 * study's language, the facets linking to that language's filter pages.
 */
export function CaseStudyFacts({ study }: { study: CaseStudy }) {
  const { locale } = study;
  const t = translator(locale, "caseStudies");
  const facts: { term: string; detail: ReactNode }[] = [
    { term: t("factBrand"), detail: `${study.brand}: ${study.about}` },
    {
      term: t("factIndustry"),
      detail: (
        <Link href={industryFilterPath(study.industry.id, locale)} className={linkClass}>
          {study.industry.label}
        </Link>
      ),
    },
    {
      term: t("factPlatforms"),
      detail: study.platforms.map((platform, index) => (
        <span key={platform.id}>
          {index > 0 ? ", " : null}
          <Link href={platformFilterPath(platform.id, locale)} className={linkClass}>
            {platform.label}
          </Link>
        </span>
      )),
    },
    { term: t("factCreators"), detail: study.creators },
    { term: t("factBudget"), detail: study.budgetLabel },
    {
      term: t("factCampaign"),
      detail: formatPeriod(study.period.start, study.period.end, locale),
    },
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
