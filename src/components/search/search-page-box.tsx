import type { RefObject } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { QUERY_PARAM } from "@/lib/search/query-param";
import { RUNS_WEBASSEMBLY } from "@/lib/search/runs-webassembly.mjs";
import { SEARCH_BOX_ID } from "@/lib/search/search-box-id";

type SearchPageBoxProps = {
  /** The search page itself: without a script the form still submits there, as ?q=. */
  action: string;
  term: string;
  onTerm: (term: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  labels: { box: string; placeholder: string; submit: string };
};

/**
 * The search page's own box: the same plain GET form as the other pages' (search-form.tsx), but
 * held by the page's state, since with a script the results follow the words as they are typed.
 */
export function SearchPageBox({ action, term, onTerm, inputRef, labels }: SearchPageBoxProps) {
  return (
    <form
      role="search"
      // Pagefind's query engine is WebAssembly: the post-build step allows it on this page alone.
      {...{ [RUNS_WEBASSEMBLY]: "" }}
      action={action}
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-2"
    >
      <label htmlFor={SEARCH_BOX_ID} className="text-sm font-semibold text-ink">
        {labels.box}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={SEARCH_BOX_ID}
          type="search"
          name={QUERY_PARAM}
          value={term}
          onChange={(event) => onTerm(event.target.value)}
          placeholder={labels.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="block w-full min-w-0 rounded-full border border-line bg-white px-4 py-2.5 text-base text-ink shadow-xs focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/30"
        />
        <button type="submit" className={buttonClasses({ size: "sm", className: "shrink-0" })}>
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
