import { readdirSync } from "node:fs";
import { join } from "node:path";
import { getSitePages } from "@/lib/seo/site-pages";
import { E2E_SITE_URL } from "./env";

/**
 * The site's pages, read from the same source as the sitemap when the tests are collected,
 * so each page gets its own named test. The first test below checks that the built
 * sitemap.xml lists exactly these.
 */
export const sitePaths: string[] = getSitePages().map((page) => page.path);

/** The URL of a page in the sitemap and in canonical links: on NEXT_PUBLIC_SITE_URL. */
export function publicUrl(path: string): string {
  return path === "/" ? `${E2E_SITE_URL}/` : `${E2E_SITE_URL}${path}`;
}

/** The slugs of the Markdown files in content/<collection>, counted from the files themselves. */
export function contentSlugs(collection: "blog" | "casestudies"): string[] {
  return readdirSync(join(process.cwd(), "content", collection))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.replace(/\.md$/, ""));
}
