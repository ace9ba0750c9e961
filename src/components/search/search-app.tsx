"use client";

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from "react";
import type { Locale } from "@/config/locale";
import { useDebounced } from "@/hooks/use-debounced";
import { usePagefind } from "@/hooks/use-pagefind";
import { useSearchResults } from "@/hooks/use-search-results";
import { RESULTS_PER_STEP } from "@/lib/search/result-markup.mjs";
import { useSettledSearch } from "@/hooks/use-settled-search";
import { arrowTarget, BOX } from "@/lib/search/arrow-focus";
import { filterGroups, toggled, type Selection } from "@/lib/search/filter-groups";
import { TYPING_PAUSE_MS } from "@/lib/search/typing-pause.mjs";
import { keepWords, openingWords } from "@/lib/search/kept-words";
import type { SearchLabels } from "./labels";
import { SearchPageBox } from "./search-page-box";
import { SearchFilters } from "./search-filters";
import { SearchResults } from "./search-results";

/** The words the page opens with are read once: the page keeps them itself from then on. */
const noChanges = () => () => {};

type SearchAppProps = {
  locale: Locale;
  tag: string;
  action: string;
  labels: SearchLabels;
  /** Every filter value in the language's order (lib/content/search-filter-order.ts). */
  filterOrder: readonly string[];
};

/**
 * The search page's interactive part. It opens with the words its history entry kept (Back,
 * reload) or, failing those, a link's or another page's box's ?q=, which it then takes out of
 * the address. The words are kept in the history entry's state as they settle (`term`), never
 * in the address: so Back from a result and a reload find them, no request carries them, and
 * neither Analytics (which reads the address on each history change) nor the next page (its
 * referrer) ever gets them. A search can no longer be shared by copying the address: the
 * privacy of what was typed comes first (docs/analytics.md).
 */
export function SearchApp({ locale, tag, action, labels, filterOrder }: SearchAppProps) {
  // The words the page opens with, until the visitor types; "" in the static HTML.
  const openingTerm = useSyncExternalStore(noChanges, openingWords, () => "");
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const [typed, setTerm] = useState<string>();
  const term = typed ?? openingTerm;
  const [selection, setSelection] = useState<Selection>({});
  const [limit, setLimit] = useState(RESULTS_PER_STEP);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [filtersOpened, setFiltersOpened] = useState(false);
  const index = usePagefind(term.trim() !== "" || filtersOpened);
  const settledTerm = useDebounced(term, TYPING_PAUSE_MS);
  const pagefind = index.status === "ready" ? index.pagefind : undefined;
  const found = useSearchResults(pagefind, settledTerm, selection, limit);
  useEffect(() => {
    const words = term.trim();
    if (pagefind && words !== "") void pagefind.preload(words);
  }, [pagefind, term]);
  useSettledSearch(found, locale);
  // The results drawn before hydration stay until React's own take their place, the search
  // fails, or the visitor empties the box.
  const [early, setEarly] = useState(true);
  if (early && (found || index.status === "failed")) setEarly(false);

  // Words typed before the page's scripts ran (the box is focused from the first paint) are in
  // the box but not in the state, which would keep the opening words over them: adopt them. A
  // layout effect reads the box before that first write.
  useLayoutEffect(() => {
    const early = inputRef.current?.value ?? "";
    if (early !== "") setTerm(early);
  }, []);
  useEffect(() => {
    // Words at rest only: a write per key would reach the browsers' limit on history calls.
    // The first write takes a ?q= out of the address, unless Analytics' start has (lib/firebase/
    // analytics.ts); until then, a link followed gives only the site's origin.
    if (hydrated && settledTerm === term) keepWords(term);
  }, [hydrated, settledTerm, term]);

  // "Show more" takes the focus to the first result it adds, where the visitor reads on (the
  // button itself is gone once every result is shown).
  const firstAdded = useRef<number>(undefined);
  useEffect(() => {
    const index = firstAdded.current;
    if (index === undefined || !found || found.shown.length <= index) return;
    firstAdded.current = undefined;
    listRef.current?.querySelector<HTMLElement>(`a[data-result="${index}"]`)?.focus();
  }, [found]);

  const groups =
    index.status === "ready"
      ? filterGroups(index.filters, found?.filters, selection, filterOrder)
      : [];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLElement>("a[data-result]") ?? [])];
    const current =
      event.target === inputRef.current ? BOX : links.indexOf(event.target as HTMLElement);
    if (current < BOX) return;
    const target = arrowTarget(event.key, current, links.length);
    if (target === undefined) return;
    event.preventDefault();
    (target === BOX ? inputRef.current : links[target])?.focus();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <SearchPageBox
        action={action}
        term={term}
        onTerm={(words) => {
          setTerm(words);
          setLimit(RESULTS_PER_STEP);
          if (words.trim() === "") setEarly(false);
        }}
        // Leaving the box (to a result, by arrow or pointer) keeps its words at once, so that
        // Back from a result finds them even when the visitor was quicker than the pause.
        onLeave={() => {
          if (hydrated) keepWords(term);
        }}
        inputRef={inputRef}
        labels={labels}
      />
      <SearchFilters
        groups={groups}
        status={index.status}
        onOpen={() => setFiltersOpened(true)}
        onToggle={(key, value) => {
          setSelection((chosen) => toggled(chosen, key, value));
          setLimit(RESULTS_PER_STEP);
        }}
        labels={labels}
      />
      <SearchResults
        status={index.status}
        term={term}
        found={found}
        tag={tag}
        listRef={listRef}
        early={early}
        onMore={() => {
          firstAdded.current = found?.shown.length;
          setLimit((shown) => shown + RESULTS_PER_STEP);
        }}
        labels={labels}
      />
    </div>
  );
}
