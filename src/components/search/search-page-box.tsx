import type { RefObject } from "react";
import { RUNS_WEBASSEMBLY } from "@/lib/search/runs-webassembly.mjs";
import { SEARCH_BOX_ID } from "@/lib/search/search-box-id.mjs";
import { SearchField } from "./search-field";

type SearchPageBoxProps = {
  /** The search page itself: without a script the form still submits there, as ?q=. */
  action: string;
  term: string;
  onTerm: (term: string) => void;
  /** The focus leaves the box. */
  onLeave: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  labels: { box: string; placeholder: string; submit: string };
};

/**
 * The search page's own box: the same plain GET form as the other pages' (search-form.tsx), but
 * held by the page's state, since with a script the results follow the words as they are typed.
 */
export function SearchPageBox({
  action,
  term,
  onTerm,
  onLeave,
  inputRef,
  labels,
}: SearchPageBoxProps) {
  return (
    <form
      role="search"
      // Pagefind's query engine is WebAssembly: the post-build step allows it on this page alone.
      {...{ [RUNS_WEBASSEMBLY]: "" }}
      action={action}
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchField
        ref={inputRef}
        id={SEARCH_BOX_ID}
        label={labels.box}
        submit={labels.submit}
        value={term}
        onChange={(event) => onTerm(event.target.value)}
        onBlur={onLeave}
        placeholder={labels.placeholder}
        // Focused by the browser from the first paint, before any script: the page is for this
        // box, and a visitor sent here by the header's link or Ctrl+K can type at once.
        autoFocus
      />
    </form>
  );
}
