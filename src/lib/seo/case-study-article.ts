import { siteConfig } from "@/config/site";
import { type CaseStudy, caseStudyPath } from "@/lib/content";
import { articleJsonLd } from "./article";
import { absoluteUrl } from "./metadata";

/** schema.org Article for a case study, published by Gigloom about the brand. */
export function caseStudyJsonLd(study: CaseStudy): Record<string, unknown> {
  return {
    ...articleJsonLd({
      type: "Article",
      path: caseStudyPath(study.slug),
      headline: study.title,
      description: study.description,
      datePublished: study.published,
    }),
    about: { "@type": "Organization", name: study.brand, description: study.about },
    author: { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") },
  };
}
