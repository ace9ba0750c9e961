import { localeFacts, type Locale } from "@/config/locale";
import { INDUSTRIES, PLATFORMS, TAGS } from "@/data/taxonomies";
import { translator } from "@/i18n/translator";
import { SEARCH_KINDS } from "@/lib/search/search-facts";
import { taxonomyLabels } from "./labels";

/**
 * Every value a search filter can take in `locale` (the kinds, and the taxonomies' labels the
 * pages write as their filters), in that language's alphabetical order. Sorted here, at build
 * time, for the search page to sort its filters by: an `Intl.Collator` made in the browser as
 * the page hydrates loaded the locale data, a long task on a slow phone (docs/architecture.md).
 */
export function filterValueOrder(locale: Locale): string[] {
  const kinds = translator(locale, "search");
  const labels = taxonomyLabels(locale);
  const values = [
    ...SEARCH_KINDS.map((kind) => kinds(`kinds.${kind}`)),
    ...TAGS.map(labels.tag),
    ...INDUSTRIES.map(labels.industry),
    ...Object.values(PLATFORMS),
  ];
  return [...new Set(values)].sort(new Intl.Collator(localeFacts[locale].tag).compare);
}
