import type { ReactNode } from "react";
import type { Locale } from "@/config/locale";
import { SEARCH_BODY } from "@/lib/search/search-facts";
import { SearchFacts } from "./search-facts";

/** A page of the site (not a post or a case study) whose words the site search indexes. */
export function SearchablePage({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div {...SEARCH_BODY}>
      <SearchFacts locale={locale} kind="page" />
      {children}
    </div>
  );
}
