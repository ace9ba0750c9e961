import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { PostIndex } from "@/components/content/post-index";
import { SearchBox } from "@/components/search/search-box";
import { PageIntro } from "@/components/ui/page-intro";
import { feedPath, getAllPosts } from "@/lib/content";
import { blogRssFeed } from "@/lib/seo/blog-feed";
import { pageMetadata } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";

export function blogIndexMetadata(locale: Locale) {
  const t = translator(locale, "blog");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: routesFor(locale).blog,
    rssFeed: blogRssFeed(locale),
  });
}

export const blogIndexOgAlt = (locale: Locale) => translator(locale, "blog")("ogAlt");

export function blogIndexOgImage(locale: Locale) {
  const t = translator(locale, "blog");
  return renderOgCard({ eyebrow: t("ogEyebrow"), title: t("title"), locale });
}

/** The blog's index in one language: the posts written in it, and its RSS feed. */
export function BlogIndexPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "blog");
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
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
      </PageIntro>
      <PostIndex
        locale={locale}
        topicsHeading={t("topicsHeading")}
        posts={getAllPosts(locale)}
        label={t("allPosts")}
      />
    </>
  );
}
