import { type Post, postPath } from "@/lib/content";
import { CardTitle } from "./card-title";
import { CardCover } from "./cover-image";
import { PostMeta } from "./post-meta";

/** A post in a list: its cover if it has one, and its title, which links to the post. */
export function PostCard({ post }: { post: Post }) {
  return (
    <article className="flex w-full flex-col rounded-card bg-white p-card ring-1 ring-line transition-shadow ring-inset hover:shadow-md motion-reduce:transition-none">
      <CardCover cover={post.cover} />
      <p className="text-xs font-semibold tracking-wide text-accent uppercase">
        {post.tags.map((tag) => tag.label).join(" · ")}
      </p>
      <CardTitle href={postPath(post.slug, post.locale)}>{post.title}</CardTitle>
      <p className="mt-3 grow text-muted">{post.description}</p>
      <div className="mt-6">
        <PostMeta post={post} />
      </div>
    </article>
  );
}
