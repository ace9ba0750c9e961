import Link from "@/components/ui/site-link";
import { notFound } from "next/navigation";
import { routes } from "@/config/site";
import { PostIndex } from "@/components/content/post-index";
import { PageIntro } from "@/components/ui/page-intro";
import { getAllTags, getPostsByTag, tagParams, tagPath } from "@/lib/content";
import { blogRssFeed } from "@/lib/seo/blog-feed";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;

export const generateStaticParams = tagParams;

function findTag(id: string) {
  return getAllTags().find((tag) => tag.id === id);
}

export async function generateMetadata({ params }: Props) {
  const tag = findTag((await params).tag);
  if (!tag) return {};
  return pageMetadata({
    title: `${tag.label} articles`,
    description: `Every Gigloom blog post about ${tag.label.toLowerCase()}: practical guides for brands and creators who work together on paid gigs.`,
    path: tagPath(tag.id),
    rssFeed: blogRssFeed,
  });
}

export default async function TagPage({ params }: Props) {
  const tag = findTag((await params).tag);
  if (!tag) notFound();
  const posts = getPostsByTag(tag.id);
  return (
    <>
      <PageIntro eyebrow="Blog topic" title={tag.label}>
        <p>
          {posts.length === 1 ? "One article" : `${posts.length} articles`} tagged “{tag.label}”.{" "}
          <Link href={routes.blog} className="font-medium text-accent underline underline-offset-2">
            See every post
          </Link>
          .
        </p>
      </PageIntro>
      <PostIndex
        topicsHeading="Other topics"
        current={tag.id}
        posts={posts}
        label={`Posts tagged ${tag.label}`}
      />
    </>
  );
}
