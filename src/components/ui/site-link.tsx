import NextLink from "next/link";
import type { ComponentProps } from "react";

type SiteLinkProps = Omit<ComponentProps<typeof NextLink>, "prefetch"> & { prefetch?: boolean };

/**
 * Every link to a page of this site. Next.js prefetches each link as it scrolls into view,
 * fetching and parsing that page's payload and code while the page is still loading: on the
 * home page, a dozen requests and most of the blocking time beyond hydration (see
 * bench/report.md). So prefetching is opt-in here; the header's navigation, the paths most
 * visitors take next, opts in. Other links still navigate client-side, fetching on click.
 */
export default function Link({ prefetch = false, ...props }: SiteLinkProps) {
  return <NextLink prefetch={prefetch ? undefined : false} {...props} />;
}
