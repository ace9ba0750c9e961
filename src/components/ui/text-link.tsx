import { AnyLink } from "./any-link";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** An inline link with an arrow, for a secondary path such as "See pricing →". */
export function TextLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const classes = cn(
    "group inline-flex items-center gap-1 rounded-sm font-semibold text-accent underline-offset-4 hover:underline",
    className,
  );
  const arrow = (
    <span
      aria-hidden="true"
      className="transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
    >
      →
    </span>
  );
  return (
    <AnyLink href={href} className={classes}>
      {children}
      {arrow}
    </AnyLink>
  );
}
