import Link from "@/components/ui/site-link";
import { notFound } from "next/navigation";
import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { PostIndex } from "@/components/content/post-index";
import { PageIntro } from "@/components/ui/page-intro";
import { getAllTags, getPostsByTag, tagList } from "@/lib/content";
import { blogRssFeed } from "@/lib/seo/blog-feed";
import { renderOgCard } from "@/lib/seo/og-card";
import { LaterPage, type ListShareImage, listPageMetadata, pageOfLine } from "../later-page";

/** A topic that at least one post in `locale` has. */
function findTag(locale: Locale, id: string) {
  return getAllTags(locale).find((tag) => tag.id === id);
}

/**
 * A topic's page: page 1 at the topic's own route; a later page is `value`, the later-pages
 * route's [page], and shows the topic's share `image`.
 */
export function tagMetadata(locale: Locale, id: string, value?: string, image?: ListShareImage) {
  const tag = findTag(locale, id);
  if (!tag) return {};
  const t = translator(locale, "blog");
  return listPageMetadata({
    locale,
    list: tagList(tag.id),
    total: getPostsByTag(tag.id, locale).length,
    value,
    title: t("tagMetaTitle", { tag: tag.label }),
    description: t("tagMetaDescription", { topic: tag.label.toLowerCase() }),
    rssFeed: blogRssFeed(locale),
    image,
  });
}

export const tagOgAlt = (locale: Locale) => translator(locale, "blog")("tagOgAlt");

export function tagOgImage(locale: Locale, id: string) {
  const t = translator(locale, "blog");
  const label = findTag(locale, id)?.label ?? t("ogEyebrow");
  return renderOgCard({ eyebrow: t("tagEyebrow"), title: t("tagOgTitle", { tag: label }), locale });
}

/** The later-pages route of a topic's page. */
export function TagLaterPage({ locale, id, value }: { locale: Locale; id: string; value: string }) {
  const total = getPostsByTag(id, locale).length;
  return (
    <LaterPage locale={locale} list={tagList(id)} total={total} value={value}>
      {(page) => <TagPage locale={locale} id={id} page={page} />}
    </LaterPage>
  );
}

type TagPageProps = { locale: Locale; id: string; page?: number };

/** One page of the posts of one topic, in one language. */
export function TagPage({ locale, id, page = 1 }: TagPageProps) {
  const tag = findTag(locale, id);
  if (!tag) notFound();
  const t = translator(locale, "blog");
  const posts = getPostsByTag(tag.id, locale);
  return (
    <>
      <PageIntro eyebrow={t("tagEyebrow")} title={tag.label}>
        <p>
          {t("tagCount", { count: posts.length, tag: tag.label })}{" "}
          <Link
            href={routesFor(locale).blog}
            className="font-medium text-accent underline underline-offset-2"
          >
            {t("seeEveryPost")}
          </Link>
          .
        </p>
        {page > 1 ? <p>{pageOfLine(locale, page, posts.length)}</p> : null}
      </PageIntro>
      <PostIndex
        locale={locale}
        topicsHeading={t("otherTopics")}
        current={tag.id}
        posts={posts}
        label={t("taggedLabel", { tag: tag.label })}
        list={tagList(tag.id)}
        page={page}
      />
    </>
  );
}
