import { METRICS } from "@/data/taxonomies";
import { type CaseStudyResult, compareWithBaseline, formatMetric } from "@/lib/content";
import { cn } from "@/lib/cn";

/** Each result as a number, its comparison with the baseline and how it was measured. */
export function ResultsList({ results }: { results: CaseStudyResult[] }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      {results.map((result) => {
        const comparison = compareWithBaseline(result.metric, result.value, result.baseline);
        return (
          <div key={result.metric} className="flex flex-col rounded-2xl bg-paper p-5">
            <dt className="text-sm font-semibold text-muted">{METRICS[result.metric].label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-ink">
              {formatMetric(result.metric, result.value)}
            </dd>
            <dd
              className={cn(
                "mt-2 text-sm font-medium",
                comparison.improved ? "text-mint" : "text-muted",
              )}
            >
              {comparison.summary} {formatMetric(result.metric, result.baseline)}
              <span className="font-normal text-muted">: {result.baselineLabel}</span>
            </dd>
            <dd className="mt-3 border-t border-line pt-3 text-sm text-muted">
              <span className="font-semibold text-ink-soft">How we measured it: </span>
              {result.measurement}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
