import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { DirectoryList } from "@/components/directory/directory-list";
import { PageIntro } from "@/components/ui/page-intro";
import { directoryList, listedCreators } from "@/lib/content";
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
 * then the list's body: the demo's note, the filters, 24 creators and the links to the others.
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
      <DirectoryList locale={locale} creators={creators} list={directoryList} page={page} />
    </>
  );
}
