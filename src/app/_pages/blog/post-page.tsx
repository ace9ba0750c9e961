import { notFound } from "next/navigation";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { AfterArticle, MoreToRead } from "@/components/content/after-article";
import { AuthorCard } from "@/components/content/author-card";
import { CoverImage } from "@/components/content/cover-image";
import { MarkdownContent } from "@/components/content/markdown-content";
import { PostList } from "@/components/content/post-list";
import { PostMeta } from "@/components/content/post-meta";
import { TagLinks } from "@/components/content/tag-links";
import { SearchFacts } from "@/components/search/search-facts";
import { JsonLd } from "@/components/seo/json-ld";
import { getAllPosts, getPostBySlug, postPath } from "@/lib/content";
import { blogRssFeed } from "@/lib/seo/blog-feed";
import { blogPostingJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";
import { SEARCH_BODY } from "@/lib/search/search-facts";

/** The article's column: max-w-3xl less its padding, or the viewport less its padding. */
const POST_COVER_SIZES = "(min-width: 768px) 728px, calc(100vw - 2.5rem)";

export function postMetadata(locale: Locale, slug: string) {
  const post = getPostBySlug(slug, locale);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: postPath(post.slug, locale),
    type: "article",
    article: {
      publishedTime: post.date,
      modifiedTime: post.updated,
      authors: [post.author.name],
      tags: post.tags.map((tag) => tag.label),
    },
    rssFeed: blogRssFeed(locale),
  });
}

export const postOgAlt = (locale: Locale) => translator(locale, "blog")("postOgAlt");

export function postOgImage(locale: Locale, slug: string) {
  const eyebrow = translator(locale, "blog")("ogEyebrow");
  return renderOgCard({ eyebrow, title: getPostBySlug(slug, locale)?.title ?? eyebrow, locale });
}

/** Up to three other posts in the same language, those sharing the most tags first. */
function relatedPosts(locale: Locale, slug: string, tagIds: string[]) {
  return getAllPosts(locale)
    .filter((post) => post.slug !== slug)
    .map((post) => ({ post, shared: post.tags.filter((t) => tagIds.includes(t.id)).length }))
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 3)
    .map(({ post }) => post);
}

/** One post, in the language it is written in. */
export function PostPage({ locale, slug }: { locale: Locale; slug: string }) {
  const post = getPostBySlug(slug, locale);
  if (!post) notFound();
  const t = translator(locale, "blog");
  const related = relatedPosts(
    locale,
    post.slug,
    post.tags.map((tag) => tag.id),
  );

  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <article {...SEARCH_BODY} className="mx-auto max-w-3xl px-5 pt-14 pb-16 lg:pt-20">
        <SearchFacts
          locale={locale}
          kind="post"
          filters={{ tag: post.tags.map((tag) => tag.label) }}
          cover={post.cover}
        />
        <header>
          <TagLinks tags={post.tags} label={t("postTopicsLabel")} locale={locale} />
          <h1 className="mt-6 text-title font-bold text-balance">{post.title}</h1>
          <p className="mt-5 text-lead text-muted">{post.description}</p>
          <div className="mt-6 border-b border-line pb-6">
            <PostMeta post={post} showRole />
          </div>
          <CoverImage
            cover={post.cover}
            sizes={POST_COVER_SIZES}
            priority
            className="mt-8 rounded-card"
          />
        </header>
        <div className="prose mt-10">
          <MarkdownContent entry={post} locale={locale} />
        </div>
        <footer className="mt-14 border-t border-line pt-8">
          <AuthorCard author={post.author} locale={locale} />
        </footer>
      </article>
      <AfterArticle audience={post.audience} placement="post-footer" locale={locale}>
        {related.length > 0 ? (
          <MoreToRead headingId="related-heading" heading={t("keepReading")}>
            <PostList posts={related} label={t("relatedLabel")} locale={locale} />
          </MoreToRead>
        ) : null}
      </AfterArticle>
    </>
  );
}
