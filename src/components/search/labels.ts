import type { CountMessages } from "@/lib/search/count-sentence.mjs";
import type { FilterKey } from "@/lib/search/filter-groups";

/** The search page's words, given by the server in the page's language (no catalogue ships). */
export type SearchLabels = {
  box: string;
  placeholder: string;
  submit: string;
  loading: string;
  failed: string;
  hint: string;
  noResultsHint: string;
  results: string;
  showMore: string;
  filtersTitle: string;
  filters: Record<FilterKey, string>;
  /** "7 results for “usage rights”", and "7 results" for filters alone. */
  countForTerm: CountMessages;
  countFiltered: CountMessages;
};
