import { SEARCH_FILTER_KEYS, type SearchFilterKey } from "./search-facts";

/** The index's filters (the markup contract's keys), in the order the page shows them. */
const FILTER_KEYS = SEARCH_FILTER_KEYS;
export type FilterKey = SearchFilterKey;

/** Pagefind's counts: for each filter, each value and its number of pages. */
export type FilterCounts = Record<string, Record<string, number>>;

/** The values the visitor has ticked, by filter. */
export type Selection = Partial<Record<FilterKey, readonly string[]>>;

export type FilterOption = { value: string; count: number; checked: boolean };
export type FilterGroup = { key: FilterKey; options: FilterOption[] };

/**
 * The checkbox groups: every value the index holds, so the list never changes under the
 * pointer, counted within the current results where there are some (`current`), else in the
 * whole index. Values in the language's order, as `order` lists them
 * (lib/content/search-filter-order.ts), any it does not list after them; a filter no page of
 * this language uses is left out.
 */
export function filterGroups(
  all: FilterCounts,
  current: FilterCounts | undefined,
  selection: Selection,
  order: readonly string[],
): FilterGroup[] {
  const rank = new Map(order.map((value, index) => [value, index]));
  const byOrder = (a: string, b: string) =>
    (rank.get(a) ?? order.length) - (rank.get(b) ?? order.length) || (a < b ? -1 : a > b ? 1 : 0);
  return FILTER_KEYS.flatMap((key) => {
    const values = Object.keys(all[key] ?? {}).sort(byOrder);
    if (values.length === 0) return [];
    const counts = current ? (current[key] ?? {}) : all[key]!;
    const options = values.map((value) => ({
      value,
      count: counts[value] ?? 0,
      checked: selection[key]?.includes(value) ?? false,
    }));
    return [{ key, options }];
  });
}

/** The selection with `value` of `key` ticked or unticked. */
export function toggled(selection: Selection, key: FilterKey, value: string): Selection {
  const values = selection[key] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return { ...selection, [key]: next };
}

export const hasSelection = (selection: Selection) =>
  FILTER_KEYS.some((key) => (selection[key]?.length ?? 0) > 0);

/**
 * The selection as Pagefind's `filters` option: values of one filter widen the results (any
 * of them), filters together narrow them (all of them).
 */
export function pagefindFilters(selection: Selection): Record<string, { any: string[] }> {
  return Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const values = selection[key] ?? [];
      return values.length > 0 ? [[key, { any: [...values] }]] : [];
    }),
  );
}
