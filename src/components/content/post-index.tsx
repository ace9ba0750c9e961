import type { Locale } from "@/config/locale";
import type { TagId } from "@/data/taxonomies";
import { translator } from "@/i18n/translator";
import { getAllTags, type Post } from "@/lib/content";
import { Container } from "@/components/ui/container";
import { PostList } from "./post-list";
import { TagLinks } from "./tag-links";

type PostIndexProps = {
  locale: Locale;
  /** What the topic links are called here: "Browse by topic", "Other topics". */
  topicsHeading: string;
  /** The topic this page lists, if any: its link is marked as the current one. */
  current?: TagId;
  posts: Post[];
  label: string;
};

/** Posts under the topic links: the blog's index and each topic's page, in one language. */
export function PostIndex({ locale, topicsHeading, current, posts, label }: PostIndexProps) {
  const tags = getAllTags(locale);
  return (
    <Container className="pb-24">
      {tags.length > 0 ? (
        <nav aria-labelledby="topics-heading" className="mb-10">
          <h2 id="topics-heading" className="mb-3 text-sm font-semibold text-ink">
            {topicsHeading}
          </h2>
          <TagLinks
            tags={tags}
            current={current}
            label={translator(locale, "blog")("topicsLabel")}
            locale={locale}
          />
        </nav>
      ) : null}
      <PostList posts={posts} label={label} locale={locale} />
    </Container>
  );
}
