import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import {
  type CaseStudyResult,
  compareWithBaseline,
  formatMetric,
  taxonomyLabels,
} from "@/lib/content";
import { cn } from "@/lib/cn";

type ResultsListProps = { results: CaseStudyResult[]; locale: Locale };

/** Each result as a number, its comparison with the baseline and how it was measured. */
export function ResultsList({ results, locale }: ResultsListProps) {
  const t = translator(locale, "caseStudies");
  const labels = taxonomyLabels(locale);
  return (
    <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      {results.map((result) => {
        const { direction, percent, improved } = compareWithBaseline(
          result.metric,
          result.value,
          result.baseline,
        );
        return (
          <div key={result.metric} className="flex flex-col rounded-2xl bg-paper p-5">
            <dt className="text-sm font-semibold text-muted">{labels.metric(result.metric)}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-ink">
              {formatMetric(result.metric, result.value, locale)}
            </dd>
            <dd className={cn("mt-2 text-sm font-medium", improved ? "text-mint" : "text-muted")}>
              {t("comparison", { direction, percent })}{" "}
              {formatMetric(result.metric, result.baseline, locale)}
              <span className="font-normal text-muted">: {result.baselineLabel}</span>
            </dd>
            <dd className="mt-3 border-t border-line pt-3 text-sm text-muted">
              <span className="font-semibold text-ink-soft">{t("howMeasured")}</span>
              {result.measurement}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
