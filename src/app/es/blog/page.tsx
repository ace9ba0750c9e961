import { BlogIndexPage } from "@/app/_pages/blog/blog-index-page";
import { RegisteredPage, registeredMetadata } from "@/app/_pages/registered-page";

export const metadata = registeredMetadata("blog", "es");

export default function Page() {
  return <RegisteredPage id="blog" locale="es" Body={BlogIndexPage} />;
}
