import { PostPage, postMetadata } from "@/app/_pages/blog/post-page";
import { postParams } from "@/lib/content";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => postParams("en");

export async function generateMetadata({ params }: Props) {
  return postMetadata("en", (await params).slug);
}

export default async function Page({ params }: Props) {
  return <PostPage locale="en" slug={(await params).slug} />;
}
