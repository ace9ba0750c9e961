import { TagPage, tagMetadata } from "@/app/_pages/blog/tag-page";
import { tagParams } from "@/lib/content";

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => tagParams("en");

export async function generateMetadata({ params }: Props) {
  return tagMetadata("en", (await params).tag);
}

export default async function Page({ params }: Props) {
  return <TagPage locale="en" id={(await params).tag} />;
}
