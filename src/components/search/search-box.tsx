import type { RefObject } from "react";
import { QUERY_PARAM } from "@/lib/search/query-param";
import { RUNS_WEBASSEMBLY } from "@/lib/search/runs-webassembly.mjs";
import { SEARCH_BOX_ID } from "@/lib/search/search-box-id";

type SearchBoxProps = {
  /** The search page itself: without a script the form still submits there, as ?q=. */
  action: string;
  term: string;
  onTerm: (term: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  labels: { box: string; placeholder: string; submit: string };
};

/** A plain GET form; with a script, results follow the words as they are typed. */
export function SearchBox({ action, term, onTerm, inputRef, labels }: SearchBoxProps) {
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
          className="min-w-0 flex-1 rounded-lg border border-line bg-white px-4 py-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
        <button
          type="submit"
          className="rounded-lg bg-ink px-5 py-3 font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
