"use client";

import { SearchForm, type SearchFormLabels } from "@/components/search/search-form";
import { useLocationPath } from "@/hooks/use-location-path";
import { wordsFromPath } from "@/lib/not-found/path-words";

type PathSearchBoxProps = {
  action: string;
  id: string;
  labels: SearchFormLabels;
  className?: string;
};

/**
 * The 404 page's search box, holding the words of the path that led nowhere ("/blog/usage-rigts"
 * → "usage rigts") once the page has hydrated; empty before, and without JavaScript.
 */
export function PathSearchBox({ action, id, labels, className }: PathSearchBoxProps) {
  const path = useLocationPath();
  return (
    <SearchForm
      action={action}
      id={id}
      labels={labels}
      defaultValue={path === null ? undefined : wordsFromPath(path)}
      className={className}
    />
  );
}
