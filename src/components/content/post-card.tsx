import Link from "@/components/ui/site-link";
import { type Post, postPath } from "@/lib/content";
import { CARD_COVER_SIZES, CoverImage } from "./cover-image";
import { PostMeta } from "./post-meta";

/** A post in a list: its cover if it has one, and its title, which links to the post. */
export function PostCard({ post }: { post: Post }) {
  return (
    <article className="flex w-full flex-col rounded-card bg-white p-card ring-1 ring-line transition-shadow ring-inset hover:shadow-md motion-reduce:transition-none">
      {post.cover ? (
        <CoverImage cover={post.cover} sizes={CARD_COVER_SIZES} className="mb-6 rounded-lg" />
      ) : null}
      <p className="text-xs font-semibold tracking-wide text-accent uppercase">
        {post.tags.map((tag) => tag.label).join(" · ")}
      </p>
      <h2 className="mt-3 text-subheading font-bold text-balance">
        <Link
          href={postPath(post.slug, post.locale)}
          className="hover:text-accent focus-visible:text-accent"
        >
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 grow text-muted">{post.description}</p>
      <div className="mt-6">
        <PostMeta post={post} />
      </div>
    </article>
  );
}
