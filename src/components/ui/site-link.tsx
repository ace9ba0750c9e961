"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type SiteLinkProps = Omit<ComponentProps<typeof NextLink>, "prefetch" | "href"> & {
  href: string;
  /** "on-intent": fetch the page as soon as the visitor points at, focuses or touches the link. */
  prefetch?: "on-intent";
};

/**
 * Every link to a page of this site. Next.js would prefetch each link as it scrolls into view,
 * fetching and parsing that page's payload and code while this page is still loading: that was
 * most of the blocking time beyond hydration (TBT, which `npm run bench` measures: figures in
 * bench/report.md). So links here never prefetch
 * on sight. The navigation links (NavLink), the paths most visitors take next, prefetch on intent:
 * a pointer resting on a link or a touch comes 100–300 ms before the click, which a static page
 * on a CDN mostly fills. Every link navigates client-side either way.
 */
export default function Link({ prefetch, href, ...props }: SiteLinkProps) {
  const router = useRouter();
  const onIntent = prefetch === "on-intent" ? () => router.prefetch(href) : undefined;
  return (
    <NextLink
      href={href}
      prefetch={false}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      {...props}
    />
  );
}
