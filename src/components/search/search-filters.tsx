import { useEffect, useRef } from "react";
import type { PagefindState } from "@/hooks/use-pagefind";
import type { FilterGroup, FilterKey } from "@/lib/search/filter-groups";

type SearchFiltersProps = {
  groups: FilterGroup[];
  status: PagefindState["status"];
  /** Opening the filters asks for the index, which brings their values. */
  onOpen: () => void;
  onToggle: (key: FilterKey, value: string) => void;
  labels: {
    filtersTitle: string;
    filters: Record<FilterKey, string>;
    loading: string;
    failed: string;
  };
};

/**
 * The filters, closed by default: their values arrive with the index, which opening them asks
 * for (until then they say it loads), and a closed disclosure shows them without moving the
 * results. Each filter is a group of checkboxes with its counts.
 */
export function SearchFilters({ groups, status, onOpen, onToggle, labels }: SearchFiltersProps) {
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page's scripts ran: its toggle event came before React listened.
  useEffect(() => {
    if (details.current?.open) onOpen();
    // Once, as the page hydrates; every later opening is a toggle event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <details
      ref={details}
      className="mt-6 rounded-lg border border-line bg-white px-4 py-3"
      onToggle={(event) => {
        if (event.currentTarget.open) onOpen();
      }}
    >
      <summary className="cursor-pointer rounded-sm font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
        {labels.filtersTitle}
      </summary>
      {status !== "ready" ? (
        <p className="mt-4 text-sm text-muted">
          {status === "failed" ? labels.failed : labels.loading}
        </p>
      ) : (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {groups.map((group) => (
            <fieldset key={group.key}>
              <legend className="text-sm font-semibold text-ink">
                {labels.filters[group.key]}
              </legend>
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
      )}
    </details>
  );
}
