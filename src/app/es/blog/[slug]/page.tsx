import { PostPage, postMetadata } from "@/app/_pages/blog/post-page";
import { postParams } from "@/lib/content";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => postParams("es");

export async function generateMetadata({ params }: Props) {
  return postMetadata("es", (await params).slug);
}

export default async function Page({ params }: Props) {
  return <PostPage locale="es" slug={(await params).slug} />;
}
