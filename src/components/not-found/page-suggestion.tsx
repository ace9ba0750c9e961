"use client";

import { useEffect, useState } from "react";
import { localeFacts, type Locale } from "@/config/locale";
import { useLocationPath } from "@/hooks/use-location-path";
import type { KnownPage } from "@/lib/not-found/closest-page";
import {
  KNOWN_PAGES_BLOCK_ID,
  readKnownPages,
  readKnownPagesBlock,
} from "@/lib/not-found/known-pages-block";
import { suggestedPage } from "@/lib/not-found/suggest-page";

/** "Did you mean: {title}?" in one language, as the words before and after the title. */
export type SuggestionSentence = { before: string; after: string };

type PageSuggestionProps = {
  sentences: Record<Locale, SuggestionSentence>;
};

const fetchKnownPages = async (file: string) => {
  const response = await fetch(file);
  return response.ok ? readKnownPages(await response.text()) : [];
};

/**
 * "Did you mean: Pricing?": the page the missing path most likely meant, among the sections the
 * data block lists and the posts or case studies of a list the path could be in (fetched then),
 * in that page's language. Its line is held empty in the static HTML, two lines high, so nothing
 * below moves as it appears; nothing is shown when no page is near enough.
 */
export function PageSuggestion({ sentences }: PageSuggestionProps) {
  const path = useLocationPath();
  const [page, setPage] = useState<KnownPage>();
  useEffect(() => {
    if (path === null) return;
    let current = true;
    const block = readKnownPagesBlock(document.getElementById(KNOWN_PAGES_BLOCK_ID)?.textContent);
    void suggestedPage(path, block, fetchKnownPages).then((found) => {
      if (current) setPage(found);
    });
    return () => {
      current = false;
    };
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
