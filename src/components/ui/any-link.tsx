import type { ComponentPropsWithoutRef } from "react";
import { isSitePath } from "@/config/site";
import Link from "./site-link";

type AnyLinkProps = ComponentPropsWithoutRef<"a"> & {
  href: string;
  /** For pages of this site only: see site-link.tsx. */
  prefetch?: "on-intent";
};

/**
 * The one place that chooses how a link navigates: pages of this site client-side through
 * site-link.tsx, anything else (the app host, other sites) as a plain anchor.
 */
export function AnyLink({ href, prefetch, ...props }: AnyLinkProps) {
  return isSitePath(href) ? (
    <Link href={href} prefetch={prefetch} {...props} />
  ) : (
    <a href={href} {...props} />
  );
}
