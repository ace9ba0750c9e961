import { BlogLaterPage, blogIndexMetadata } from "@/app/_pages/blog/blog-index-page";
import { blogPageParams } from "@/lib/content";

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => blogPageParams("es");

export async function generateMetadata({ params }: Props) {
  return blogIndexMetadata("es", (await params).page);
}

export default async function Page({ params }: Props) {
  return <BlogLaterPage locale="es" value={(await params).page} />;
}
