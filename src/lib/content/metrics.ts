import { DEFAULT_LOCALE, localeFacts, type Locale } from "@/config/locale";
import { METRICS, type MetricId } from "@/data/taxonomies";
import { perLocale } from "@/i18n/per-locale";

function formatsFor(locale: Locale) {
  const tag = localeFacts[locale].tag;
  const money = { style: "currency", currency: "USD" } as const;
  return {
    compact: new Intl.NumberFormat(tag, { notation: "compact", maximumFractionDigits: 1 }),
    percent: new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 }),
    plain: new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }),
    wholeDollars: new Intl.NumberFormat(tag, { ...money, maximumFractionDigits: 0 }),
    dollarsAndCents: new Intl.NumberFormat(tag, money),
  };
}

const formatsOf = perLocale(formatsFor);

/**
 * In en-US: 2400000 views → "2.4M"; 6.1 percent → "6.1%"; 18.5 usd → "$18.50"; 3.2 multiple →
 * "3.2×". Each language writes them its own way (es-419: "2.4 M", "USD 18.50"), at build time.
 */
export function formatMetric(metric: MetricId, value: number, locale: Locale = DEFAULT_LOCALE) {
  const format = formatsOf(locale);
  switch (METRICS[metric].unit) {
    case "count":
      return format.compact.format(value);
    case "percent":
      return format.percent.format(value / 100);
    case "usd":
      return (Number.isInteger(value) ? format.wholeDollars : format.dollarsAndCents).format(value);
    case "multiple":
      return `${format.plain.format(value)}×`;
  }
}

/**
 * How the campaign compares with its baseline: the change in whole percent, its direction (the
 * messages word it: "38% higher than", "31% lower than") and whether it was better, which
 * for a cost is lower.
 */
export function compareWithBaseline(metric: MetricId, value: number, baseline: number) {
  const change = Math.round(((value - baseline) / baseline) * 100);
  const improved = METRICS[metric].lowerIsBetter ? change < 0 : change > 0;
  const direction = change === 0 ? "level" : change > 0 ? "higher" : "lower";
  return { change, improved, direction, percent: Math.abs(change) } as const;
}
