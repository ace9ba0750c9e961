import { BlogIndexPage, blogIndexMetadata } from "@/app/_pages/blog/blog-index-page";

export const metadata = blogIndexMetadata("es");

export default function Page() {
  return <BlogIndexPage locale="es" />;
}
