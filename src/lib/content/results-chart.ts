import type { Locale } from "@/config/locale";
import { METRICS } from "@/data/taxonomies";
import { translator } from "@/i18n/translator";
import { taxonomyLabels } from "./labels";
import { compareWithBaseline, formatMetric } from "./metrics";
import type { CaseStudyResult } from "./schemas";

export type ChartRow = {
  label: string;
  lowerIsBetter: boolean;
  campaign: { text: string; width: number };
  baseline: { text: string; width: number };
  /** One sentence for screen readers, e.g. "Views: 2.4M, 173% higher than the baseline of 880K (…)". */
  summary: string;
};

/**
 * Bars for each result, campaign against baseline, worded in `locale`. Each metric has its own
 * scale (the larger of the pair fills `maxWidth`), because views and percentages cannot share
 * an axis.
 */
export function chartRows(
  results: CaseStudyResult[],
  maxWidth: number,
  locale: Locale,
): ChartRow[] {
  const t = translator(locale, "caseStudies");
  const labels = taxonomyLabels(locale);
  return results.map((result) => {
    const { lowerIsBetter } = METRICS[result.metric];
    const label = labels.metric(result.metric);
    const largest = Math.max(result.value, result.baseline);
    const width = (value: number) => Math.max(2, Math.round((value / largest) * maxWidth));
    const campaignText = formatMetric(result.metric, result.value, locale);
    const baselineText = formatMetric(result.metric, result.baseline, locale);
    const { direction, percent } = compareWithBaseline(
      result.metric,
      result.value,
      result.baseline,
    );
    return {
      label,
      lowerIsBetter,
      campaign: { text: campaignText, width: width(result.value) },
      baseline: { text: baselineText, width: width(result.baseline) },
      summary: t("chartSummary", {
        metric: label,
        campaign: campaignText,
        comparison: t("comparison", { direction, percent }),
        baseline: baselineText,
        baselineLabel: result.baselineLabel,
        lowerIsBetter: lowerIsBetter ? "yes" : "no",
      }),
    };
  });
}
