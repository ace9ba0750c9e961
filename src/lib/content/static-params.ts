import { getAllCaseStudies, getIndustries, getPlatforms } from "./case-studies";
import { getAllPosts, getAllTags } from "./posts";

/**
 * generateStaticParams for each content route. A page and its opengraph-image both need
 * them under `output: "export"`, so they are written once here.
 */
export const postParams = () => getAllPosts().map((post) => ({ slug: post.slug }));
export const tagParams = () => getAllTags().map((tag) => ({ tag: tag.id }));
export const caseStudyParams = () => getAllCaseStudies().map((study) => ({ slug: study.slug }));
export const industryParams = () => getIndustries().map((industry) => ({ industry: industry.id }));
export const platformParams = () => getPlatforms().map((platform) => ({ platform: platform.id }));
