import { siteLocale } from "@/config/locale";
import { METRICS, type MetricId } from "@/data/taxonomies";

const compact = new Intl.NumberFormat(siteLocale.tag, {
  notation: "compact",
  maximumFractionDigits: 1,
});
const wholeDollars = new Intl.NumberFormat(siteLocale.tag, {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat(siteLocale.tag, {
  style: "currency",
  currency: "USD",
});

/** 2400000 views → "2.4M"; 6.1 percent → "6.1%"; 18.5 usd → "$18.50"; 3.2 multiple → "3.2×". */
export function formatMetric(metric: MetricId, value: number): string {
  switch (METRICS[metric].unit) {
    case "count":
      return compact.format(value);
    case "percent":
      return `${value}%`;
    case "usd":
      return (Number.isInteger(value) ? wholeDollars : dollarsAndCents).format(value);
    case "multiple":
      return `${value}×`;
  }
}

/**
 * How the campaign compares with its baseline, in the direction that reads naturally:
 * "38% higher" for views, "31% lower" for a cost. `improved` says whether it was better.
 */
export function compareWithBaseline(metric: MetricId, value: number, baseline: number) {
  const change = Math.round(((value - baseline) / baseline) * 100);
  const improved = METRICS[metric].lowerIsBetter ? change < 0 : change > 0;
  const direction = change === 0 ? "level with" : change > 0 ? "higher than" : "lower than";
  const summary = change === 0 ? direction : `${Math.abs(change)}% ${direction}`;
  return { change, improved, summary };
}
