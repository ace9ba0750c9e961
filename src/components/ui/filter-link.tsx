import type { ReactNode } from "react";
import Link from "@/components/ui/site-link";
import { cn } from "@/lib/cn";

type FilterLinkProps = {
  href: string;
  /** The page the link leads to is this one: marked for assistive technology and in ink. */
  current: boolean;
  /** Data attributes the link carries besides (the case studies' filter events). */
  attributes?: Record<string, string>;
  children: ReactNode;
};

/**
 * A filter as a pill-shaped link to a page of its own, generated at build time: a static
 * export cannot read a query string, and a link works without JavaScript.
 */
export function FilterLink({ href, current, attributes, children }: FilterLinkProps) {
  return (
    <Link
      href={href}
      scroll={false}
      {...attributes}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex min-h-9 items-center rounded-full px-3.5 text-sm font-medium ring-1 ring-inset",
        current
          ? "bg-ink text-white ring-ink"
          : "bg-white text-ink-soft ring-line hover:bg-accent-soft hover:text-ink",
      )}
    >
      {children}
    </Link>
  );
}
