import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { Container } from "@/components/ui/container";
import { Pagination } from "@/components/ui/pagination";
import { cardsOn, type ListRoute, pageCount, perPageOf } from "@/lib/content";
import { isDemoMode } from "@/lib/firebase/config";
import { creatorSummary } from "@/lib/content/creator-summary";
import type { DirectoryEntry } from "@/lib/directory/entry";
import type { DirectoryFacet } from "@/lib/directory/facets";
import { CreatorCard } from "./creator-card";
import { DirectoryFilters } from "./directory-filters";

type DirectoryListProps = {
  locale: Locale;
  /** Every creator of the list; the page shows its share of them. */
  creators: readonly DirectoryEntry[];
  list: ListRoute;
  page: number;
  /** The facet whose page this is; none on the directory's own pages. */
  active?: DirectoryFacet;
};

/**
 * The body of the directory's pages and of its facets' pages: a note where the creators are the
 * demo's fictional ones, the filters, one page of creators' cards and the links to the others.
 */
export function DirectoryList({ locale, creators, list, page, active }: DirectoryListProps) {
  const t = translator(locale, "directory");
  const perPage = perPageOf(list);
  return (
    <Container className="pb-24">
      {isDemoMode ? (
        <p role="note" className="mb-8 rounded-card bg-accent-soft px-5 py-3 text-sm text-ink">
          {t("demoNote")}
        </p>
      ) : null}
      <DirectoryFilters locale={locale} active={active} />
      {creators.length === 0 ? (
        <p className="text-muted">{t("empty")}</p>
      ) : (
        <ul aria-label={t("listLabel")} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {cardsOn(creators, page, perPage).map((creator) => (
            <li key={creator.slug} className="flex">
              <CreatorCard creator={creatorSummary(creator, locale)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        list={list}
        page={page}
        pages={pageCount(creators.length, perPage)}
        locale={locale}
      />
    </Container>
  );
}
