import type { FilterGroup, FilterKey } from "@/lib/search/filter-groups";

type SearchFiltersProps = {
  groups: FilterGroup[];
  onToggle: (key: FilterKey, value: string) => void;
  labels: { filtersTitle: string; filters: Record<FilterKey, string> };
};

/**
 * The filters, closed by default: their values arrive with the index, and a closed disclosure
 * shows them without moving the results. Each filter is a group of checkboxes with its counts.
 */
export function SearchFilters({ groups, onToggle, labels }: SearchFiltersProps) {
  return (
    <details className="mt-6 rounded-lg border border-line bg-white px-4 py-3">
      <summary className="cursor-pointer rounded-sm font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
        {labels.filtersTitle}
      </summary>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <fieldset key={group.key}>
            <legend className="text-sm font-semibold text-ink">{labels.filters[group.key]}</legend>
            <ul className="mt-2 grid gap-1.5 text-sm">
              {group.options.map((option) => (
                <li key={option.value}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={option.checked}
                      onChange={() => onToggle(group.key, option.value)}
                      className="size-4 accent-ink"
                    />
                    <span>{option.value}</span>
                    <span className="text-muted">({option.count})</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
