import { CreatorPage, creatorMetadata } from "@/app/_pages/directory/creator-page";
import { creatorParams } from "@/lib/content";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = creatorParams;

export async function generateMetadata({ params }: Props) {
  return creatorMetadata("es", (await params).slug);
}

export default async function Page({ params }: Props) {
  return <CreatorPage locale="es" slug={(await params).slug} />;
}
