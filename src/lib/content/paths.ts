import { routes } from "@/config/site";

/** URL builders for content pages: the one place their shapes are written. */
export const blogFeedPath = `${routes.blog}/rss.xml` as const;
export const postPath = (slug: string) => `${routes.blog}/${slug}` as const;
export const tagPath = (tag: string) => `${routes.blog}/tags/${tag}` as const;
export const caseStudyPath = (slug: string) => `${routes.caseStudies}/${slug}` as const;
export const industryFilterPath = (industry: string) =>
  `${routes.caseStudies}/industry/${industry}` as const;
export const platformFilterPath = (platform: string) =>
  `${routes.caseStudies}/platform/${platform}` as const;
