import { routes } from "@/config/site";
import { getContentPages } from "@/lib/content";

export type SitePage = { path: string; lastModified?: string };

/**
 * Every HTML page of the site, for the sitemap: each route in the site config, then every
 * post, tag page, case study and case-study filter page the content generates.
 */
export function getSitePages(): SitePage[] {
  const staticPages = Object.values(routes).map((path) => ({ path }));
  return [...staticPages, ...getContentPages()];
}
