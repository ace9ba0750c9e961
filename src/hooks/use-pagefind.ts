"use client";

import { useEffect, useState } from "react";
import type { FilterCounts } from "@/lib/search/filter-groups";
import { AFTER_PAINT_PRELOADS_ID, PRELOADS_ADDED } from "@/lib/search/after-paint-preloads.mjs";
import { INDEX_PATH, loadPagefind, type Pagefind } from "@/lib/search/pagefind";
import { preloadedEntryTag } from "@/lib/search/preloaded-entry-tag";

export type PagefindState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; pagefind: Pagefind; filters: FilterCounts };

/**
 * Resolves once the chunk loader has added the page's search preloads, a few a task: Pagefind
 * started before would fetch a file its preload then fetches again. At once where there are none
 * (a page built without the post-build step).
 */
function preloadsAdded(): Promise<void> {
  const block = document.getElementById(AFTER_PAINT_PRELOADS_ID);
  if (!block || PRELOADS_ADDED in block.dataset) return Promise.resolve();
  return new Promise((resolve) => {
    block.addEventListener(PRELOADS_ADDED, () => resolve(), { once: true });
  });
}

/** The tag of the entry file the chunk loader preloaded, if it did. */
function pageEntryTag(): string | undefined {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[href^="${INDEX_PATH}"]`);
  return preloadedEntryTag(
    [...links].map((link) => link.getAttribute("href") ?? ""),
    INDEX_PATH,
  );
}

type Loaded = { pagefind: Pagefind; filters: FilterCounts };
let loading: Promise<Loaded> | undefined;

/** Pagefind and its filters, loaded once a page; a failed load is tried again on the next ask. */
function loadOnce(): Promise<Loaded> {
  if (!loading) {
    loading = preloadsAdded().then(async () => {
      const pagefind = await loadPagefind(pageEntryTag());
      return { pagefind, filters: await pagefind.filters() };
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * Pagefind, with the index's filters and their counts, loaded from the first render that
 * `wanted` it, and kept whatever `wanted` says next: from the visitor's first act on the search
 * (a word in the box, the filters opened), or at once for a page opened with words. Its start
 * was the search page's longest work after hydration (the module's evaluation, the engine's
 * start, the filters' render: three tasks of 50–65 ms at 12× CPU), so a page nobody searches yet
 * does none of it; its files are preloaded after the first paint either way, so the first key
 * finds them there (docs/architecture.md, "Nothing waits that need not").
 */
export function usePagefind(wanted: boolean): PagefindState {
  const [state, setState] = useState<PagefindState>({ status: "loading" });
  const [asked, setAsked] = useState(wanted);
  if (wanted && !asked) setAsked(true);
  useEffect(() => {
    if (!asked) return;
    let current = true;
    loadOnce()
      .then((loaded) => {
        if (current) setState({ status: "ready", ...loaded });
      })
      .catch((error: unknown) => {
        // Said on the page; the console keeps the cause for whoever looks.
        console.warn("Search could not load:", error);
        if (current) setState({ status: "failed" });
      });
    return () => {
      current = false;
    };
  }, [asked]);
  return state;
}
