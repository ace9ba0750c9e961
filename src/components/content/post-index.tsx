import type { Locale } from "@/config/locale";
import type { TagId } from "@/data/taxonomies";
import { translator } from "@/i18n/translator";
import { cardsOn, getAllTags, type ListRoute, pageCount, type Post } from "@/lib/content";
import { Container } from "@/components/ui/container";
import { Pagination } from "@/components/ui/pagination";
import { PostList } from "./post-list";
import { TagLinks } from "./tag-links";

type PostIndexProps = {
  locale: Locale;
  /** What the topic links are called here: "Browse by topic", "Other topics". */
  topicsHeading: string;
  /** The topic this page lists, if any: its link is marked as the current one. */
  current?: TagId;
  /** Every post of the list, newest first; the page shows its share of them. */
  posts: Post[];
  label: string;
  list: ListRoute;
  page: number;
};

/**
 * One page of posts under the topic links, and the links to the list's other pages: the blog's
 * index and each topic's page, in one language.
 */
export function PostIndex(props: PostIndexProps) {
  const { locale, topicsHeading, current, posts, label, list, page } = props;
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
      <PostList posts={cardsOn(posts, page)} label={label} locale={locale} />
      <Pagination list={list} page={page} pages={pageCount(posts.length)} locale={locale} />
    </Container>
  );
}
