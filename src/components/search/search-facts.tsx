import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import type { Cover } from "@/lib/content";
import { thumbnailOf } from "@/lib/images/responsive-image";
import { searchFacts, type SearchFactsInput, type SearchKind } from "@/lib/search/search-facts";

type SearchFactsProps = {
  locale: Locale;
  kind: SearchKind;
  filters?: SearchFactsInput["filters"];
  cover?: Cover;
};

/**
 * The page's kind, filters and cover for the site search, as empty elements inside the indexed
 * body: nothing a visitor or a screen reader meets.
 */
export function SearchFacts({ locale, kind, filters, cover }: SearchFactsProps) {
  const kindLabel = translator(locale, "search")(`kinds.${kind}`);
  const image = cover ? { src: thumbnailOf(cover.src).src, alt: cover.alt } : undefined;
  return (
    <span hidden>
      {searchFacts({ kindLabel, filters, image }).map(({ attribute, value }) => (
        <span key={`${attribute} ${value}`} {...{ [attribute]: value }} />
      ))}
    </span>
  );
}
