import type { TagId } from "@/data/taxonomies";
import { getAllTags, type Post } from "@/lib/content";
import { Container } from "@/components/ui/container";
import { PostList } from "./post-list";
import { TagLinks } from "./tag-links";

type PostIndexProps = {
  /** What the topic links are called here: "Browse by topic", "Other topics". */
  topicsHeading: string;
  /** The topic this page lists, if any: its link is marked as the current one. */
  current?: TagId;
  posts: Post[];
  label: string;
};

/** Posts under the topic links: the blog's index and each topic's page. */
export function PostIndex({ topicsHeading, current, posts, label }: PostIndexProps) {
  return (
    <Container className="pb-24">
      <nav aria-labelledby="topics-heading" className="mb-10">
        <h2 id="topics-heading" className="mb-3 text-sm font-semibold text-ink">
          {topicsHeading}
        </h2>
        <TagLinks tags={getAllTags()} current={current} label="Topics" />
      </nav>
      <PostList posts={posts} label={label} />
    </Container>
  );
}
