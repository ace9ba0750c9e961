import { translator } from "@/i18n/translator";
import {
  type CaseStudy,
  caseStudyPath,
  compareWithBaseline,
  formatMetric,
  taxonomyLabels,
} from "@/lib/content";
import { CardTitle } from "./card-title";
import { CardCover } from "./cover-image";

type CaseStudyCardProps = {
  study: CaseStudy;
  /** h2 in the case-study list, h3 where the card sits under a section heading (home). */
  headingLevel?: 2 | 3;
};

/**
 * A study wherever studies are listed: its cover if it has one, brand and industry, headline,
 * its first measured result against its baseline, and where it ran, all in the study's
 * language. The whole card is the link to the study.
 */
export function CaseStudyCard({ study, headingLevel = 2 }: CaseStudyCardProps) {
  const { locale } = study;
  const t = translator(locale, "caseStudies");
  const lead = study.results[0];
  const comparison = lead ? compareWithBaseline(lead.metric, lead.value, lead.baseline) : null;
  return (
    <article className="group relative flex h-full w-full flex-col rounded-card bg-white p-card ring-1 ring-line transition-shadow ring-inset hover:shadow-lg motion-reduce:transition-none">
      <CardCover cover={study.cover} />
      <p className="text-sm font-semibold text-accent">
        {study.brand} · {study.industry.label}
      </p>
      <CardTitle href={caseStudyPath(study.slug, locale)} level={headingLevel} wholeCard>
        {study.title}
      </CardTitle>
      <p className="mt-3 text-muted">{study.description}</p>
      <div className="mt-auto pt-8">
        {lead && comparison ? (
          <>
            <p className="text-4xl font-bold tracking-tight tabular-nums">
              {formatMetric(lead.metric, lead.value, locale)}
            </p>
            <p className="mt-1 font-semibold">
              {t("leadResult", {
                metric: taxonomyLabels(locale).metric(lead.metric),
                comparison: t("comparison", {
                  direction: comparison.direction,
                  percent: comparison.percent,
                }),
              })}
            </p>
            <p className="mt-1 text-sm text-muted">
              {t("baselineOf", { label: lead.baselineLabel })}
            </p>
          </>
        ) : null}
        <p className="mt-4 text-sm text-muted">
          {t("creatorsOn", {
            count: study.creators,
            platforms: study.platforms.map((p) => p.label).join(", "),
          })}
        </p>
      </div>
    </article>
  );
}
