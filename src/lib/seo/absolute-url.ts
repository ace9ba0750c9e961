import { siteConfig } from "@/config/site";

/** The absolute URL of a page of this site, built on NEXT_PUBLIC_SITE_URL. */
export function absoluteUrl(path: `/${string}`): string {
  return path === "/" ? `${siteConfig.siteUrl}/` : `${siteConfig.siteUrl}${path}`;
}
