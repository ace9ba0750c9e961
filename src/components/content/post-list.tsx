import type { Post } from "@/lib/content";
import { PostCard } from "./post-card";

export function PostList({ posts, label }: { posts: Post[]; label: string }) {
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
