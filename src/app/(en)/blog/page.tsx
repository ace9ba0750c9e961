import { BlogIndexPage, blogIndexMetadata } from "@/app/_pages/blog/blog-index-page";

export const metadata = blogIndexMetadata("en");

export default function Page() {
  return <BlogIndexPage locale="en" />;
}
