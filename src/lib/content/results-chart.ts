import { METRICS } from "@/data/taxonomies";
import { compareWithBaseline, formatMetric } from "./metrics";
import type { CaseStudyResult } from "./schemas";

export type ChartRow = {
  label: string;
  lowerIsBetter: boolean;
  campaign: { text: string; width: number };
  baseline: { text: string; width: number };
  /** One sentence for screen readers, e.g. "Views: 2.4M, 173% higher than 880K (…)". */
  summary: string;
};

/**
 * Bars for each result, campaign against baseline. Each metric has its own scale (the larger
 * of the pair fills `maxWidth`), because views and percentages cannot share an axis.
 */
export function chartRows(results: CaseStudyResult[], maxWidth: number): ChartRow[] {
  return results.map((result) => {
    const { label, lowerIsBetter } = METRICS[result.metric];
    const largest = Math.max(result.value, result.baseline);
    const width = (value: number) => Math.max(2, Math.round((value / largest) * maxWidth));
    const campaignText = formatMetric(result.metric, result.value);
    const baselineText = formatMetric(result.metric, result.baseline);
    const { summary } = compareWithBaseline(result.metric, result.value, result.baseline);
    return {
      label,
      lowerIsBetter,
      campaign: { text: campaignText, width: width(result.value) },
      baseline: { text: baselineText, width: width(result.baseline) },
      summary: `${label}: ${campaignText}, ${summary} the baseline of ${baselineText} (${result.baselineLabel})${lowerIsBetter ? "; lower is better" : ""}.`,
    };
  });
}
