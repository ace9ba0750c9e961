import type { ResolvingMetadata } from "next";
import { DirectoryLaterPage, directoryMetadata } from "@/app/_pages/directory/directory-page";
import { listShareImage } from "@/app/_pages/later-page";
import { directoryPageParams } from "@/lib/content";

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => directoryPageParams("es");

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata) {
  return directoryMetadata("es", (await params).page, await listShareImage(parent));
}

export default async function Page({ params }: Props) {
  return <DirectoryLaterPage locale="es" value={(await params).page} />;
}
