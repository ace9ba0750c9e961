import type { Locale } from "@/config/locale";
import { getAllCaseStudies, getIndustries, getPlatforms } from "./case-studies";
import { getAllPosts, getAllTags } from "./posts";
import { rateCard } from "./rate-card";

/**
 * generateStaticParams for each content route, in each language's tree. A page and its
 * opengraph-image both need them under `output: "export"`, so they are written once here.
 */
export const postParams = (locale: Locale) =>
  getAllPosts(locale).map((post) => ({ slug: post.slug }));
export const tagParams = (locale: Locale) => getAllTags(locale).map((tag) => ({ tag: tag.id }));
export const caseStudyParams = (locale: Locale) =>
  getAllCaseStudies(locale).map((study) => ({ slug: study.slug }));
export const industryParams = (locale: Locale) =>
  getIndustries(locale).map((industry) => ({ industry: industry.id }));
export const platformParams = (locale: Locale) =>
  getPlatforms(locale).map((platform) => ({ platform: platform.id }));
export const ratePlatformParams = (locale: Locale) =>
  rateCard(locale).platforms.map((platform) => ({ platform: platform.id }));
