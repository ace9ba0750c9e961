import { evaluate } from "@mdx-js/mdx";
import { AnyLink } from "@/components/ui/any-link";
import type { ComponentPropsWithoutRef } from "react";
import * as runtime from "react/jsx-runtime";
import remarkGfm from "remark-gfm";
import { ContentError } from "@/lib/content";

/** Links to this site's pages navigate client-side; others are plain links. */
function MdxLink({ href = "", ...props }: ComponentPropsWithoutRef<"a">) {
  return <AnyLink href={href} {...props} />;
}

const components = { a: MdxLink };

/**
 * Renders an MDX body at build time (a Server Component: no MDX runtime reaches the browser).
 * A syntax error fails the build naming the file.
 */
export async function MdxContent({ source, file }: { source: string; file: string }) {
  let Content;
  try {
    ({ default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [remarkGfm] }));
  } catch (error) {
    throw new ContentError(file, `MDX does not compile: ${(error as Error).message}`);
  }
  return <Content components={components} />;
}
