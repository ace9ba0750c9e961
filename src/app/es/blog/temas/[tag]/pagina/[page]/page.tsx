import type { ResolvingMetadata } from "next";
import { TagLaterPage, tagMetadata } from "@/app/_pages/blog/tag-page";
import { tagPageParams } from "@/lib/content";
import { listShareImage } from "@/app/_pages/later-page";

type Props = { params: Promise<{ tag: string; page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => tagPageParams("es");

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata) {
  const { tag, page } = await params;
  return tagMetadata("es", tag, page, await listShareImage(parent));
}

export default async function Page({ params }: Props) {
  const { tag, page } = await params;
  return <TagLaterPage locale="es" id={tag} value={page} />;
}
