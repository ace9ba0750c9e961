import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The page's content column: the same width and gutters as the header, on every page. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto w-full max-w-7xl px-5 lg:px-8", className)}>{children}</div>;
}
