import type { Post } from "@/lib/content";
import { translator } from "@/i18n/translator";
import { formatDate } from "@/lib/format-date";

/** Author, publication date and reading time: the byline of a post, in the post's language. */
export function PostMeta({ post, showRole = false }: { post: Post; showRole?: boolean }) {
  const t = translator(post.locale, "content");
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      <span>
        {t.rich("byline", {
          name: post.author.name,
          author: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
        })}
        {showRole ? <span>, {post.author.role}</span> : null}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>{formatDate(post.date, post.locale)}</time>
      <span aria-hidden="true">·</span>
      <span>{t("readingTime", { minutes: post.readingTimeMinutes })}</span>
    </p>
  );
}
