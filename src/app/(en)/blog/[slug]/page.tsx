import { Container } from "@/components/ui/container";
import { notFound } from "next/navigation";
import { AudienceCta } from "@/components/content/audience-cta";
import { AuthorCard } from "@/components/content/author-card";
import { CoverImage } from "@/components/content/cover-image";
import { MarkdownContent } from "@/components/content/markdown-content";
import { PostList } from "@/components/content/post-list";
import { PostMeta } from "@/components/content/post-meta";
import { TagLinks } from "@/components/content/tag-links";
import { JsonLd } from "@/components/seo/json-ld";
import { getAllPosts, getPostBySlug, postParams, postPath } from "@/lib/content";
import { blogRssFeed } from "@/lib/seo/blog-feed";
import { blogPostingJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** The article's column: max-w-3xl less its padding, or the viewport less its padding. */
const POST_COVER_SIZES = "(min-width: 768px) 728px, calc(100vw - 2.5rem)";

export const generateStaticParams = postParams;

export async function generateMetadata({ params }: Props) {
  const post = getPostBySlug((await params).slug);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: postPath(post.slug),
    type: "article",
    article: {
      publishedTime: post.date,
      modifiedTime: post.updated,
      authors: [post.author.name],
      tags: post.tags.map((tag) => tag.label),
    },
    rssFeed: blogRssFeed,
  });
}

/** Up to three other posts, those sharing the most tags first. */
function relatedPosts(slug: string, tagIds: string[]) {
  return getAllPosts()
    .filter((post) => post.slug !== slug)
    .map((post) => ({ post, shared: post.tags.filter((t) => tagIds.includes(t.id)).length }))
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 3)
    .map(({ post }) => post);
}

export default async function PostPage({ params }: Props) {
  const post = getPostBySlug((await params).slug);
  if (!post) notFound();
  const related = relatedPosts(
    post.slug,
    post.tags.map((tag) => tag.id),
  );

  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <article className="mx-auto max-w-3xl px-5 pt-14 pb-16 lg:pt-20">
        <header>
          <TagLinks tags={post.tags} label="Topics of this post" />
          <h1 className="mt-6 text-title font-bold text-balance">{post.title}</h1>
          <p className="mt-5 text-lead text-muted">{post.description}</p>
          <div className="mt-6 border-b border-line pb-6">
            <PostMeta post={post} showRole />
          </div>
          {post.cover ? (
            <CoverImage
              cover={post.cover}
              sizes={POST_COVER_SIZES}
              priority
              className="mt-8 rounded-card"
            />
          ) : null}
        </header>
        <div className="prose mt-10">
          <MarkdownContent source={post.body} file={post.file} firstLine={post.bodyLine} />
        </div>
        <footer className="mt-14 border-t border-line pt-8">
          <AuthorCard author={post.author} />
        </footer>
      </article>
      <Container className="space-y-16 pb-24">
        <AudienceCta audience={post.audience} placement="post-footer" />
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-6 text-heading font-bold">
            Keep reading
          </h2>
          <PostList posts={related} label="Related posts" />
        </section>
      </Container>
    </>
  );
}
