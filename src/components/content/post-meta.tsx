import type { Post } from "@/lib/content";
import { formatDate } from "@/lib/format-date";

/** Author, publication date and reading time: the byline of a post. */
export function PostMeta({ post, showRole = false }: { post: Post; showRole?: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      <span>
        By <span className="font-semibold text-ink">{post.author.name}</span>
        {showRole ? <span>, {post.author.role}</span> : null}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readingTimeMinutes} min read</span>
    </p>
  );
}
