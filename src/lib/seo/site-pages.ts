import { routes } from "@/config/site";
import {
  caseStudyPath,
  getAllCaseStudies,
  getAllPosts,
  getAllTags,
  getIndustries,
  getPlatforms,
  industryFilterPath,
  platformFilterPath,
  postPath,
  tagPath,
} from "@/lib/content";

export type SitePage = { path: string; lastModified?: string };

/**
 * Every HTML page of the site, for the sitemap: each route in the site config, then every
 * post, tag page, case study and case-study filter page the content generates, with a
 * last-modified date where there is one.
 */
export function getSitePages(): SitePage[] {
  return [
    ...Object.values(routes).map((path) => ({ path })),
    ...getAllPosts().map((post) => ({
      path: postPath(post.slug),
      lastModified: post.updated ?? post.date,
    })),
    ...getAllTags().map((tag) => ({ path: tagPath(tag.id) })),
    ...getAllCaseStudies().map((study) => ({
      path: caseStudyPath(study.slug),
      lastModified: study.published,
    })),
    ...getIndustries().map((industry) => ({ path: industryFilterPath(industry.id) })),
    ...getPlatforms().map((platform) => ({ path: platformFilterPath(platform.id) })),
  ];
}
