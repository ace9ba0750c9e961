import type { ResolvingMetadata } from "next";
import { BlogLaterPage, blogIndexMetadata } from "@/app/_pages/blog/blog-index-page";
import { blogPageParams } from "@/lib/content";
import { listShareImage } from "@/app/_pages/later-page";

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => blogPageParams("en");

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata) {
  return blogIndexMetadata("en", (await params).page, await listShareImage(parent));
}

export default async function Page({ params }: Props) {
  return <BlogLaterPage locale="en" value={(await params).page} />;
}
