import type { Locale } from "@/config/locale";
import type { BudgetBandId, IndustryId, MetricId, TagId } from "@/data/taxonomies";
import { translator } from "@/i18n/translator";

/**
 * What readers see for each taxonomy key in one language: the messages' `content` namespace,
 * the one source of these labels (src/data/taxonomies.ts holds the keys).
 */
export function taxonomyLabels(locale: Locale) {
  const t = translator(locale, "content");
  return {
    tag: (id: TagId) => t(`tags.${id}`),
    industry: (id: IndustryId) => t(`industries.${id}`),
    budget: (id: BudgetBandId) => t(`budgets.${id}`),
    metric: (id: MetricId) => t(`metrics.${id}`),
  };
}
