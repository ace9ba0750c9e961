"use client";

import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from "react";
import type { Locale } from "@/config/locale";
import { useDebounced } from "@/hooks/use-debounced";
import { usePagefind } from "@/hooks/use-pagefind";
import { RESULTS_PER_STEP, useSearchResults } from "@/hooks/use-search-results";
import { useSettledSearch } from "@/hooks/use-settled-search";
import { arrowTarget, BOX } from "@/lib/search/arrow-focus";
import { filterGroups, toggled, type Selection } from "@/lib/search/filter-groups";
import { queryFrom, withQuery } from "@/lib/search/query-param";
import type { SearchLabels } from "./labels";
import { SearchPageBox } from "./search-page-box";
import { SearchFilters } from "./search-filters";
import { SearchResults } from "./search-results";

/**
 * How long the words rest before they are searched and written into the URL. Meanwhile each
 * key preloads the index chunks of the words so far (Pagefind keeps them), so the search at the
 * pause finds them there; searching at each key instead queued every result's fragment behind
 * the others on a slow network (bench/report.md).
 */
const TYPING_PAUSE_MS = 150;

/** The URL's words are read once: the page writes them itself from then on. */
const noChanges = () => () => {};

type SearchAppProps = { locale: Locale; tag: string; action: string; labels: SearchLabels };

/**
 * The search page's interactive part. The words live in ?q= (read on load, replaced as they
 * settle), so a link shares them and Back from a result finds them again.
 */
export function SearchApp({ locale, tag, action, labels }: SearchAppProps) {
  // The URL's words until the visitor types; "" in the static HTML, read once hydrated.
  const urlTerm = useSyncExternalStore(
    noChanges,
    () => queryFrom(location.search),
    () => "",
  );
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const [typed, setTerm] = useState<string>();
  const term = typed ?? urlTerm;
  const [selection, setSelection] = useState<Selection>({});
  const [limit, setLimit] = useState(RESULTS_PER_STEP);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const index = usePagefind();
  const settledTerm = useDebounced(term, TYPING_PAUSE_MS);
  const pagefind = index.status === "ready" ? index.pagefind : undefined;
  const found = useSearchResults(pagefind, settledTerm, selection, limit);
  useEffect(() => {
    const words = term.trim();
    if (pagefind && words !== "") void pagefind.preload(words);
  }, [pagefind, term]);
  useSettledSearch(found, locale);

  const writeUrl = (words: string) =>
    history.replaceState(history.state, "", withQuery(location.href, words));
  // Words typed before the page's scripts ran (the box is focused from the first paint) are in
  // the box but not in the state, which would write the URL's words over them: adopt them. A
  // layout effect reads the box before that first rewrite.
  useLayoutEffect(() => {
    const early = inputRef.current?.value ?? "";
    if (early !== "") setTerm(early);
  }, []);
  useEffect(() => {
    // Only words at rest: the URL never holds half a word, nor loses ?q= before it is read.
    if (hydrated && settledTerm === term) writeUrl(term);
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

  const collator = useMemo(() => new Intl.Collator(tag), [tag]);
  const groups =
    index.status === "ready"
      ? filterGroups(index.filters, found?.filters, selection, collator)
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
        }}
        // Leaving the box (to a result, by arrow or pointer) writes its words at once, so that
        // Back from a result finds them even when the visitor was quicker than the pause.
        onLeave={() => {
          if (hydrated) writeUrl(term);
        }}
        inputRef={inputRef}
        labels={labels}
      />
      <SearchFilters
        groups={groups}
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
        onMore={() => {
          firstAdded.current = found?.shown.length;
          setLimit((shown) => shown + RESULTS_PER_STEP);
        }}
        labels={labels}
      />
    </div>
  );
}
