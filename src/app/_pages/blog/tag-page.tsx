import Link from "@/components/ui/site-link";
import { notFound } from "next/navigation";
import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { PostIndex } from "@/components/content/post-index";
import { PageIntro } from "@/components/ui/page-intro";
import { getAllTags, getPostsByTag, tagPath } from "@/lib/content";
import { blogRssFeed } from "@/lib/seo/blog-feed";
import { pageMetadata } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";

/** A topic that at least one post in `locale` has. */
function findTag(locale: Locale, id: string) {
  return getAllTags(locale).find((tag) => tag.id === id);
}

export function tagMetadata(locale: Locale, id: string) {
  const tag = findTag(locale, id);
  if (!tag) return {};
  const t = translator(locale, "blog");
  return pageMetadata({
    title: t("tagMetaTitle", { tag: tag.label }),
    description: t("tagMetaDescription", { topic: tag.label.toLowerCase() }),
    path: tagPath(tag.id, locale),
    rssFeed: blogRssFeed(locale),
  });
}

export const tagOgAlt = (locale: Locale) => translator(locale, "blog")("tagOgAlt");

export function tagOgImage(locale: Locale, id: string) {
  const t = translator(locale, "blog");
  const label = findTag(locale, id)?.label ?? t("ogEyebrow");
  return renderOgCard({ eyebrow: t("tagEyebrow"), title: t("tagOgTitle", { tag: label }), locale });
}

/** The posts of one topic, in one language. */
export function TagPage({ locale, id }: { locale: Locale; id: string }) {
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
      </PageIntro>
      <PostIndex
        locale={locale}
        topicsHeading={t("otherTopics")}
        current={tag.id}
        posts={posts}
        label={t("taggedLabel", { tag: tag.label })}
      />
    </>
  );
}
