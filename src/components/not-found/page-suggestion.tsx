"use client";

import { useMemo } from "react";
import { localeFacts, type Locale } from "@/config/locale";
import { useLocationPath } from "@/hooks/use-location-path";
import { closestPage } from "@/lib/not-found/closest-page";
import { KNOWN_PAGES_BLOCK_ID, readKnownPages } from "@/lib/not-found/known-pages-block";

/** "Did you mean: {title}?" in one language, as the words before and after the title. */
export type SuggestionSentence = { before: string; after: string };

type PageSuggestionProps = {
  sentences: Record<Locale, SuggestionSentence>;
};

/**
 * "Did you mean: Pricing?": the page the missing path most likely meant, among those the data
 * block lists, in that page's language. Its line is held empty in the static HTML, two lines
 * high, so nothing below moves as it appears; nothing is shown when no page is near enough.
 */
export function PageSuggestion({ sentences }: PageSuggestionProps) {
  const path = useLocationPath();
  const page = useMemo(() => {
    if (path === null) return undefined;
    const block = document.getElementById(KNOWN_PAGES_BLOCK_ID);
    return closestPage(path, readKnownPages(block?.textContent));
  }, [path]);
  const sentence = page ? sentences[page.locale] : undefined;
  return (
    <p
      lang={page ? localeFacts[page.locale].lang : undefined}
      className="line-clamp-2 min-h-[2lh] text-lead text-ink"
    >
      {page && sentence ? (
        <>
          {sentence.before}
          <a href={page.path} className="font-semibold text-accent underline underline-offset-2">
            {page.title}
          </a>
          {sentence.after}
        </>
      ) : null}
    </p>
  );
}
