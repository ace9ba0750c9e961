import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import type { Post } from "@/lib/content";
import { PostCard } from "./post-card";

type PostListProps = { posts: Post[]; label: string; locale: Locale };

/** Posts as cards, or a line saying there are none yet. */
export function PostList({ posts, label, locale }: PostListProps) {
  if (posts.length === 0) {
    return <p className="text-muted">{translator(locale, "blog")("noPosts")}</p>;
  }
  return (
    <ul aria-label={label} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
