import type { ReactNode } from "react";

/**
 * The layout of a list's folder (the blog, a topic, the case studies, a filter): it renders its
 * page as it is. It is there for the list's share image: Next binds a folder's
 * opengraph-image to its layout when it has one, so the list's later pages
 * (/blog/page/2) receive it as their parent's and show it too (listShareImage), rather than
 * each rendering a copy of their own.
 */
export default function ListLayout({ children }: { children: ReactNode }) {
  return children;
}
