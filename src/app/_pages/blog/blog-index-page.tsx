import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { PostIndex } from "@/components/content/post-index";
import { SearchBox } from "@/components/search/search-box";
import { PageIntro } from "@/components/ui/page-intro";
import { blogList, feedPath, getAllPosts } from "@/lib/content";
import { blogRssFeed } from "@/lib/seo/blog-feed";
import type { PageDeclaration } from "../page-declaration";
import { LaterPage, type ListShareImage, listPageMetadata, pageOfLine } from "../later-page";

/**
 * The blog's index: page 1 at the list's own route; a later page is `value`, the later-pages
 * route's [page], and shows the list's share `image`.
 */
export function blogIndexMetadata(locale: Locale, value?: string, image?: ListShareImage) {
  const t = translator(locale, "blog");
  return listPageMetadata({
    locale,
    list: blogList,
    total: getAllPosts(locale).length,
    value,
    title: t("metaTitle"),
    description: t("metaDescription"),
    rssFeed: blogRssFeed(locale),
    image,
  });
}

/** The blog's first page, in its own folder with the later pages below it. */
export const blogPage: PageDeclaration = {
  metadata: (locale) => blogIndexMetadata(locale),
  shareCard: (locale) => {
    const t = translator(locale, "blog");
    return { eyebrow: t("ogEyebrow"), title: t("title"), alt: t("ogAlt") };
  },
  listTitle: (locale) => translator(locale, "search.sitemap")("blog"),
  searchable: false,
};

/** The later-pages route of the blog's index. */
export function BlogLaterPage({ locale, value }: { locale: Locale; value: string }) {
  return (
    <LaterPage locale={locale} list={blogList} total={getAllPosts(locale).length} value={value}>
      {(page) => <BlogIndexPage locale={locale} page={page} />}
    </LaterPage>
  );
}

/**
 * One page of the blog's index in one language: the posts written in it, newest first, and its
 * RSS feed. The first page opens with the blog's introduction; the others say where they are.
 */
export function BlogIndexPage({ locale, page = 1 }: { locale: Locale; page?: number }) {
  const t = translator(locale, "blog");
  const posts = getAllPosts(locale);
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
        {page === 1 ? (
          <>
            <p>{t("intro")}</p>
            <p className="text-base">
              {t.rich("followFeed", {
                feed: (chunks) => (
                  <a
                    href={feedPath(locale)}
                    className="font-medium text-accent underline underline-offset-2"
                  >
                    {chunks}
                  </a>
                ),
              })}
            </p>
            <SearchBox locale={locale} id="blog-search" className="pt-4" />
          </>
        ) : (
          <p>{pageOfLine(locale, page, posts.length)}</p>
        )}
      </PageIntro>
      <PostIndex
        locale={locale}
        topicsHeading={t("topicsHeading")}
        posts={posts}
        label={t("allPosts")}
        list={blogList}
        page={page}
      />
    </>
  );
}
