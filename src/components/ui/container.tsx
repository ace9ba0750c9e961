import type { ComponentPropsWithoutRef } from "react";
import { cn } from "@/lib/cn";

type ContainerProps = ComponentPropsWithoutRef<"div"> & {
  /** The element it renders: a plain column, or a landmark that is also the column. */
  as?: "div" | "section" | "header";
};

/** The page's content column: the same width and gutters as the header, on every page. */
export function Container({ as: Element = "div", className, ...props }: ContainerProps) {
  return <Element {...props} className={cn("mx-auto w-full max-w-7xl px-5 lg:px-8", className)} />;
}
