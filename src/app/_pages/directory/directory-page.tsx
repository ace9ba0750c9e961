import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { CreatorCard } from "@/components/directory/creator-card";
import { Container } from "@/components/ui/container";
import { PageIntro } from "@/components/ui/page-intro";
import { Pagination } from "@/components/ui/pagination";
import { cardsOn, directoryList, listedCreators, pageCount } from "@/lib/content";
import { isDemoMode } from "@/lib/firebase/config";
import { creatorSummary } from "@/lib/content/creator-summary";
import type { PageDeclaration } from "../page-declaration";
import { LaterPage, type ListShareImage, listPageMetadata, pageOfLine } from "../later-page";

const PER_PAGE = directoryList.perPage;

/** The directory: page 1 at its own route; a later page is `value`, with the list's `image`. */
export function directoryMetadata(locale: Locale, value?: string, image?: ListShareImage) {
  const t = translator(locale, "directory");
  return listPageMetadata({
    locale,
    list: directoryList,
    total: listedCreators().length,
    value,
    title: t("metaTitle"),
    description: t("metaDescription"),
    image,
  });
}

/** The directory's first page, in its own folder with its later pages below it. */
export const directoryPage: PageDeclaration = {
  metadata: (locale) => directoryMetadata(locale),
  shareCard: (locale) => {
    const t = translator(locale, "directory");
    return { eyebrow: t("eyebrow"), title: t("title"), alt: t("ogAlt") };
  },
  listTitle: (locale) => translator(locale, "search.sitemap")("directory"),
  searchable: false,
};

/** The later-pages route of the directory. */
export function DirectoryLaterPage({ locale, value }: { locale: Locale; value: string }) {
  return (
    <LaterPage locale={locale} list={directoryList} total={listedCreators().length} value={value}>
      {(page) => <DirectoryPage locale={locale} page={page} />}
    </LaterPage>
  );
}

/**
 * One page of the directory: the introduction on the first page, "Page 2 of 3" on the others,
 * a note where the creators are the demo's fictional ones, then 24 creators and the links to
 * the other pages.
 */
export function DirectoryPage({ locale, page = 1 }: { locale: Locale; page?: number }) {
  const t = translator(locale, "directory");
  const creators = listedCreators();
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
        {page === 1 ? (
          <p>{t("intro")}</p>
        ) : (
          <p>{pageOfLine(locale, page, creators.length, PER_PAGE)}</p>
        )}
      </PageIntro>
      <Container className="pb-24">
        {isDemoMode ? (
          <p role="note" className="mb-8 rounded-card bg-accent-soft px-5 py-3 text-sm text-ink">
            {t("demoNote")}
          </p>
        ) : null}
        {creators.length === 0 ? (
          <p className="text-muted">{t("empty")}</p>
        ) : (
          <ul aria-label={t("listLabel")} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {cardsOn(creators, page, PER_PAGE).map((creator) => (
              <li key={creator.slug} className="flex">
                <CreatorCard creator={creatorSummary(creator, locale)} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          list={directoryList}
          page={page}
          pages={pageCount(creators.length, PER_PAGE)}
          locale={locale}
        />
      </Container>
    </>
  );
}
