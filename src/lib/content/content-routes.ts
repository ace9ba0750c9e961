import { getAllCaseStudies, getIndustries, getPlatforms } from "./case-studies";
import { caseStudyPath, industryFilterPath, platformFilterPath, postPath, tagPath } from "./paths";
import { getAllPosts, getAllTags } from "./posts";

export type ContentPage = { path: string; lastModified?: string };

/**
 * Every HTML page the content generates below /blog and /casestudies (the index pages
 * themselves are not included), with a last-modified date where there is one: for the sitemap.
 */
export function getContentPages(): ContentPage[] {
  return [
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
