import { routes } from "@/config/site";
import { PostIndex } from "@/components/content/post-index";
import { PageIntro } from "@/components/ui/page-intro";
import { blogFeedPath, getAllPosts } from "@/lib/content";
import { blogRssFeed } from "@/lib/seo/blog-feed";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Blog",
  description:
    "Practical guides for brands and creators: writing briefs, pricing content, disclosure rules and choosing creators by audience.",
  path: routes.blog,
  rssFeed: blogRssFeed,
});

export default function BlogPage() {
  const posts = getAllPosts();
  return (
    <>
      <PageIntro eyebrow="Blog" title="Practical guides to creator marketing">
        <p>
          Short, practical articles for both sides of a gig: how to brief a creator, how to price a
          video, what the disclosure rules ask of sponsored posts, and how to choose creators by the
          audience they reach rather than the followers they count.
        </p>
        <p className="text-base">
          Follow along with the{" "}
          <a href={blogFeedPath} className="font-medium text-accent underline underline-offset-2">
            RSS feed
          </a>
          .
        </p>
      </PageIntro>
      <PostIndex topicsHeading="Browse by topic" posts={posts} label="All posts" />
    </>
  );
}
