import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { ComponentPropsWithoutRef } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { AnyLink } from "@/components/ui/any-link";
import { checkedMarkdown, markdownToHast } from "@/lib/content/markdown";

/** Links to this site's pages navigate client-side; others are plain links. */
function MarkdownLink({ href = "", ...props }: ComponentPropsWithoutRef<"a">) {
  return <AnyLink href={href} {...props} />;
}

const components = { a: MarkdownLink };

/**
 * Renders a post's or case study's Markdown body at build time (a Server Component: no Markdown
 * code reaches the browser). The body is data: GFM Markdown, never MDX, so nothing in it is
 * evaluated, and raw HTML or a script URL fails the build naming the file and the line
 * (lib/content/markdown.ts; the loader has refused them already).
 */
export function MarkdownContent({
  source,
  file,
  firstLine = 1,
}: {
  source: string;
  file: string;
  /** The body's first line in the file, for the line an error names. */
  firstLine?: number;
}) {
  const tree = markdownToHast(checkedMarkdown(file, source, firstLine));
  // No keys: the children are static (jsxs), and keys would only add bytes to the page data.
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components, passKeys: false });
}
