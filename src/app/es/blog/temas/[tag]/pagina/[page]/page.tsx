import { TagLaterPage, tagMetadata } from "@/app/_pages/blog/tag-page";
import { tagPageParams } from "@/lib/content";

type Props = { params: Promise<{ tag: string; page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => tagPageParams("es");

export async function generateMetadata({ params }: Props) {
  const { tag, page } = await params;
  return tagMetadata("es", tag, page);
}

export default async function Page({ params }: Props) {
  const { tag, page } = await params;
  return <TagLaterPage locale="es" id={tag} value={page} />;
}
