import { TagPage, tagMetadata } from "@/app/_pages/blog/tag-page";
import { tagParams } from "@/lib/content";

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => tagParams("es");

export async function generateMetadata({ params }: Props) {
  return tagMetadata("es", (await params).tag);
}

export default async function Page({ params }: Props) {
  return <TagPage locale="es" id={(await params).tag} />;
}
