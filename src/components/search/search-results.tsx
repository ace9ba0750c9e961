import type { RefObject } from "react";
import { useDebounced } from "@/hooks/use-debounced";
import type { PagefindState } from "@/hooks/use-pagefind";
import type { Found } from "@/hooks/use-search-results";
import { EARLY_RESULTS_ID } from "@/lib/search/after-paint-preloads.mjs";
import { COUNT_LINE } from "@/lib/search/count-line.mjs";
import { countSentence } from "@/lib/search/count-sentence.mjs";
import { RESULT_CLASSES } from "@/lib/search/result-markup.mjs";
import { TYPING_PAUSE_MS } from "@/lib/search/typing-pause.mjs";
import type { SearchLabels } from "./labels";
import { ResultItem } from "./result-item";

type SearchResultsProps = {
  status: PagefindState["status"];
  term: string;
  found: Found | undefined;
  tag: string;
  listRef: RefObject<HTMLOListElement | null>;
  /** Whether the results the page's script drew before hydration are still shown. */
  early: boolean;
  onMore: () => void;
  labels: SearchLabels;
};

/**
 * `classes`, and hidden while the results drawn before hydration (EARLY_RESULTS_ID) are shown
 * before it, while they are kept.
 */
const hiddenWhileEarly = (classes: string, early: boolean) =>
  early ? `${classes} [#early-results:not(:empty)~&]:hidden` : classes;

/** What the polite live region says: the count of what was found, or why nothing can be. */
function statusLine(props: SearchResultsProps): string {
  const { status, term, found, tag, labels } = props;
  if (status === "failed") return labels.failed;
  if (!found) return status === "loading" && term.trim() !== "" ? labels.loading : "";
  const messages = found.term === "" ? labels.countFiltered : labels.countForTerm;
  return countSentence(messages, found.total, found.term, tag);
}

/**
 * The count, then the results as an ordered list. The count on screen follows the results; a
 * polite live region, there from the first paint so screen readers hear each change, says it
 * once the words rest: where each key searches, a region changed at each key would queue a
 * count per key behind the visitor's typing. The section keeps a tall minimum height while
 * scripts run, so results arriving never move what is below it on screen.
 *
 * Before it, an element the page's script draws results into before hydration
 * (lib/search/search-before-hydration.mjs), alike to these: React gives it nothing of its own to
 * compare as it hydrates, and keeps it until its own results take its place. While it holds
 * results, the count and hint after it are hidden (the selector names it: CSS cannot be told).
 */
export function SearchResults(props: SearchResultsProps) {
  const { found, listRef, early, onMore, labels, tag } = props;
  const line = statusLine(props);
  const announced = useDebounced(line, TYPING_PAUSE_MS);
  return (
    <section aria-label={labels.results} className="mt-8 [@media(scripting:enabled)]:min-h-[70svh]">
      <p role="status" aria-live="polite" className="sr-only">
        {announced}
      </p>
      {early ? (
        <div
          id={EARLY_RESULTS_ID}
          data-messages={JSON.stringify(labels.countForTerm)}
          data-tag={tag}
          data-no-results={labels.noResultsHint}
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
      ) : null}
      <p
        aria-hidden="true"
        {...{ [COUNT_LINE]: "" }}
        className={hiddenWhileEarly(RESULT_CLASSES.countLine, early)}
      >
        {line}
      </p>
      {!found && line === "" ? (
        <p className={hiddenWhileEarly(RESULT_CLASSES.noResults, early)}>{labels.hint}</p>
      ) : null}
      {found?.total === 0 ? (
        <p className={RESULT_CLASSES.noResults}>{labels.noResultsHint}</p>
      ) : null}
      {found && found.shown.length > 0 ? (
        <ol ref={listRef} className={RESULT_CLASSES.list}>
          {found.shown.map((data, index) => (
            <ResultItem key={data.url} data={data} index={index} />
          ))}
        </ol>
      ) : null}
      {found && found.total > found.shown.length ? (
        <button
          type="button"
          onClick={onMore}
          className="mt-4 rounded-lg px-4 py-2 font-semibold text-ink ring-1 ring-line hover:bg-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {labels.showMore}
        </button>
      ) : null}
    </section>
  );
}
